/**
 * Sign-in requests in flight (the relying party's side): the browser holds a random handle in the
 * rl_sign_in cookie, the database its hash with the state, nonce and PKCE verifier. The callback
 * takes the request (deletes it as it reads it), so a callback replayed, or sent twice, finds nothing.
 */
import type { SignInSecrets } from '../auth/relyingParty';
import { hashSecret, randomSecret } from '../auth/secrets';
import type { Db } from './database';

/** Long enough to create an account at leisure; the provider's own interaction lasts as long. */
export const signInRequestLifetimeMs = 30 * 60_000;

export interface SignInRequest extends SignInSecrets {
  afterSignInPath: string;
}

/** Stores the request; returns the handle for the browser's cookie. */
export async function saveSignInRequest(db: Db, request: SignInRequest, now: Date): Promise<string> {
  const handle = randomSecret();
  await db
    .insertInto('sign_in_requests')
    .values({
      handle_hash: hashSecret(handle),
      state: request.state,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      after_sign_in_path: request.afterSignInPath,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + signInRequestLifetimeMs).toISOString(),
    })
    .execute();
  return handle;
}

/** The request behind `handle`, removed as it is read; null when unknown, used or expired. */
export async function takeSignInRequest(db: Db, handle: string, now: Date): Promise<SignInRequest | null> {
  const row = await db
    .deleteFrom('sign_in_requests')
    .where('handle_hash', '=', hashSecret(handle))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    afterSignInPath: row.after_sign_in_path,
  };
}

/** Requests never finished (the hourly retention job). */
export async function deleteExpiredSignInRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_requests').where('expires_at', '<', now.toISOString()).execute();
}
