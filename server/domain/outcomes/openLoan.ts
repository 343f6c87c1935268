/**
 * One loan at a time: a borrower whose loan has funded may not start another application while it is
 * open (spec §4: FUNDED is no longer in progress, so the in-progress rule alone would let them).
 * The sandbox has no servicing, so a funded loan stays open.
 */
import type { ApplicationRecord } from '../../store/applications';

export function openLoanOf(applications: readonly ApplicationRecord[]): ApplicationRecord | null {
  return applications.find((application) => application.decisionStatus === 'FUNDED') ?? null;
}
