/**
 * Browser sessions (the rl_session cookie) and the bearer access tokens issued to them. The cookie
 * carries a random secret; the database keeps its hash.
 */
import crypto from 'node:crypto';
import type { Db } from './database';
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

const liveSession = `s.expires_at > @now AND s.created_at > @createdAfter
  AND COALESCE(s.last_seen_at, s.created_at) > @usedAfter`;

function touchSession(db: Db, sessionUuid: string, now: Date): void {
  db.prepare(
    'UPDATE sessions SET last_seen_at = ? WHERE uuid = ? AND COALESCE(last_seen_at, created_at) < ?',
  ).run(now.toISOString(), sessionUuid, new Date(now.getTime() - touchEveryMs).toISOString());
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

export function createSession(db: Db, userUuid: string, now: Date): Session {
  const session = { uuid: crypto.randomUUID(), userUuid, secret: randomSecret() };
  db.prepare(
    'INSERT INTO sessions (uuid, secret_hash, user_uuid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    session.uuid,
    hashSecret(session.secret),
    userUuid,
    now.toISOString(),
    new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  );
  return session;
}

export function findSession(
  db: Db,
  secret: string,
  now: Date,
  policy: SessionPolicy = defaultSessionPolicy,
): Session | null {
  const row = db
    .prepare(
      `SELECT s.uuid, s.user_uuid FROM sessions s WHERE s.secret_hash = @secretHash AND ${liveSession}`,
    )
    .get({ secretHash: hashSecret(secret), ...liveSince(now, policy) }) as
    { uuid: string; user_uuid: string } | undefined;
  if (!row) return null;
  touchSession(db, row.uuid, now);
  return { uuid: row.uuid, userUuid: row.user_uuid, secret };
}

/** Signing out ends the session and every token issued to it (ON DELETE CASCADE). */
export function deleteSession(db: Db, secret: string): void {
  db.prepare('DELETE FROM sessions WHERE secret_hash = ?').run(hashSecret(secret));
}

export function issueAccessToken(db: Db, session: Session, now: Date): IssuedToken {
  const token: IssuedToken = {
    accessToken: randomSecret(),
    csrfToken: randomSecret(),
    expiresAt: new Date(now.getTime() + accessTokenLifetimeMs).toISOString(),
  };
  db.prepare(
    `INSERT INTO access_tokens (token_hash, csrf_hash, sealed, session_uuid, user_uuid, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSecret(token.accessToken),
    hashSecret(token.csrfToken),
    seal(JSON.stringify(token), session.secret),
    session.uuid,
    session.userUuid,
    now.toISOString(),
    token.expiresAt,
  );
  db.prepare('DELETE FROM access_tokens WHERE session_uuid = ? AND expires_at <= ?').run(
    session.uuid,
    now.toISOString(),
  );
  return token;
}

/** The session's newest token while it has time left, else a new one. */
export function currentAccessToken(db: Db, session: Session, now: Date): IssuedToken {
  const freshUntil = new Date(now.getTime() + accessTokenRefreshWindowMs).toISOString();
  const row = db
    .prepare(
      'SELECT sealed FROM access_tokens WHERE session_uuid = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1',
    )
    .get(session.uuid, freshUntil) as { sealed: string } | undefined;
  const opened = row ? unseal(row.sealed, session.secret) : null;
  return opened ? (JSON.parse(opened) as IssuedToken) : issueAccessToken(db, session, now);
}

export function findBearerGrant(
  db: Db,
  accessToken: string,
  now: Date,
  policy: SessionPolicy = defaultSessionPolicy,
): BearerGrant | null {
  const row = db
    .prepare(
      `SELECT t.user_uuid, t.session_uuid, t.csrf_hash FROM access_tokens t JOIN sessions s ON s.uuid = t.session_uuid
       WHERE t.token_hash = @tokenHash AND t.expires_at > @now AND ${liveSession}`,
    )
    .get({ tokenHash: hashSecret(accessToken), ...liveSince(now, policy) }) as
    { user_uuid: string; session_uuid: string; csrf_hash: string } | undefined;
  if (!row) return null;
  touchSession(db, row.session_uuid, now);
  return { userUuid: row.user_uuid, sessionUuid: row.session_uuid, csrfHash: row.csrf_hash };
}

export function csrfMatches(grant: BearerGrant, csrfToken: string | undefined): boolean {
  return (
    typeof csrfToken === 'string' && csrfToken.length > 0 && secretMatchesHash(csrfToken, grant.csrfHash)
  );
}
