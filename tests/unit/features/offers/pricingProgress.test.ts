import { describe, expect, it } from 'vitest';
import { gotRate, gotRateWith, pricingStatusView } from '../../../../src/features/offers/pricingProgress';

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

describe('gotRate: the moment the applicant has their rate, once per application', () => {
  it('Applicant priced straight to the offers has their rate', () => {
    expect(gotRate('PRICING', 'OFFER_SELECTION')).toBe(true);
  });

  it('Applicant offered an optional bank link has their rate already; one who needs a link does not', () => {
    expect(gotRate('PRICING', 'ADD_BANK_ASSETS')).toBe('ask');
    expect(gotRateWith('PRICING', 'OPTIONAL')).toBe(true);
    expect(gotRateWith('PRICING', 'REQUIRED')).toBe(false);
  });

  it('Applicant priced again with their balances has a first rate only if the link was required', () => {
    expect(gotRate('PLAID_PRICING', 'OFFER_SELECTION')).toBe('ask');
    expect(gotRateWith('PLAID_PRICING', 'REQUIRED')).toBe(true);
    expect(gotRateWith('PLAID_PRICING', 'OPTIONAL')).toBe(false);
  });

  it('Applicant declined, or who arrives after the hand-over, is not counted', () => {
    expect(gotRate('PRICING', 'DECLINED')).toBe(false);
    expect(gotRate('PLOC_PRICING', 'PLOC_OFFER')).toBe(false);
    expect(gotRate(undefined, 'OFFER_SELECTION')).toBe(false);
  });
});
