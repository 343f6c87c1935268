/** Loads the application named in the path, answering 404 alike for unknown and someone else's. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound, flowStepInvalid, notInProgress } from './apiError';
import { ownsData, type OwnedData } from '../domain/flow/flowEngine';
import { findApplication, type ApplicationRecord } from '../store/applications';

export function applicationUuidParam(request: FastifyRequest): string {
  return String((request.params as { applicationUuid?: string }).applicationUuid ?? '');
}

export function loadOwnedApplication(request: FastifyRequest, ctx: AppContext): ApplicationRecord {
  const application = findApplication(ctx.db, applicationUuidParam(request));
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

/** The application named in the path, when `data` may be written to it now (assertWritable). */
export function loadWritableFor(
  request: FastifyRequest,
  ctx: AppContext,
  data: readonly OwnedData[],
  whatChanges: string,
): ApplicationRecord {
  const application = loadOwnedApplication(request, ctx);
  assertWritable(application, data, whatChanges);
  return application;
}
