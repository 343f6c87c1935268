/** Users and their pre-flow state (the legal name confirmed at GET_STARTED). */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { Users } from './tables';

export interface User {
  uuid: string;
  /** How the person signed in, as the account page names it: "Email and password", or the provider's host. */
  provider: string;
  email: string | null;
  givenName: string;
  familyName: string;
}

export interface LegalName {
  firstName: string;
  lastName: string;
  suffixName: string | null;
}

type UserRow = Pick<Selectable<Users>, 'uuid' | 'provider' | 'email' | 'given_name' | 'family_name'>;

const userColumns = ['uuid', 'provider', 'email', 'given_name', 'family_name'] as const;

const toUser = (row: UserRow): User => ({
  uuid: row.uuid,
  provider: row.provider,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
});

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  provider: string;
  email: string | null;
  givenName: string;
  familyName: string;
}

/**
 * The user a verified identity belongs to (issuer + subject, never a name), made on its first
 * sign-in. Later sign-ins refresh the email and names the provider holds; the legal name the
 * applicant confirms at get-started is kept apart (pre_flow_states).
 */
export async function userForIdentity(db: Db, identity: SignedInIdentity, now: Date): Promise<User> {
  // Two sign-ins of the same new person at once (perhaps on two instances): one row, both get it.
  const row = await db
    .insertInto('users')
    .values({
      uuid: crypto.randomUUID(),
      issuer: identity.issuer,
      subject: identity.subject,
      provider: identity.provider,
      email: identity.email,
      given_name: identity.givenName,
      family_name: identity.familyName,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'subject']).doUpdateSet((eb) => ({
        provider: eb.ref('excluded.provider'),
        email: eb.ref('excluded.email'),
        given_name: eb.ref('excluded.given_name'),
        family_name: eb.ref('excluded.family_name'),
      })),
    )
    .returning(userColumns)
    .executeTakeFirstOrThrow();
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
