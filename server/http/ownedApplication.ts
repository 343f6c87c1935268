/** Loads the application named in the path, answering 404 alike for unknown and someone else's. */
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { inContextTransaction, type AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound, flowStepInvalid, notInProgress } from './apiError';
import type { ApplicationSource } from './contract';
import { ownsData, type OwnedData } from '../domain/flow/flowEngine';
import {
  findApplication,
  findApplicationOwner,
  lockApplication,
  type ApplicationRecord,
} from '../store/applications';

export function applicationUuidParam(request: FastifyRequest): string {
  return String((request.params as { applicationUuid?: string }).applicationUuid ?? '');
}

/** Every application's id is a UUID (crypto.randomUUID): anything else names none, and is never looked up. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §6, only the applicant acts on their application: an operation that names one
 * (applicationSourceOf in ./contract.ts) answers 404 for someone else's before its body is read,
 * parsed or validated, so what a request carries never tells a stranger more than "not found".
 * registerOperations runs it after bearer authentication, for every such operation. A query value
 * that is no UUID is left to the query's own validation (400 naming it).
 */
export function ownApplicationFirst(ctx: AppContext, source: ApplicationSource): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    const named =
      source === 'path'
        ? applicationUuidParam(request)
        : (request.query as { application_uuid?: unknown }).application_uuid;
    if (source === 'query' && !(typeof named === 'string' && uuidShape.test(named))) return payload;
    const uuid = String(named);
    if (!uuidShape.test(uuid) || (await findApplicationOwner(ctx.db, uuid)) !== userUuidOf(request))
      throw applicationNotFound();
    return payload;
  };
}

export async function loadOwnedApplication(
  request: FastifyRequest,
  ctx: AppContext,
): Promise<ApplicationRecord> {
  const application = await findApplication(ctx.db, applicationUuidParam(request));
  if (!application || application.userUuid !== userUuidOf(request)) throw applicationNotFound();
  return application;
}

export function assertInProgress(application: ApplicationRecord): void {
  if (application.decisionStatus !== 'IN_PROGRESS') throw notInProgress(application.decisionStatus);
}

/**
 * Refuses a write of `data` unless the application is in progress and its current step owns that
 * data (flow.json `owns`; also when review reopened the step). Otherwise 422, or 409 with the step
 * the application is on, like a stale tab: so no sequence of calls can change what an earlier step
 * checked, and nothing changes once the applicant has agreed (spec §8).
 */
export function assertWritable(
  application: ApplicationRecord,
  data: readonly OwnedData[],
  whatChanges: string,
): void {
  assertInProgress(application);
  if (data.length > 0 && !ownsData(application.flow.currentFlowStep, data)) {
    throw flowStepInvalid(
      `${whatChanges} can be changed only on the step that asks for it`,
      application.flow.currentFlowStep,
    );
  }
}

/**
 * Writes to the application named in the path, when `data` may be written to it now
 * (assertWritable): in one transaction that first locks the application's row, so a step
 * submission or another write of the same application waits for it and sees its result, and the
 * check and the write cannot be split by another instance's request (the write guard holds across
 * instances exactly as in one process).
 */
export function writeToApplication<T>(
  request: FastifyRequest,
  ctx: AppContext,
  data: readonly OwnedData[],
  whatChanges: string,
  work: (tx: AppContext, application: ApplicationRecord) => Promise<T>,
): Promise<T> {
  return inContextTransaction(ctx, async (tx) => {
    await lockApplication(tx.db, applicationUuidParam(request));
    const application = await loadOwnedApplication(request, tx);
    assertWritable(application, data, whatChanges);
    return work(tx, application);
  });
}
