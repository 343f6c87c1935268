/** Users and their pre-flow state (the legal name confirmed at GET_STARTED). */
import crypto from 'node:crypto';
import type { Db } from './database';

export type IdentityProvider = 'apple' | 'google';

export interface User {
  uuid: string;
  provider: IdentityProvider;
  givenName: string;
  familyName: string;
}

export interface LegalName {
  firstName: string;
  lastName: string;
  suffixName: string | null;
}

interface UserRow {
  uuid: string;
  provider: IdentityProvider;
  given_name: string;
  family_name: string;
}

const toUser = (row: UserRow): User => ({
  uuid: row.uuid,
  provider: row.provider,
  givenName: row.given_name,
  familyName: row.family_name,
});

/** The same provider and name sign in as the same person again (docs/test-scenarios.md). */
export function nameKey(givenName: string, familyName: string): string {
  return `${givenName} ${familyName}`.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function findOrCreateUser(
  db: Db,
  input: { provider: IdentityProvider; givenName: string; familyName: string },
  now: Date,
): User {
  const key = nameKey(input.givenName, input.familyName);
  const existing = db
    .prepare('SELECT * FROM users WHERE provider = ? AND name_key = ?')
    .get(input.provider, key) as UserRow | undefined;
  if (existing) return toUser(existing);
  const uuid = crypto.randomUUID();
  db.prepare(
    'INSERT INTO users (uuid, provider, name_key, given_name, family_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(uuid, input.provider, key, input.givenName, input.familyName, now.toISOString());
  return { uuid, provider: input.provider, givenName: input.givenName, familyName: input.familyName };
}

export function findUser(db: Db, uuid: string): User | null {
  const row = db.prepare('SELECT * FROM users WHERE uuid = ?').get(uuid) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export function findConfirmedLegalName(db: Db, userUuid: string): LegalName | null {
  const row = db
    .prepare(
      'SELECT legal_first_name, legal_last_name, legal_suffix FROM pre_flow_states WHERE user_uuid = ?',
    )
    .get(userUuid) as
    { legal_first_name: string; legal_last_name: string; legal_suffix: string | null } | undefined;
  return row
    ? { firstName: row.legal_first_name, lastName: row.legal_last_name, suffixName: row.legal_suffix }
    : null;
}

export function saveConfirmedLegalName(db: Db, userUuid: string, name: LegalName, now: Date): void {
  db.prepare(
    `INSERT INTO pre_flow_states (user_uuid, legal_first_name, legal_last_name, legal_suffix, confirmed_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_uuid) DO UPDATE SET legal_first_name = excluded.legal_first_name,
       legal_last_name = excluded.legal_last_name, legal_suffix = excluded.legal_suffix, confirmed_at = excluded.confirmed_at`,
  ).run(userUuid, name.firstName, name.lastName, name.suffixName, now.toISOString());
}

/** The name the funnel treats as legal: the confirmed one, else the one given at sign-in. */
export function effectiveLegalName(db: Db, user: User): LegalName {
  return (
    findConfirmedLegalName(db, user.uuid) ?? {
      firstName: user.givenName,
      lastName: user.familyName,
      suffixName: null,
    }
  );
}

/** The documented QA persona (docs/test-scenarios.md): legal last name "Ineligible". */
export function isIneligiblePersona(name: LegalName): boolean {
  return name.lastName.trim().toLowerCase() === 'ineligible';
}
