/** Users and their pre-flow state (the legal name confirmed at GET_STARTED). */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { Users } from './tables';

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

type UserRow = Pick<Selectable<Users>, 'uuid' | 'provider' | 'given_name' | 'family_name'>;

const userColumns = ['uuid', 'provider', 'given_name', 'family_name'] as const;

const toUser = (row: UserRow): User => ({
  uuid: row.uuid,
  // Only sign-in writes this column, and only with an IdentityProvider.
  provider: row.provider as IdentityProvider,
  givenName: row.given_name,
  familyName: row.family_name,
});

/** The same provider and name sign in as the same person again (docs/test-scenarios.md). */
export function nameKey(givenName: string, familyName: string): string {
  return `${givenName} ${familyName}`.trim().replace(/\s+/g, ' ').toLowerCase();
}

export async function findOrCreateUser(
  db: Db,
  input: { provider: IdentityProvider; givenName: string; familyName: string },
  now: Date,
): Promise<User> {
  const key = nameKey(input.givenName, input.familyName);
  const findExisting = () =>
    db
      .selectFrom('users')
      .select(userColumns)
      .where('provider', '=', input.provider)
      .where('name_key', '=', key)
      .executeTakeFirst();
  const existing = await findExisting();
  if (existing) return toUser(existing);
  const uuid = crypto.randomUUID();
  // Two sign-ins of the same new person at once (perhaps on two instances): one row, both get it.
  const inserted = await db
    .insertInto('users')
    .values({
      uuid,
      provider: input.provider,
      name_key: key,
      given_name: input.givenName,
      family_name: input.familyName,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['provider', 'name_key']).doNothing())
    .returning(userColumns)
    .executeTakeFirst();
  const row = inserted ?? (await findExisting());
  if (!row) throw new Error('A user with this name was neither found nor created');
  return toUser(row);
}

export async function findUser(db: Db, uuid: string): Promise<User | null> {
  const row = await db.selectFrom('users').select(userColumns).where('uuid', '=', uuid).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findConfirmedLegalName(db: Db, userUuid: string): Promise<LegalName | null> {
  const row = await db
    .selectFrom('pre_flow_states')
    .select(['legal_first_name', 'legal_last_name', 'legal_suffix'])
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return row
    ? { firstName: row.legal_first_name, lastName: row.legal_last_name, suffixName: row.legal_suffix }
    : null;
}

export async function saveConfirmedLegalName(
  db: Db,
  userUuid: string,
  name: LegalName,
  now: Date,
): Promise<void> {
  await db
    .insertInto('pre_flow_states')
    .values({
      user_uuid: userUuid,
      legal_first_name: name.firstName,
      legal_last_name: name.lastName,
      legal_suffix: name.suffixName,
      confirmed_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('user_uuid').doUpdateSet((eb) => ({
        legal_first_name: eb.ref('excluded.legal_first_name'),
        legal_last_name: eb.ref('excluded.legal_last_name'),
        legal_suffix: eb.ref('excluded.legal_suffix'),
        confirmed_at: eb.ref('excluded.confirmed_at'),
      })),
    )
    .execute();
}

/** The name the funnel treats as legal: the confirmed one, else the one given at sign-in. */
export async function effectiveLegalName(db: Db, user: User): Promise<LegalName> {
  return (
    (await findConfirmedLegalName(db, user.uuid)) ?? {
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
