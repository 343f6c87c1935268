/**
 * One-time links to choose a new password (server/identityProvider/passwordResetRoutes.ts): the link
 * carries a random token, the database keeps its hash; 30 minutes, used once.
 */
import type { Db } from './database';
import { hashSecret, randomSecret } from '../auth/secrets';

export const passwordResetLifetimeMs = 30 * 60_000;

/** A new link's token for the account. */
export async function createPasswordReset(db: Db, accountUuid: string, now: Date): Promise<string> {
  const token = randomSecret();
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashSecret(token),
      account_uuid: accountUuid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + passwordResetLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

/** The account a token may still reset, without using it; null when unknown, used or expired. */
export async function usablePasswordReset(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('password_resets')
    .select('account_uuid')
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.account_uuid ?? null;
}

/**
 * Uses the token (once: of two uses at once, one wins) and every other open link of its account;
 * answers the account, or null when the token could not be used.
 */
export async function usePasswordReset(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('account_uuid')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('account_uuid', '=', row.account_uuid)
    .where('used_at', 'is', null)
    .execute();
  return row.account_uuid;
}

/** Links a day past their expiry (the hourly retention job). */
export async function deleteExpiredPasswordResets(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before.toISOString()).execute();
}
