/** Spec §4: an application that is INQUIRY_EXPIRED or FUNDED is no longer in progress. Pure. */
import copy from '../../../schemas/copy/en-US.json';
import { NotInProgressError, type ApiError } from './errors';

const notInProgressStatuses = new Set(['INQUIRY_EXPIRED', 'FUNDED']);

type ApplicationLike = { applicationUuid: string; decisionStatus: string };

export function assertInProgress<T extends ApplicationLike>(application: T): T {
  if (notInProgressStatuses.has(application.decisionStatus)) {
    throw new NotInProgressError(
      copy.errors.notInProgress,
      application.decisionStatus,
      application.applicationUuid,
    );
  }
  return application;
}

/** The server's way of saying the same thing on a step call. */
export function isNotInProgressError(error: unknown): boolean {
  return (
    error instanceof NotInProgressError ||
    (error as ApiError | null)?.userErrorCode === 'STEP_APPLICATION_NOT_IN_PROGRESS'
  );
}
