/** Loads the application named in the path, answering 404 alike for unknown and someone else's. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound, flowStepInvalid, notInProgress } from '../http/apiError';
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
 * The application named in the path, when its records of `step` may be written: it is in progress
 * and `step` is the current step (also when review reopened it). Otherwise 422 or, like a stale
 * tab, 409 with the step the application is on.
 */
export function loadWritableOnStep(
  request: FastifyRequest,
  ctx: AppContext,
  step: string,
  whatChanges: string,
): ApplicationRecord {
  const application = loadOwnedApplication(request, ctx);
  assertInProgress(application);
  if (application.flow.currentFlowStep !== step) {
    throw flowStepInvalid(
      `${whatChanges} can be changed only on that step`,
      application.flow.currentFlowStep,
    );
  }
  return application;
}
