/**
 * Identities at upstream providers ("Continue with Google / Apple",
 * docs/decisions/0067-continue-with-google-or-apple.md), each linked to one embedded-provider account.
 * Which account an upstream identity signs in as:
 * 1. the account it is already linked to;
 * 2. else, when the upstream has proven the email address (email_verified), the account with that
 *    address. This provider never proved that address, so whoever made that account may not own it
 *    (someone could have made it first, to wait for the owner's data): its password is removed, and
 *    every app session signed in to it ends. The owner signs in through the upstream, or sets a password by a
 *    reset link sent to the address they own;
 * 3. else a new account, with the address when no other account holds it, and without one when
 *    another does (an address the upstream has not proven never joins someone else's account).
 */
import type { Db } from './database';
import { inTransaction } from './database';
import { createAccount, findAccountByEmail } from './accounts';
import { deleteSessionsOfSubject } from './sessions';

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

export interface UpstreamAccount {
  accountUuid: string;
  /** An existing account was claimed by its proven address: its password and sessions are gone. */
  claimedByEmail: boolean;
}

/** The account `identity` signs in as, linking or creating it on first sign-in. */
export async function accountForUpstreamIdentity(
  db: Db,
  identity: UpstreamIdentity,
  /** `issuer`: the embedded provider's, under which the app's sessions of its accounts are kept. */
  { now, issuer }: { now: Date; issuer: string },
): Promise<UpstreamAccount> {
  const known = await linkedAccount(db, identity.issuer, identity.subject);
  if (known) return { accountUuid: known, claimedByEmail: false };
  return inTransaction(db, async (tx) => {
    const byEmail =
      identity.email && identity.emailVerified ? await findAccountByEmail(tx, identity.email) : null;
    const account =
      byEmail ??
      // Only a proven address is kept: an unproven one would squat it, ahead of its owner's sign-up.
      (identity.email && identity.emailVerified
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
    if (byEmail && winner === byEmail.uuid) {
      await tx
        .updateTable('accounts')
        .set({ password_hash: null })
        .where('uuid', '=', byEmail.uuid)
        .execute();
      await deleteSessionsOfSubject(tx, issuer, byEmail.uuid);
    }
    return { accountUuid: winner, claimedByEmail: byEmail !== null && winner === byEmail.uuid };
  });
}
