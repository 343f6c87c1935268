/**
 * The account-linking service a bank link talks to (docs/bank-link.md), behind this small adapter so a real
 * aggregator can replace the sandbox (sandboxBankLink.ts; docs/bank-link.md). It works as real ones
 * do: the server asks for a short-lived link token bound to the application; the linking dialog
 * signs in to a bank with it and gets a one-time public token; the server exchanges that for an
 * access token it keeps to itself, and fetches balances with it. The app reaches it through the
 * context (`ctx.bankLink`).
 */

export interface BankInstitution {
  institutionId: string;
  name: string;
}

export interface BankAccount {
  name: string;
  /** The last four digits, as banks show them; never the account number. */
  mask: string;
  /** As aggregators type deposit accounts: a loan's money goes to a checking account. */
  subtype: 'checking' | 'savings';
  balanceCents: number;
}

export interface SignInToBank {
  linkToken: string;
  institutionId: string;
  username: string;
  password: string;
}

export type BankLinkErrorCode =
  'BANK_LINK_INVALID_CREDENTIALS' | 'BANK_LINK_TOKEN_EXPIRED' | 'BANK_LINK_UNKNOWN_INSTITUTION';

/** What the aggregator refused; the routes answer 422 with the code (docs/bank-link.md). */
export class BankLinkError extends Error {
  readonly code: BankLinkErrorCode;
  constructor(code: BankLinkErrorCode) {
    super(code);
    this.name = 'BankLinkError';
    this.code = code;
  }
}

/** The balances could not be fetched now; the link is FAILED and the applicant may link again. */
export class BalancesUnavailableError extends Error {
  constructor() {
    super('The bank did not answer with balances');
    this.name = 'BalancesUnavailableError';
  }
}

export interface BankLinkProvider {
  readonly institutions: readonly BankInstitution[];
  /** A link token for the linking dialog, bound to the application, valid until `expiration`. */
  createLinkToken(applicationUuid: string, now: Date): Promise<{ linkToken: string; expiration: string }>;
  /** The application a live link token was made for; null when it is unknown or expired. */
  applicationOfLinkToken(linkToken: string, now: Date): Promise<string | null>;
  /** The bank's sign-in, as the dialog does it: a one-time public token and the accounts it opens. */
  signIn(
    input: SignInToBank,
    now: Date,
  ): Promise<{ publicToken: string; institutionName: string; accounts: BankAccount[] }>;
  /** Trades a public token of the application (once) for an access token that stays on the server. */
  exchangePublicToken(
    applicationUuid: string,
    publicToken: string,
    now: Date,
  ): Promise<{ itemId: string; accessToken: string; institutionName: string; accountCount: number }>;
  /** The accounts' balances now; throws BalancesUnavailableError when the bank cannot answer. */
  fetchBalances(accessToken: string): BankAccount[];
}
