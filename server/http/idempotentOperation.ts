/**
 * One submit, one effect (IETF httpapi-idempotency-key draft) for the creates the contract marks
 * `idempotency`. The same Idempotency-Key with the same body replays the first result; with another
 * body it is refused (422); a repeat that comes while the first request still runs (on any instance)
 * waits for its answer and replays it, or after 10 s gets 409 and Retry-After; a claim whose request
 * crashed before it answered is taken over once its lease (a minute) has run out.
 * A create sent without a key is keyed by its own fingerprint for the contract's
 * `duplicateWindowSeconds`, so a double click or a resent request does not store a record twice;
 * such a replay never outlives an update or delete of that application's records of that kind
 * (`forgetUnkeyedCreates`), so a record deleted and added again is stored again.
 */
import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { userUuidOf } from '../auth/bearerAuth';
import { ApiError } from './apiError';
import type { IdempotencyPolicy } from './contract';
import {
  claimLeaseExpired,
  completeIdempotencyKey,
  deleteCompletedKeysWithPrefix,
  findIdempotencyKey,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
} from '../store/idempotencyKeys';
import type { AppContext } from '../appContext';
import type { OperationHandler } from './operationHandler';

/** How long an explicit key is remembered (the draft leaves it to the server; a day covers any retry). */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The same request, whatever the order of its object members. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The implicit key of an unkeyed create names its application, so an update or delete there can forget it. */
const implicitKeyPrefix = (applicationUuid: string) => `implicit:${applicationUuid}:`;

/**
 * After an update or delete of an application's records: an unkeyed create of that kind (operation)
 * sent again is a new action, not a replay of a record that is no longer what it was, or gone.
 * Explicit keys are kept: the same key is the same action, as the draft says.
 */
export async function forgetUnkeyedCreates(
  ctx: AppContext,
  application: { uuid: string; userUuid: string },
  operationId: string,
): Promise<void> {
  await deleteCompletedKeysWithPrefix(
    ctx.db,
    application.userUuid,
    operationId,
    implicitKeyPrefix(application.uuid),
  );
}

const invalidKey = () =>
  new ApiError({
    statusCode: 400,
    exceptionType: 'InvalidIdempotencyKey',
    message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    details: { fieldErrors: [{ path: '/headers/idempotency-key', message: 'Not a valid idempotency key' }] },
  });

const inProgress = () =>
  new ApiError({
    statusCode: 409,
    exceptionType: 'IdempotentRequestInProgress',
    message: 'The first request with this Idempotency-Key is still being processed',
    headers: { 'Retry-After': '1' },
  });

/**
 * A repeat that arrives while the first request with its key is still running waits for it (looking
 * again this often), and answers as it did: the same 200, wherever each landed. Past the wait it is
 * told to retry (409) rather than held.
 */
const inProgressLookMs = 25;
const inProgressWaitMs = 10_000;

export function idempotentOperation(
  operationId: string,
  policy: IdempotencyPolicy,
  handler: OperationHandler,
): OperationHandler {
  return async (input) => {
    const { request, reply, ctx } = input;
    const header = request.headers['idempotency-key'];
    if (Array.isArray(header) || (header !== undefined && !keyPattern.test(header))) throw invalidKey();
    const path = request.url.split('?')[0] ?? request.url;
    const fingerprint = crypto
      .createHash('sha256')
      .update(`${operationId}\n${path}\n${canonicalJson(request.body)}`)
      .digest('hex');
    if (header === undefined && !policy.duplicateWindowSeconds) return handler(input);

    const userUuid = userUuidOf(request);
    const params: Partial<Record<string, string>> = request.params;
    const key = header ?? `${implicitKeyPrefix(params.applicationUuid ?? '')}${fingerprint}`;
    const lifetimeMs = header ? idempotencyKeyLifetimeMs : policy.duplicateWindowSeconds! * 1000;
    const now = ctx.now();
    // ctx.db here is the database, not a transaction: a claim commits at once, so every instance sees
    // it, and stays when the handler's own transaction rolls back (the catch below frees it).
    const entry = { userUuid, key, operationId, fingerprint };
    const waitUntil = Date.now() + inProgressWaitMs;
    for (;;) {
      const existing = await findIdempotencyKey(ctx.db, userUuid, key, now);
      if (existing) {
        if (existing.operationId !== operationId || existing.fingerprint !== fingerprint) {
          throw new ApiError({
            statusCode: 422,
            exceptionType: 'IdempotencyKeyReused',
            message: 'This Idempotency-Key was already used for a different request',
          });
        }
        if (existing.result) {
          reply.header('Idempotent-Replayed', 'true');
          return existing.result.value;
        }
        // Held past its lease: the request holding it died; this one takes the key over and runs.
        if (claimLeaseExpired(existing, now) && (await reserveIdempotencyKey(ctx.db, entry, now, lifetimeMs)))
          break;
      } else if (await reserveIdempotencyKey(ctx.db, entry, now, lifetimeMs)) {
        // Only the request whose claim inserted the row runs the handler.
        break;
      }
      // Another request holds the key (or claimed it since the look above): wait for its answer. If
      // it fails it frees the key, and the next look here claims it and runs the handler; if it
      // crashed, its claim is taken over once its lease has run out.
      if (Date.now() >= waitUntil) throw inProgress();
      await delay(inProgressLookMs);
    }
    try {
      const result = await handler(input);
      await completeIdempotencyKey(ctx.db, userUuid, key, result);
      return result;
    } catch (error) {
      await releaseIdempotencyKey(ctx.db, userUuid, key);
      throw error;
    }
  };
}
