/**
 * The SSN typed again to confirm a step (agree, offer review), compared with the one on file. Each
 * answer says whether a guess was right, so mismatches are limited per application
 * (`ctx.ssnConfirmLimiter`): past the limit the step answers 429 until the window ends, and a session
 * holder cannot walk the remaining digits.
 */
import type { AppContext } from '../appContext';
import { tooManyAttempts, validationError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';
import { ssnMatchesStored } from '../store/personalIdentifiers';
import { stepRequirementsNotMet } from './stepRequirements';

export const ssnMismatchMessage = "This doesn't match the SSN you entered earlier";

/** Throws 422 when no SSN is on file, 429 after too many mismatches, 400 at /ssn on a mismatch. */
export function confirmSsn(ctx: AppContext, application: ApplicationRecord, ssn: string): void {
  const wait = ctx.ssnConfirmLimiter.retryAfterSeconds(application.uuid, ctx.now());
  if (wait !== null) throw tooManyAttempts(wait);
  const matches = ssnMatchesStored(ctx.db, application.uuid, ssn);
  if (matches === null)
    throw stepRequirementsNotMet('STEP_MISSING_SSN', 'Add your Social Security number before you continue', [
      { path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' },
    ]);
  if (!matches) {
    ctx.ssnConfirmLimiter.record(application.uuid, ctx.now());
    throw validationError([{ path: '/ssn', message: ssnMismatchMessage }]);
  }
}
