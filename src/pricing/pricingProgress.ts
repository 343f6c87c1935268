/**
 * What the getting-offers screen says while a pricing run goes (issue 10): pure, from the run's status
 * and the time now, so the screen stays a thin view.
 */
export type PricingStatusView =
  | { kind: 'waiting'; secondsLeft: number | null }
  | { kind: 'failed'; message: string }
  | { kind: 'moved'; currentFlowStep: string };

type PricingStatus = {
  status: 'NOT_STARTED' | 'RUNNING' | 'COMPLETE' | 'FAILED';
  currentFlowStep: string;
  expectedCompletionAt: string | null;
  message: string | null;
};

/** The screen's state: waiting (with whole seconds left, null when unknown), failed, or the flow moved on. */
export function pricingStatusView(status: PricingStatus, screenSteps: readonly string[], now: number): PricingStatusView {
  if (!screenSteps.includes(status.currentFlowStep)) return { kind: 'moved', currentFlowStep: status.currentFlowStep };
  if (status.status === 'FAILED') return { kind: 'failed', message: status.message ?? '' };
  const due = status.expectedCompletionAt ? Date.parse(status.expectedCompletionAt) : NaN;
  const secondsLeft = Number.isFinite(due) ? Math.max(0, Math.ceil((due - now) / 1000)) : null;
  return { kind: 'waiting', secondsLeft };
}
