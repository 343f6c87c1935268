/**
 * Background work as durable jobs in PostgreSQL (pg-boss, decision 0064): a job is a row, queued in
 * the same transaction as the change that needs it (a pricing run, an accepted offer, a linked bank),
 * so it exists exactly when that change committed. Any instance's worker takes a due job (SKIP
 * LOCKED: one at a time), and a job whose instance died while running it is retried after
 * `expireInSeconds`. Handlers are idempotent (they lock the row they settle and check its state
 * again), so a retry never doubles anything.
 */
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../store/database';

export const jobNames = [
  'settle-pricing-run',
  'settle-bank-link',
  'settle-funding',
  'purge-telemetry',
] as const;
export type JobName = (typeof jobNames)[number];

/** Every job names the application it settles, or none (retention). */
export interface JobData {
  applicationUuid?: string;
}

export interface JobQueue {
  /** Queues `name` to run at `runAt` or soon after, inside `db`'s transaction when `db` is one. */
  enqueue: (db: Db, name: JobName, data: JobData, runAt: Date) => Promise<void>;
  /** Runs `handler` for each due job of `name` on this instance; a handler that throws is retried. */
  work: (name: JobName, handler: (data: JobData) => Promise<void>) => Promise<void>;
  /** Runs `name` every hour, once across all instances. */
  hourly: (name: JobName) => Promise<void>;
  /** Stops taking jobs and waits (a few seconds at most) for the ones running here. */
  close: () => Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (seconds; pg-boss's least is 0.5). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's own tables live in this schema, beside ours. */
const schema = 'jobs';

/**
 * Retries: a settle job whose work is not yet due on its instance's clock (another instance's clock
 * may be a little ahead) queues itself again for then and completes, so only a real error (a database
 * outage, say) is retried here: after 2 s, then twice as long each time (pg-boss's backoff), 20 times.
 * A job running on an instance that died is taken up again after a minute.
 */
const queueOptions: PgBoss.Queue = {
  name: '',
  retryLimit: 20,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionMinutes: 60 * 24 * 7,
};

/** A Kysely database or transaction as pg-boss's SQL executor, so a job is queued in that transaction. */
const executorOf = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const result = await db.executeQuery(CompiledQuery.raw(text, values as unknown[]));
    return { rows: result.rows as unknown[] };
  },
});

/** Any fixed number: the lock under which an instance starts pg-boss and creates the queues. */
const queueSetupLockId = 7_310_2026;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so instances starting
 * together run it one after another. pg-boss's create_queue inserts the queue row and then adds a
 * partition with foreign keys to the queue table: two instances creating queues at once on a new
 * database deadlock ("deadlock detected", and the instance does not start). In turn, the first
 * creates them and the others find them made.
 */
async function oneInstanceAtATime(databaseUrl: string, lockId: number, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockId]);
    await work();
  } finally {
    // Ending the session releases the lock, also when `work` failed.
    await client.end();
  }
}

/** Connects to the job tables (creating them and the queues the first time) and starts maintenance. */
export async function startJobQueue(databaseUrl: string, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema,
    max: 3,
    // Expired jobs are retried and old ones deleted by whichever instance's maintenance runs first.
    supervise: true,
    maintenanceIntervalSeconds: 30,
    schedule: true,
  });
  // A connection error in the background is logged; the next poll tries again.
  boss.on('error', (error) => console.error(`Job queue: ${error.message}`));
  await oneInstanceAtATime(databaseUrl, queueSetupLockId, async () => {
    await boss.start(); // creates pg-boss's own send-it queue too
    for (const name of jobNames) await boss.createQueue(name, { ...queueOptions, name });
  });
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 0.5);
  return {
    enqueue: async (db, name, data, runAt) => {
      await boss.send(name, data, { startAfter: runAt, db: executorOf(db) });
    },
    work: async (name, handler) => {
      await boss.work<JobData>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    hourly: async (name) => {
      await boss.schedule(name, '7 * * * *', {});
    },
    close: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
