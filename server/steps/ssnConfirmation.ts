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
export async function confirmSsn(
  ctx: AppContext,
  application: ApplicationRecord,
  ssn: string,
): Promise<void> {
  // Counted as a mismatch before comparing, so confirmations sent at once all count; given back
  // when it was not one. Counted outside the submission's transaction (the limiter's own database),
  // so the 400 still counts.
  const wait = await ctx.ssnConfirmLimiter.take(application.uuid, ctx.now());
  if (wait !== null) throw tooManyAttempts(wait);
  const matches = await ssnMatchesStored(ctx.db, ctx.cipher, application.uuid, ssn);
  if (matches === null) {
    await ctx.ssnConfirmLimiter.giveBack(application.uuid, ctx.now());
    throw stepRequirementsNotMet('STEP_MISSING_SSN', 'Add your Social Security number before you continue', [
      { path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' },
    ]);
  }
  if (!matches) throw validationError([{ path: '/ssn', message: ssnMismatchMessage }]);
  await ctx.ssnConfirmLimiter.giveBack(application.uuid, ctx.now());
}
