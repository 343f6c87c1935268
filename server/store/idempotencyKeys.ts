/**
 * Idempotency keys and the results they replay (006_idempotency_keys.sql). Shared by every instance:
 * the table's primary key decides which of several identical requests runs.
 */
import type { Db } from './database';

/**
 * How long a claim in progress is its holder's alone (a lease): a request that crashed (its instance
 * killed) between claiming a key and completing it never frees it, so after this a repeat takes it over.
 */
export const idempotencyClaimLeaseMs = 60_000;

export interface IdempotencyRecord {
  operationId: string;
  fingerprint: string;
  /** When the request holding (or that held) the key claimed it. */
  claimedAt: string;
  /** null while the first request with this key is still running. */
  result: { value: unknown } | null;
}

/** A claim still in progress whose lease ran out by `now`: its holder is taken for dead. */
export const claimLeaseExpired = (record: IdempotencyRecord, now: Date): boolean =>
  record.result === null && Date.parse(record.claimedAt) <= now.getTime() - idempotencyClaimLeaseMs;

export async function findIdempotencyKey(
  db: Db,
  userUuid: string,
  key: string,
  now: Date,
): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['operation_id', 'fingerprint', 'created_at', 'status_code', 'result_json'])
    .where('user_uuid', '=', userUuid)
    .where('idempotency_key', '=', key)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    operationId: row.operation_id,
    fingerprint: row.fingerprint,
    claimedAt: row.created_at,
    result: row.status_code === null ? null : { value: JSON.parse(row.result_json ?? 'null') as unknown },
  };
}

/**
 * Claims the key for a first request: true when this call claimed it, false when another request
 * (on any instance) holds it. An expired key is claimed afresh, and so is a claim still in progress
 * whose lease ran out (idempotencyClaimLeaseMs: its request crashed); expired keys are dropped on the way.
 * Give it the database, not a transaction: the claim must be seen by others at once and survive the
 * request's own rollback.
 */
export async function reserveIdempotencyKey(
  db: Db,
  entry: { userUuid: string; key: string; operationId: string; fingerprint: string },
  now: Date,
  lifetimeMs: number,
): Promise<boolean> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_uuid: entry.userUuid,
      idempotency_key: entry.key,
      operation_id: entry.operationId,
      fingerprint: entry.fingerprint,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_uuid', 'idempotency_key'])
        // Only a key that expired after the clean-up above, or a claim in progress past its lease (its
        // request died without completing or freeing it), is taken over; a live one stays its holder's.
        .doUpdateSet((eb) => ({
          operation_id: eb.ref('excluded.operation_id'),
          fingerprint: eb.ref('excluded.fingerprint'),
          status_code: null,
          result_json: null,
          created_at: eb.ref('excluded.created_at'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.expires_at', '<=', now.toISOString()),
            eb.and([
              eb('idempotency_keys.status_code', 'is', null),
              eb(
                'idempotency_keys.created_at',
                '<=',
                new Date(now.getTime() - idempotencyClaimLeaseMs).toISOString(),
              ),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function completeIdempotencyKey(
  db: Db,
  userUuid: string,
  key: string,
  result: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: 200, result_json: JSON.stringify(result ?? null) })
    .where('user_uuid', '=', userUuid)
    .where('idempotency_key', '=', key)
    .execute();
}

/** A failed first request frees its key, so the same action can be tried again. */
export async function releaseIdempotencyKey(db: Db, userUuid: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_uuid', '=', userUuid)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Drops the finished keys of one operation that start with `prefix` (running ones stay, so a duplicate still waits). */
export async function deleteCompletedKeysWithPrefix(
  db: Db,
  userUuid: string,
  operationId: string,
  prefix: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_uuid', '=', userUuid)
    .where('operation_id', '=', operationId)
    .where((eb) => eb(eb.fn('left', ['idempotency_key', eb.val(prefix.length)]), '=', prefix))
    .where('status_code', 'is not', null)
    .execute();
}
