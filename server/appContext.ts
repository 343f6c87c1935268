/** What every handler needs from the app that built it: the database, the clock and tuning knobs. */
import type { AttemptLimiter } from './auth/attemptLimiter';
import type { Db } from './db/database';

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
}
