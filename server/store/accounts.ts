/**
 * The embedded provider's accounts (server/identityProvider): email, password hash, the name given.
 * An account made through "Continue with Google / Apple" (server/store/linkedIdentities.ts) may have
 * no password, and no email when the upstream gave none it had proven and another account holds it.
 */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { Accounts } from './tables';

export interface Account {
  uuid: string;
  email: string | null;
  givenName: string;
  familyName: string;
  /** Null: this account signs in through an upstream provider only. */
  passwordHash: string | null;
}

const toAccount = (row: Selectable<Accounts>): Account => ({
  uuid: row.uuid,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  passwordHash: row.password_hash,
});

/** Addresses compare without case: Ana@Example.com and ana@example.com are one account. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccount(db: Db, uuid: string): Promise<Account | null> {
  const row = await db.selectFrom('accounts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Null when the email already has an account (two creations at once: one wins). */
export async function createAccount(
  db: Db,
  input: { email: string | null; givenName: string; familyName: string; passwordHash: string | null },
  now: Date,
): Promise<Account | null> {
  const row = await db
    .insertInto('accounts')
    .values({
      uuid: crypto.randomUUID(),
      email: input.email?.trim() ?? null,
      email_key: input.email === null ? null : emailKey(input.email),
      given_name: input.givenName,
      family_name: input.familyName,
      password_hash: input.passwordHash,
      created_at: now.toISOString(),
      password_changed_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function setAccountPassword(
  db: Db,
  uuid: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
    .where('uuid', '=', uuid)
    .execute();
}
