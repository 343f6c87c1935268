/** Queues durable background work (server/jobs/jobQueue.ts): a pricing run, a bank link's balances, funding. */
export type BackgroundJobs = Pick<JobQueue, 'enqueue'>;

/** What the bank link knows, for a run after one (PLAID_PRICING); null when nothing is linked. */
export type LinkedAssetsReader = (
  ctx: AppContext,
  applicationUuid: string,
) => Promise<{ totalBalance: number } | null>;

/** What every handler needs from the app that built it: the database, the clock and tuning knobs. */
import type { AttemptLimiter } from './auth/attemptLimiter';
import { inTransaction, type Db } from './store/database';
import type { JobQueue } from './jobs/jobQueue';
import type { PersonalDataCipher } from './auth/personalDataCipher';
import type { BankLinkProvider } from './adapters/bankLink/bankLinkProvider';
import type { CreditBureau } from './adapters/bureau/creditBureau';
import type { IssuingBank } from './domain/pricing/issuingBank';
import type { SessionPolicy } from './store/sessions';

export interface AppContext {
  /** The database, or inside `inContextTransaction` the transaction. */
  db: Db;
  /** Encrypts SSNs, birth dates, bank tokens and saved form data (server/auth/personalDataCipher.ts). */
  cipher: PersonalDataCipher;
  now: () => Date;
  /** How long a step lock lives if its holder never releases it. */
  stepLockTtlMs: number;
  /** Sign-in attempts per client address (POST /login, POST logout). */
  signInLimiter: AttemptLimiter;
  /** Failed authentications (a bad or expired bearer token) per client address. */
  failedAuthLimiter: AttemptLimiter;
  /** Mismatched SSN confirmations (agree, offer review) per application. */
  ssnConfirmLimiter: AttemptLimiter;
  /** How long a pricing run takes, standing in for the bureau and pricing engine (PRICING_DELAY_MS). */
  pricingDelayMs: number;
  /** Settles pricing runs, bank links' balances and funding when they fall due, on any instance. */
  jobs: BackgroundJobs;
  /** The credit bureau pricing pulls from: the sandbox here, a real one behind the same adapter. */
  creditBureau: CreditBureau;
  /** The linked bank balances a run after a bank link prices with. */
  linkedAssets: LinkedAssetsReader;
  /** How long a linked bank's balances take to arrive after the token exchange (ASSETS_DELAY_MS). */
  assetsDelayMs: number;
  /** The account-linking service: the sandbox here, a real aggregator behind the same adapter. */
  bankLink: BankLinkProvider;
  /** When a session has expired: idle and maximum age (SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS). */
  sessionPolicy: SessionPolicy;
  /** The product's lender (schemas/product.json); null when it names none, and nothing can be priced. */
  issuingBank: IssuingBank | null;
}

/** Runs `work` in one transaction, with a context whose `db` is that transaction: all of its writes or none. */
export function inContextTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db, (tx) => work({ ...ctx, db: tx }));
}

/**
 * The wall-clock moment a job for `due` (a time on the context's clock) should run: the context's
 * clock can differ from the database's (tests set it), so a job waits as long as the context would.
 */
export function jobTimeFor(ctx: AppContext, due: Date): Date {
  return new Date(Date.now() + Math.max(0, due.getTime() - ctx.now().getTime()));
}

/**
 * When a job whose work is not due yet on this instance's clock runs again: as jobTimeFor, and at
 * least a second from now (so a clock behind the one that queued it does not spin the job).
 */
export function retryTimeFor(ctx: AppContext, due: Date): Date {
  return new Date(Math.max(jobTimeFor(ctx, due).getTime(), Date.now() + 1000));
}
