/**
 * A lock per (application, step) while a submission is in flight (spec §8: 429 step locked). It is
 * a row with an expiry rather than process memory, so it holds across workers and a crashed
 * request cannot lock a step for longer than the expiry.
 */
import type { Db } from './database';

/** The longest Retry-After a locked step answers (spec §8 429: the client retries). */
export const maxRetryAfterSeconds = 2;

export type LockAttempt = { acquired: true } | { acquired: false; retryAfterSeconds: number };

/**
 * Takes the lock when no one holds it or its holder's expiry has passed; one statement, so two
 * requests racing for it cannot both get it.
 */
export async function acquireStepLock(
  db: Db,
  applicationUuid: string,
  step: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<LockAttempt> {
  const until = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await db
    .insertInto('step_locks')
    .values({ application_uuid: applicationUuid, step, holder, locked_until: until })
    .onConflict((oc) =>
      oc
        .columns(['application_uuid', 'step'])
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          locked_until: eb.ref('excluded.locked_until'),
        }))
        .where('step_locks.locked_until', '<=', now.toISOString()),
    )
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows) === 1) return { acquired: true };
  const row = await db
    .selectFrom('step_locks')
    .select('locked_until')
    .where('application_uuid', '=', applicationUuid)
    .where('step', '=', step)
    .executeTakeFirst();
  const remainingMs = row ? new Date(row.locked_until).getTime() - now.getTime() : 1000;
  // A submission holds the lock for one request, usually well under a second; the TTL only bounds a
  // holder that died. So the hint is short: try again soon, and be told again while it is still held.
  const retryAfterSeconds = Math.min(maxRetryAfterSeconds, Math.max(1, Math.ceil(remainingMs / 1000)));
  return { acquired: false, retryAfterSeconds };
}

export async function releaseStepLock(
  db: Db,
  applicationUuid: string,
  step: string,
  holder: string,
): Promise<void> {
  await db
    .deleteFrom('step_locks')
    .where('application_uuid', '=', applicationUuid)
    .where('step', '=', step)
    .where('holder', '=', holder)
    .execute();
}
