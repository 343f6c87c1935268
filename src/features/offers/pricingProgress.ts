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

export type BankLinkRequirement = 'OPTIONAL' | 'REQUIRED';

/**
 * Whether a pricing run's hand-over is the moment the applicant has their rate (spec §2's gotRate):
 * once per application, so
 * - PRICING to the offers (OFFER_SELECTION): yes;
 * - PRICING to an optional bank link (ADD_BANK_ASSETS, PLAID_OPTIONAL): yes, the rate is there and a
 *   link may only improve it; to a required one: no, there is no rate without the link;
 * - PLAID_PRICING to the offers: only after a required link (an optional one had its rate already);
 * - anything else (a decline, the cash line's pricing): no.
 * `'ask'` means it depends on the bank link's requirement (the add-bank-assets step's data); the
 * screen asks and calls {@link gotRateWith}.
 */
export function gotRate(fromStep: string | undefined, toStep: string): boolean | 'ask' {
  if (fromStep === 'PRICING' && toStep === 'OFFER_SELECTION') return true;
  if (fromStep === 'PRICING' && toStep === 'ADD_BANK_ASSETS') return 'ask';
  if (fromStep === 'PLAID_PRICING' && toStep === 'OFFER_SELECTION') return 'ask';
  return false;
}

/** {@link gotRate}'s `'ask'` answered by the bank link's requirement. */
export function gotRateWith(fromStep: string | undefined, requirement: BankLinkRequirement): boolean {
  return fromStep === 'PRICING' ? requirement === 'OPTIONAL' : requirement === 'REQUIRED';
}
