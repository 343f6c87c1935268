/**
 * Limits on guessing: sign-in attempts and failed authentications per client address, wrong SSN
 * confirmations per application, each counted in a fixed window. Past the limit the client gets
 * 429 with Retry-After until the window ends. Counts live in the database (attempt_windows), so
 * every instance counts the same attempts, and on connections of their own (server/app.ts), outside
 * any request's transaction: an attempt stays counted when the request that made it fails.
 * (@fastify/rate-limit counts every request; failed authentications need only the failures counted.)
 *
 * Take, then give back: an attempt is counted before it is tried (`take`, one statement that counts
 * and answers), so attempts sent in parallel, on one instance or several, each see the count the
 * others made and the limit holds exactly; checking first and counting after would let a burst all
 * pass the check before any was counted. An attempt that turns out not to be a failure (the right
 * SSN) gives its count back (`giveBack`), so only failures stay counted.
 *
 * Failed authentication is the exception: every signed-in request presents a token, and all of a
 * proxy's clients share its address, so counting each one would write one row per request and line
 * them all up on it. There the limit is read first (`retryAfterSeconds`, no write) and only a token
 * that fails is counted (`take`, whose answer decides between 401 and 429). A burst of bad tokens
 * sent at once can get that many tries before the limit answers, once per window; for random
 * 256-bit tokens that buys a guesser nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../store/database';

export interface AttemptLimit {
  /** Names the limit in the table: one row per (name, client). */
  name: string;
  max: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** Seconds to wait when the client is already over the limit, else null; counts nothing. */
  retryAfterSeconds: (client: string, now: Date) => Promise<number | null>;
  /** Counts an attempt; seconds to wait when that puts the client over the limit, else null. */
  take: (client: string, now: Date) => Promise<number | null>;
  /** Uncounts an attempt `take` counted that turned out not to be a failure. */
  giveBack: (client: string, now: Date) => Promise<void>;
}

export function createAttemptLimiter(db: Db, limit: AttemptLimit): AttemptLimiter {
  return {
    retryAfterSeconds: async (client, now) => {
      const window = await db
        .selectFrom('attempt_windows')
        .select(['started_at', 'attempts'])
        .where('limit_name', '=', limit.name)
        .where('client', '=', client)
        .executeTakeFirst();
      if (!window) return null;
      const endsAt = new Date(window.started_at).getTime() + limit.windowMs;
      if (endsAt <= now.getTime() || window.attempts < limit.max) return null;
      return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    },
    take: async (client, now) => {
      const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
      // One statement, so attempts at once (any instance) all count: a window that has ended starts again.
      const window = await db
        .insertInto('attempt_windows')
        .values({ limit_name: limit.name, client, started_at: now.toISOString(), attempts: 1 })
        .onConflict((conflict) =>
          conflict.columns(['limit_name', 'client']).doUpdateSet({
            started_at: sql`CASE WHEN attempt_windows.started_at <= ${windowStart} THEN excluded.started_at ELSE attempt_windows.started_at END`,
            attempts: sql`CASE WHEN attempt_windows.started_at <= ${windowStart} THEN 1 ELSE attempt_windows.attempts + 1 END`,
          }),
        )
        .returning(['attempts', 'started_at'])
        .executeTakeFirstOrThrow();
      if (window.attempts <= limit.max) return null;
      const endsAt = new Date(window.started_at).getTime() + limit.windowMs;
      return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    },
    giveBack: async (client, now) => {
      const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
      // Only the window still running: one that has ended starts again at 1 on the next take anyway.
      await db
        .updateTable('attempt_windows')
        .set({ attempts: sql`GREATEST(attempts - 1, 0)` })
        .where('limit_name', '=', limit.name)
        .where('client', '=', client)
        .where('started_at', '>', windowStart)
        .execute();
    },
  };
}

/** Drops windows that ended long ago (the telemetry retention job calls it), so the table stays as small as the set of active clients. */
export async function deleteEndedAttemptWindows(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('attempt_windows').where('started_at', '<', olderThan.toISOString()).execute();
}
