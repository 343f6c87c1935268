/**
 * The account-linking service a bank link talks to (docs/bank-link.md), behind a small adapter
 * (`BankLinkProvider`) so a real aggregator can replace the sandbox (docs/bank-link.md). It works as
 * real ones do: the server asks for a short-lived link token bound to the application; the linking
 * dialog signs in to a bank with it and gets a one-time public token; the server exchanges that for
 * an access token it keeps to itself, and fetches balances with it.
 *
 * The sandbox's banks and sign-ins (every password is `pass_good`):
 *
 * | Username           | Accounts                                  | Priced as (schemas/pricing.json bankLink)    |
 * | ------------------ | ----------------------------------------- | -------------------------------------------- |
 * | `user_good`        | checking $1,850 + savings $1,150 = $3,000 | one tier better (>= betterTierAtLinkedBalance) |
 * | `user_low`         | checking $200                             | a thin file is declined (< thinFileMinLinkedBalance) |
 * | `user_unavailable` | checking (balances never arrive)          | the link FAILS; the applicant links again    |
 *
 * Anything else is refused as wrong credentials. Tokens are random; the database keeps only their
 * hashes (server/store/bankLinks.ts). The sandbox's access token names its account set, so balances
 * can be fetched after a restart without any other state.
 */
import crypto from 'node:crypto';
import type { Db } from '../../store/database';
import {
  BalancesUnavailableError,
  BankLinkError,
  type BankAccount,
  type BankInstitution,
  type BankLinkProvider,
} from './bankLinkProvider';
import { findLiveBankLinkToken, insertBankLinkToken, spendBankLinkToken } from '../../store/bankLinks';

/** How long link and public tokens live, as a real aggregator's do. */
export const bankLinkTokenLifetimeMs = 30 * 60 * 1000;

export const sandboxInstitutions: readonly BankInstitution[] = [
  { institutionId: 'ins_harbor_federal', name: 'Harbor Federal Credit Union' },
  { institutionId: 'ins_maple_street', name: 'Maple Street Bank' },
  { institutionId: 'ins_northwind', name: 'Northwind Savings' },
  { institutionId: 'ins_summit_national', name: 'Summit National Bank' },
];

export const sandboxPassword = 'pass_good';

type Profile = 'good' | 'low' | 'unavailable';

const profileOfUsername: Readonly<Record<string, Profile>> = {
  user_good: 'good',
  user_low: 'low',
  user_unavailable: 'unavailable',
};

const accountsOf: Readonly<Record<Profile, readonly BankAccount[]>> = {
  good: [
    { name: 'Everyday Checking', mask: '0000', subtype: 'checking', balanceCents: 185_000 },
    { name: 'Rainy Day Savings', mask: '1111', subtype: 'savings', balanceCents: 115_000 },
  ],
  low: [{ name: 'Everyday Checking', mask: '0000', subtype: 'checking', balanceCents: 20_000 }],
  unavailable: [{ name: 'Everyday Checking', mask: '0000', subtype: 'checking', balanceCents: 0 }],
};

const isProfile = (value: string | null): value is Profile => value !== null && value in accountsOf;
const randomPart = () => crypto.randomBytes(18).toString('base64url');

/** The sandbox aggregator; its tokens live in the app's database so they survive a restart. */
export function createSandboxBankLink(db: Db): BankLinkProvider {
  const institutionNamed = (institutionId: string) =>
    sandboxInstitutions.find((institution) => institution.institutionId === institutionId);
  const expiration = (now: Date) => new Date(now.getTime() + bankLinkTokenLifetimeMs).toISOString();

  return {
    institutions: sandboxInstitutions,
    async createLinkToken(applicationUuid, now) {
      const linkToken = `link-sandbox-${randomPart()}`;
      const expiresAt = expiration(now);
      await insertBankLinkToken(
        db,
        linkToken,
        { kind: 'LINK', applicationUuid, institutionId: null, profile: null, expiresAt },
        now,
      );
      return { linkToken, expiration: expiresAt };
    },
    async applicationOfLinkToken(linkToken, now) {
      return (await findLiveBankLinkToken(db, linkToken, 'LINK', now))?.applicationUuid ?? null;
    },
    async signIn(input, now) {
      const link = await findLiveBankLinkToken(db, input.linkToken, 'LINK', now);
      if (!link) throw new BankLinkError('BANK_LINK_TOKEN_EXPIRED');
      const institution = institutionNamed(input.institutionId);
      if (!institution) throw new BankLinkError('BANK_LINK_UNKNOWN_INSTITUTION');
      const profile = profileOfUsername[input.username];
      if (!profile || input.password !== sandboxPassword)
        throw new BankLinkError('BANK_LINK_INVALID_CREDENTIALS');
      const publicToken = `public-sandbox-${randomPart()}`;
      await insertBankLinkToken(
        db,
        publicToken,
        {
          kind: 'PUBLIC',
          applicationUuid: link.applicationUuid,
          institutionId: institution.institutionId,
          profile,
          expiresAt: expiration(now),
        },
        now,
      );
      return { publicToken, institutionName: institution.name, accounts: [...accountsOf[profile]] };
    },
    async exchangePublicToken(applicationUuid, publicToken, now) {
      const token = await findLiveBankLinkToken(db, publicToken, 'PUBLIC', now);
      // Another application's token is as good as unknown here: nothing says it exists.
      if (!token || token.applicationUuid !== applicationUuid || !isProfile(token.profile))
        throw new BankLinkError('BANK_LINK_TOKEN_EXPIRED');
      if (!(await spendBankLinkToken(db, publicToken, now)))
        throw new BankLinkError('BANK_LINK_TOKEN_EXPIRED');
      const institution = institutionNamed(token.institutionId ?? '');
      return {
        itemId: crypto.randomUUID(),
        accessToken: `access-sandbox-${token.profile}-${randomPart()}`,
        institutionName: institution?.name ?? 'Your bank',
        accountCount: accountsOf[token.profile].length,
      };
    },
    fetchBalances(accessToken) {
      const profile = /^access-sandbox-([a-z]+)-/.exec(accessToken)?.[1] ?? null;
      if (!isProfile(profile) || profile === 'unavailable') throw new BalancesUnavailableError();
      return [...accountsOf[profile]];
    },
  };
}
