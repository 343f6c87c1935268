/**
 * Sign-ups waiting for their email address to be confirmed (server/identityProvider/signUpRoutes.ts):
 * the link carries a random token, the database keeps its hash with what was typed; 24 hours, used once.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { hashSecret, randomSecret } from '../auth/secrets';

export const signUpLifetimeMs = 24 * 60 * 60_000;

export interface SignUp {
  email: string;
  givenName: string;
  familyName: string;
  passwordHash: string;
  /** The sign-in page (provider interaction) the sign-up was made on. */
  interactionUid: string;
}

/** Keeps `signUp` and answers the token its confirmation link carries. */
export async function createSignUp(db: Db, signUp: SignUp, now: Date): Promise<string> {
  const token = randomSecret();
  await db
    .insertInto('account_sign_ups')
    .values({
      token_hash: hashSecret(token),
      email: signUp.email,
      given_name: signUp.givenName,
      family_name: signUp.familyName,
      password_hash: signUp.passwordHash,
      interaction_uid: signUp.interactionUid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + signUpLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

const toSignUp = (row: {
  email: string;
  given_name: string;
  family_name: string;
  password_hash: string;
  interaction_uid: string;
}): SignUp => ({
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  passwordHash: row.password_hash,
  interactionUid: row.interaction_uid,
});

/** The sign-up a token may still confirm, without using it; null when unknown, used or expired. */
export async function usableSignUp(db: Db, token: string, now: Date): Promise<SignUp | null> {
  const row = await db
    .selectFrom('account_sign_ups')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? toSignUp(row) : null;
}

/**
 * Uses the token of a sign-up made on interaction `uid` (once: of two uses at once, one wins); null
 * when it could not be used.
 */
export async function takeSignUp(db: Db, token: string, uid: string, now: Date): Promise<SignUp | null> {
  const row = await db
    .deleteFrom('account_sign_ups')
    .where('token_hash', '=', hashSecret(token))
    .where('interaction_uid', '=', uid)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
  return row ? toSignUp(row) : null;
}

/** Every sign-up still waiting for `email` (any case): its owner has just proven it. */
export async function deleteSignUpsOf(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('account_sign_ups')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .execute();
}

/** Sign-ups a day past their expiry (the hourly retention job). */
export async function deleteExpiredSignUps(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('account_sign_ups').where('expires_at', '<', before.toISOString()).execute();
}
