/** Loads the application named in the path, answering 404 alike for unknown and someone else's. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound, notInProgress } from '../http/apiError';
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
