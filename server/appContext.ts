/** Timers that settle pricing runs when they fall due (server/domain/pricing/pricingJobs.ts); cleared when the app closes. */
export interface PricingJobs {
  schedule(run: { applicationUuid: string; dueAt: string }): void;
  /** Schedules every run still RUNNING (start-up after a restart). */
  resume(): void;
  close(): void;
}

/** What the bank link knows, for a run after one (PLAID_PRICING); null when nothing is linked. */
export type LinkedAssetsReader = (
  ctx: AppContext,
  applicationUuid: string,
) => { totalBalance: number } | null;

/** What every handler needs from the app that built it: the database, the clock and tuning knobs. */
import type { AttemptLimiter } from './auth/attemptLimiter';
import type { Db } from './store/database';
import type { BankLinkProvider } from './adapters/bankLink/bankLinkProvider';
import type { CreditBureau } from './adapters/bureau/creditBureau';
import type { SessionPolicy } from './store/sessions';

export interface AppContext {
  db: Db;
  now: () => Date;
  /** Extra time a step submission holds its lock; lets tests overlap two submissions (429). */
  stepProcessingDelayMs: number;
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
  /** Settles pricing runs when they fall due (server/domain/pricing/pricingJobs.ts). */
  pricingJobs: PricingJobs;
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
}
