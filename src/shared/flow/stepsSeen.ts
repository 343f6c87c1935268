/**
 * The step this tab last saw each application at, or moved it to itself (src/app/pickUpModalRule.ts):
 * the pick-up modal shows only when the application moved without this tab. Kept in sessionStorage,
 * which is the tab's own and outlives a reload; it holds application ids and step names, nothing the
 * applicant typed.
 */
const keyPrefix = 'rl_step_seen:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function stepSeen(applicationUuid: string): string | undefined {
  return storage()?.getItem(keyPrefix + applicationUuid) ?? undefined;
}

export function noteStepSeen(applicationUuid: string, step: string): void {
  try {
    storage()?.setItem(keyPrefix + applicationUuid, step);
  } catch {
    // Storage full or refused: the modal falls back to the spec's rule for this tab.
  }
}
