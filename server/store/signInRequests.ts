/**
 * Sign-in requests in flight: the browser holds a random handle in a cookie, the database its hash
 * with each request's state, nonce and PKCE verifier. One browser may have several (two tabs): they
 * share the handle, and the callback finds its own by the state it carries. The callback takes the
 * request (deletes it as it reads it), so a callback replayed, or sent twice, finds nothing, and
 * another browser's callback has no handle that matches. Two purposes: the app signing in at its
 * provider (rl_sign_in), and the embedded provider signing in at an upstream one such as Google
 * (server/identityProvider/upstreamRoutes.ts), which also remembers the interaction it resumes.
 */
import type { SignInSecrets } from '../auth/relyingParty';
import { hashSecret, randomSecret } from '../auth/secrets';
import type { Db } from './database';

/** Long enough to create an account at leisure; the provider's own interaction lasts as long. */
export const signInRequestLifetimeMs = 30 * 60_000;

/** 'relying-party', or 'upstream:<id>' for an upstream provider (docs/decisions/0067-continue-with-google-or-apple.md). */
export type SignInPurpose = 'relying-party' | `upstream:${string}`;

export interface SignInRequest extends SignInSecrets {
  /** Where the app goes after signing in (relying party); '' for an upstream request. */
  afterSignInPath: string;
  /** The embedded provider's interaction an upstream sign-in resumes; null for the relying party. */
  interactionUid: string | null;
}

/** A handle this server could have made (the cookie's value is the browser's to send). */
const handlePattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Stores the request; returns the handle for the browser's cookie: the one it already holds (its
 * other sign-ins in flight stay usable), or a new one.
 */
export async function saveSignInRequest(
  db: Db,
  purpose: SignInPurpose,
  request: SignInRequest,
  now: Date,
  heldHandle?: string,
): Promise<string> {
  const handle = heldHandle && handlePattern.test(heldHandle) ? heldHandle : randomSecret();
  await db
    .insertInto('sign_in_requests')
    .values({
      handle_hash: hashSecret(handle),
      state: request.state,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      after_sign_in_path: request.afterSignInPath,
      purpose,
      interaction_uid: request.interactionUid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + signInRequestLifetimeMs).toISOString(),
    })
    .execute();
  return handle;
}

/**
 * The request with `state` behind `handle`, removed as it is read; null when unknown, used, expired, or made for
 * another purpose (an upstream's callback cannot finish the app's sign-in, nor the other way round).
 */
export async function takeSignInRequest(
  db: Db,
  purpose: SignInPurpose,
  { handle, state }: { handle: string; state: string },
  now: Date,
): Promise<SignInRequest | null> {
  const row = await db
    .deleteFrom('sign_in_requests')
    .where('state', '=', state)
    .where('handle_hash', '=', hashSecret(handle))
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    afterSignInPath: row.after_sign_in_path,
    interactionUid: row.interaction_uid,
  };
}

/** Requests never finished (the hourly retention job). */
export async function deleteExpiredSignInRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_requests').where('expires_at', '<', now.toISOString()).execute();
}
