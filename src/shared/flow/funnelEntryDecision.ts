/**
 * What the entry checks' answer (spec §3 Funnel-entry check result; GET /user/run-funnel-entry-checks)
 * means for where a signed-in applicant goes from /funnel-entry. Pure: no React, no I/O.
 *
 * - A check failed with APPLICATION_IN_PROGRESS: the application in progress (its own page while the
 *   in-progress check is on; with it off, the server's pre-flow step, which resumes it).
 * - A check failed with NOT_ELIGIBLE, or every check passed and the applicant may start neither as
 *   new nor as returning: not eligible.
 * - Every check passed and the applicant may start: on to the pre-flow step (confirm the legal name,
 *   or the reason for the loan).
 * - A failure reason this app does not know: the server's pre-flow step decides, as with no checks.
 */
import type { ApiOperations } from '../../../core/api/generated/contractTypes';

export type EntryCheck = ApiOperations['runFunnelEntryChecks']['response'][number];

export type EntryDecision =
  | { kind: 'applicationInProgress' }
  | { kind: 'notEligible' }
  /** Ask the server for the pre-flow step (/enter's work). */
  | { kind: 'preFlow' };

export function funnelEntryDecision(
  checks: readonly EntryCheck[],
  switches: { inProgressApplicationCheck: boolean },
): EntryDecision {
  const failures = checks.filter((check) => !check.passed);
  const reasons = new Set(failures.map((check) => check.failureReason ?? null));
  if (reasons.has('NOT_ELIGIBLE')) return { kind: 'notEligible' };
  if (reasons.has('APPLICATION_IN_PROGRESS'))
    return switches.inProgressApplicationCheck ? { kind: 'applicationInProgress' } : { kind: 'preFlow' };
  if (failures.length > 0) return { kind: 'preFlow' };
  const eligible = checks.some((check) => check.isEligibleNew === true || check.isEligibleReturning === true);
  // A server that says nothing about eligibility leaves it to the pre-flow step.
  const saysEligibility = checks.some(
    (check) => check.isEligibleNew !== undefined || check.isEligibleReturning !== undefined,
  );
  if (saysEligibility && !eligible) return { kind: 'notEligible' };
  return { kind: 'preFlow' };
}
