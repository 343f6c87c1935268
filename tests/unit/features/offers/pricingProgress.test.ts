import { describe, expect, it } from 'vitest';
import { pricingStatusView } from '../../../../src/features/offers/pricingProgress';

const steps = ['PRICING', 'PLAID_PRICING'];

describe('getting-offers status', () => {
  it('Applicant waits while the run goes on the screen’s own step', () => {
    expect(
      pricingStatusView({ status: 'RUNNING', currentFlowStep: 'PRICING', message: null }, steps),
    ).toEqual({
      kind: 'waiting',
    });
  });

  it('Applicant sees the server’s message when the bureau could not answer', () => {
    const failed = pricingStatusView(
      {
        status: 'FAILED',
        currentFlowStep: 'PLAID_PRICING',
        message: 'Something went wrong, please try again later',
      },
      steps,
    );
    expect(failed).toEqual({ kind: 'failed', message: 'Something went wrong, please try again later' });
  });

  it('Applicant is moved on once the flow left pricing, whatever the run says', () => {
    expect(
      pricingStatusView({ status: 'COMPLETE', currentFlowStep: 'OFFER_SELECTION', message: null }, steps),
    ).toEqual({ kind: 'moved', currentFlowStep: 'OFFER_SELECTION' });
  });
});
