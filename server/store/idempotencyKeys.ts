/** Idempotency keys and the results they replay (006_idempotency_keys.sql). */
import type { Db } from './database';

export interface IdempotencyRecord {
  operationId: string;
  fingerprint: string;
  /** null while the first request with this key is still running. */
  result: { value: unknown } | null;
}

interface IdempotencyRow {
  operation_id: string;
  fingerprint: string;
  status_code: number | null;
  result_json: string | null;
}

export function findIdempotencyKey(
  db: Db,
  userUuid: string,
  key: string,
  now: Date,
): IdempotencyRecord | null {
  const row = db
    .prepare(
      'SELECT operation_id, fingerprint, status_code, result_json FROM idempotency_keys WHERE user_uuid = ? AND idempotency_key = ? AND expires_at > ?',
    )
    .get(userUuid, key, now.toISOString()) as IdempotencyRow | undefined;
  if (!row) return null;
  return {
    operationId: row.operation_id,
    fingerprint: row.fingerprint,
    result: row.status_code === null ? null : { value: JSON.parse(row.result_json ?? 'null') as unknown },
  };
}

/** Claims the key for a first request; expired keys are dropped on the way. */
export function reserveIdempotencyKey(
  db: Db,
  entry: { userUuid: string; key: string; operationId: string; fingerprint: string },
  now: Date,
  lifetimeMs: number,
): void {
  db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now.toISOString());
  db.prepare(
    `INSERT INTO idempotency_keys (user_uuid, idempotency_key, operation_id, fingerprint, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.userUuid,
    entry.key,
    entry.operationId,
    entry.fingerprint,
    now.toISOString(),
    new Date(now.getTime() + lifetimeMs).toISOString(),
  );
}

export function completeIdempotencyKey(db: Db, userUuid: string, key: string, result: unknown): void {
  db.prepare(
    'UPDATE idempotency_keys SET status_code = 200, result_json = ? WHERE user_uuid = ? AND idempotency_key = ?',
  ).run(JSON.stringify(result ?? null), userUuid, key);
}

/** A failed first request frees its key, so the same action can be tried again. */
export function releaseIdempotencyKey(db: Db, userUuid: string, key: string): void {
  db.prepare('DELETE FROM idempotency_keys WHERE user_uuid = ? AND idempotency_key = ?').run(userUuid, key);
}

/** Drops the finished keys of one operation that start with `prefix` (running ones stay, so a duplicate still waits). */
export function deleteCompletedKeysWithPrefix(
  db: Db,
  userUuid: string,
  operationId: string,
  prefix: string,
): void {
  db.prepare(
    'DELETE FROM idempotency_keys WHERE user_uuid = ? AND operation_id = ? AND substr(idempotency_key, 1, ?) = ? AND status_code IS NOT NULL',
  ).run(userUuid, operationId, prefix.length, prefix);
}
