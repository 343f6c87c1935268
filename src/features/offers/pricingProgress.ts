/**
 * What the getting-offers screen shows while a pricing run goes (docs/pricing-rules.md), from the run's
 * status: pure, so the screen stays a thin view.
 */
export type PricingStatusView =
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'moved'; currentFlowStep: string };

type PricingStatus = {
  status: 'NOT_STARTED' | 'RUNNING' | 'COMPLETE' | 'FAILED';
  currentFlowStep: string;
  message: string | null;
};

/** Waiting, failed (with the server's message), or moved on: the flow left the screen's steps. */
export function pricingStatusView(status: PricingStatus, screenSteps: readonly string[]): PricingStatusView {
  if (!screenSteps.includes(status.currentFlowStep))
    return { kind: 'moved', currentFlowStep: status.currentFlowStep };
  if (status.status === 'FAILED') return { kind: 'failed', message: status.message };
  return { kind: 'waiting' };
}

/**
 * Whether pricing handed over with a rate to show: the offers (OFFER_SELECTION). A bank link first
 * (ADD_BANK_ASSETS) may be required before any rate, and a decline has none.
 */
export function gotRate(nextStep: string): boolean {
  return nextStep === 'OFFER_SELECTION';
}
