/** What every handler needs from the app that built it: the database, the clock and tuning knobs. */
import type { Db } from './db/database';

export interface AppContext {
  db: Db;
  now: () => Date;
  /** Extra time a step submission holds its lock; lets tests overlap two submissions (429). */
  stepProcessingDelayMs: number;
  /** How long a step lock lives if its holder never releases it. */
  stepLockTtlMs: number;
}
