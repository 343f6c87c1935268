/**
 * A lock per (application, step) while a submission is in flight (spec §8: 429 step locked). It is
 * a row with an expiry rather than process memory, so it holds across workers and a crashed
 * request cannot lock a step for longer than the expiry.
 */
import type { Db } from './database';

export type LockAttempt = { acquired: true } | { acquired: false; retryAfterSeconds: number };

export function acquireStepLock(
  db: Db,
  applicationUuid: string,
  step: string,
  holder: string,
  now: Date,
  ttlMs: number,
): LockAttempt {
  const until = new Date(now.getTime() + ttlMs).toISOString();
  const taken = db
    .prepare(
      `INSERT INTO step_locks (application_uuid, step, holder, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (application_uuid, step) DO UPDATE SET holder = excluded.holder, locked_until = excluded.locked_until
       WHERE step_locks.locked_until <= ?`,
    )
    .run(applicationUuid, step, holder, until, now.toISOString());
  if (taken.changes === 1) return { acquired: true };
  const row = db
    .prepare('SELECT locked_until FROM step_locks WHERE application_uuid = ? AND step = ?')
    .get(applicationUuid, step) as { locked_until: string } | undefined;
  const remainingMs = row ? new Date(row.locked_until).getTime() - now.getTime() : 1000;
  return { acquired: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

export function releaseStepLock(db: Db, applicationUuid: string, step: string, holder: string): void {
  db.prepare('DELETE FROM step_locks WHERE application_uuid = ? AND step = ? AND holder = ?').run(
    applicationUuid,
    step,
    holder,
  );
}
