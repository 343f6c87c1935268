/**
 * Identities at upstream providers ("Continue with Google / Apple",
 * docs/decisions/0067-continue-with-google-or-apple.md), each linked to one embedded-provider account.
 * Which account an upstream identity signs in as:
 * 1. the account it is already linked to;
 * 2. else, when the upstream has proven the email address (email_verified), the account with that
 *    address: proving the address is what a password reset asks too, so this opens nothing new;
 * 3. else a new account, with the address when no other account holds it, and without one when
 *    another does (an address the upstream has not proven never joins someone else's account).
 */
import type { Db } from './database';
import { inTransaction } from './database';
import { createAccount, findAccountByEmail } from './accounts';

export interface UpstreamIdentity {
  /** Which configured upstream, e.g. 'google'. */
  upstream: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

async function linkedAccount(db: Db, issuer: string, subject: string): Promise<string | null> {
  const row = await db
    .selectFrom('linked_identities')
    .select('account_uuid')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.account_uuid ?? null;
}

/** The uuid of the account `identity` signs in as, linking or creating it on first sign-in. */
export async function accountForUpstreamIdentity(
  db: Db,
  identity: UpstreamIdentity,
  now: Date,
): Promise<string> {
  const known = await linkedAccount(db, identity.issuer, identity.subject);
  if (known) return known;
  return inTransaction(db, async (tx) => {
    const byEmail =
      identity.email && identity.emailVerified ? await findAccountByEmail(tx, identity.email) : null;
    const account =
      byEmail ??
      (identity.email
        ? await createAccount(tx, { ...identity, email: identity.email, passwordHash: null }, now)
        : null) ??
      (await createAccount(tx, { ...identity, email: null, passwordHash: null }, now));
    if (!account) throw new Error('An account without an email address could not be created');
    await tx
      .insertInto('linked_identities')
      .values({
        issuer: identity.issuer,
        subject: identity.subject,
        upstream: identity.upstream,
        account_uuid: account.uuid,
        created_at: now.toISOString(),
      })
      // Two first sign-ins at once: one link wins, and both sign in as its account.
      .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
      .execute();
    const winner = (await linkedAccount(tx, identity.issuer, identity.subject)) ?? account.uuid;
    // The loser of that race made an account nobody can reach: it goes.
    if (winner !== account.uuid && !byEmail)
      await tx.deleteFrom('accounts').where('uuid', '=', account.uuid).execute();
    return winner;
  });
}
