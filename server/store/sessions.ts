/**
 * Browser sessions (the rl_session cookie) and the bearer access tokens issued to them. The cookie
 * carries a random secret; the database keeps its hash.
 */
import crypto from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { DB } from './tables';
import { hashSecret, randomSecret, seal, secretMatchesHash, unseal } from '../auth/secrets';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
export const accessTokenLifetimeMs = 60 * 60 * 1000;
/** A token with less than this left is replaced, so the app (polling every 3 minutes) never holds an expired one. */
export const accessTokenRefreshWindowMs = 10 * 60 * 1000;

/**
 * When a session has expired (supporting-areas spec §4, docs/analytics.md): unused for `idleMs`
 * (SESSION_IDLE_MINUTES), or older than `maxAgeMs` (SESSION_MAX_AGE_HOURS) however busy. Every
 * request with the session's cookie or one of its tokens counts as use.
 */
export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
}

export const defaultSessionPolicy: SessionPolicy = { idleMs: 60 * 60_000, maxAgeMs: sessionLifetimeMs };

/** Use is written at most once a minute per session, so a busy page does not write on every call. */
const touchEveryMs = 60_000;

function liveSince(now: Date, policy: SessionPolicy) {
  return {
    now: now.toISOString(),
    createdAfter: new Date(now.getTime() - policy.maxAgeMs).toISOString(),
    usedAfter: new Date(now.getTime() - policy.idleMs).toISOString(),
  };
}

type LiveSessionScope = { s: DB['sessions'] };

/** The session `s` has not expired: before its end, younger than the maximum age, used within the idle time. */
function liveSession(eb: ExpressionBuilder<LiveSessionScope, 's'>, now: Date, policy: SessionPolicy) {
  const since = liveSince(now, policy);
  return eb.and([
    eb('s.expires_at', '>', since.now),
    eb('s.created_at', '>', since.createdAfter),
    eb(eb.fn.coalesce('s.last_seen_at', 's.created_at'), '>', since.usedAfter),
  ]);
}

/** Writes the use unless the session was seen within the minute (`lastSeen`, as just read: most calls write nothing). */
async function touchSession(db: Db, sessionUuid: string, lastSeen: string, now: Date): Promise<void> {
  const touchedBefore = new Date(now.getTime() - touchEveryMs).toISOString();
  if (lastSeen >= touchedBefore) return;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('uuid', '=', sessionUuid)
    .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', touchedBefore))
    .execute();
}

export interface Session {
  uuid: string;
  userUuid: string;
  secret: string;
}

export interface IssuedToken {
  accessToken: string;
  csrfToken: string;
  expiresAt: string;
}

export interface BearerGrant {
  userUuid: string;
  sessionUuid: string;
  csrfHash: string;
}

export async function createSession(db: Db, userUuid: string, now: Date): Promise<Session> {
  const session = { uuid: crypto.randomUUID(), userUuid, secret: randomSecret() };
  await db
    .insertInto('sessions')
    .values({
      uuid: session.uuid,
      secret_hash: hashSecret(session.secret),
      user_uuid: userUuid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    })
    .execute();
  return session;
}

export async function findSession(
  db: Db,
  secret: string,
  now: Date,
  policy: SessionPolicy = defaultSessionPolicy,
): Promise<Session | null> {
  const row = await db
    .selectFrom('sessions as s')
    .select(['s.uuid', 's.user_uuid', 's.created_at', 's.last_seen_at'])
    .where('s.secret_hash', '=', hashSecret(secret))
    .where((eb) => liveSession(eb, now, policy))
    .executeTakeFirst();
  if (!row) return null;
  await touchSession(db, row.uuid, row.last_seen_at ?? row.created_at, now);
  return { uuid: row.uuid, userUuid: row.user_uuid, secret };
}

/** Signing out ends the session and every token issued to it (ON DELETE CASCADE). */
export async function deleteSession(db: Db, secret: string): Promise<void> {
  await db.deleteFrom('sessions').where('secret_hash', '=', hashSecret(secret)).execute();
}

export async function issueAccessToken(db: Db, session: Session, now: Date): Promise<IssuedToken> {
  const token: IssuedToken = {
    accessToken: randomSecret(),
    csrfToken: randomSecret(),
    expiresAt: new Date(now.getTime() + accessTokenLifetimeMs).toISOString(),
  };
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashSecret(token.accessToken),
      csrf_hash: hashSecret(token.csrfToken),
      sealed: seal(JSON.stringify(token), session.secret),
      session_uuid: session.uuid,
      user_uuid: session.userUuid,
      created_at: now.toISOString(),
      expires_at: token.expiresAt,
    })
    .execute();
  await db
    .deleteFrom('access_tokens')
    .where('session_uuid', '=', session.uuid)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  return token;
}

/** The session's newest token while it has time left, else a new one. */
export async function currentAccessToken(db: Db, session: Session, now: Date): Promise<IssuedToken> {
  const freshUntil = new Date(now.getTime() + accessTokenRefreshWindowMs).toISOString();
  const row = await db
    .selectFrom('access_tokens')
    .select('sealed')
    .where('session_uuid', '=', session.uuid)
    .where('expires_at', '>', freshUntil)
    // Two tokens issued in the same millisecond: either will do, but always the same one.
    .orderBy('expires_at', 'desc')
    .orderBy('token_hash')
    .limit(1)
    .executeTakeFirst();
  const opened = row ? unseal(row.sealed, session.secret) : null;
  return opened ? (JSON.parse(opened) as IssuedToken) : issueAccessToken(db, session, now);
}

export async function findBearerGrant(
  db: Db,
  accessToken: string,
  now: Date,
  policy: SessionPolicy = defaultSessionPolicy,
): Promise<BearerGrant | null> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('sessions as s', 's.uuid', 't.session_uuid')
    .select(['t.user_uuid', 't.session_uuid', 't.csrf_hash', 's.created_at', 's.last_seen_at'])
    .where('t.token_hash', '=', hashSecret(accessToken))
    .where('t.expires_at', '>', now.toISOString())
    .where((eb) => liveSession(eb, now, policy))
    .executeTakeFirst();
  if (!row) return null;
  await touchSession(db, row.session_uuid, row.last_seen_at ?? row.created_at, now);
  return { userUuid: row.user_uuid, sessionUuid: row.session_uuid, csrfHash: row.csrf_hash };
}

export function csrfMatches(grant: BearerGrant, csrfToken: string | undefined): boolean {
  return (
    typeof csrfToken === 'string' && csrfToken.length > 0 && secretMatchesHash(csrfToken, grant.csrfHash)
  );
}

/** Ends every session of the user an identity provider knows as `subject` (after a password reset). */
export async function deleteSessionsOfSubject(db: Db, issuer: string, subject: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_uuid', 'in', (eb) =>
      eb.selectFrom('users').select('uuid').where('issuer', '=', issuer).where('subject', '=', subject),
    )
    .execute();
}
