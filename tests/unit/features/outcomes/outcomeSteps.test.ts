import { describe, expect, test } from 'vitest';
import flow from '../../../../schemas/flow.json';
import {
  outcomePlace,
  outcomeStepsOf,
  preFlowOutcomeStepsOf,
} from '../../../../src/features/outcomes/outcomeSteps';

describe('Which steps an outcome screen shows, read from flow.json', () => {
  test('a screen shows every step flow.json gives it', () => {
    expect(outcomeStepsOf('futureEligibilityOffer')).toEqual(['PRICING_DISQUALIFIED', 'PLAID_DISQUALIFIED']);
    expect(outcomeStepsOf('unableToVerify')).toEqual(['UNABLE_TO_VERIFY']);
    expect(outcomeStepsOf('disqualifiedState')).toEqual(['STATE_NOT_AVAILABLE']);
  });

  test('the plain not-available/pricing page shows the same pricing decline as future-eligibility/offer', () => {
    expect(outcomeStepsOf('disqualifiedPricing')).toEqual(outcomeStepsOf('futureEligibilityOffer'));
  });

  test('every outcome screen has at least one step', () => {
    for (const screen of [
      'futureEligibilityOffer',
      'futureEligibilityBankAccount',
      'futureEligibilityCashLine',
      'futureEligibilityPersonalLoan',
      'exploringOptions',
      'disqualifiedState',
      'disqualifiedIncome',
      'disqualifiedPricing',
      'unableToVerify',
    ])
      expect(outcomeStepsOf(screen).length, screen).toBeGreaterThan(0);
  });

  test('not-eligible without an application is the pre-flow NOT_ELIGIBLE step', () => {
    expect(preFlowOutcomeStepsOf('notEligible')).toEqual(
      Object.entries(flow.preFlow.steps)
        .filter(([, config]) => config.screen === 'notEligible')
        .map(([step]) => step),
    );
    expect(preFlowOutcomeStepsOf('notEligible')).toContain('NOT_ELIGIBLE');
  });
});

describe('Where an outcome screen stands', () => {
  test('nothing is decided before the server answers', () => {
    expect(outcomePlace('futureEligibilityOffer', undefined)).toEqual({ kind: 'unknown' });
  });

  test('an application on one of the screen’s steps shows it', () => {
    expect(outcomePlace('futureEligibilityOffer', 'PLAID_DISQUALIFIED')).toEqual({
      kind: 'here',
      step: 'PLAID_DISQUALIFIED',
    });
  });

  test('an application elsewhere is followed to its step’s screen', () => {
    expect(outcomePlace('unableToVerify', 'PRICING')).toEqual({ kind: 'elsewhere', routeKey: 'pricing' });
    expect(outcomePlace('futureEligibilityCashLine', 'FUNNEL_COMPLETE')).toEqual({
      kind: 'elsewhere',
      routeKey: 'complete',
    });
  });

  test('a step flow.json does not know goes to the loan home', () => {
    expect(outcomePlace('unableToVerify', 'SOMETHING_NEW')).toEqual({
      kind: 'elsewhere',
      routeKey: 'loanHome',
    });
  });
});
