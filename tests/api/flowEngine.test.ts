import { describe, expect, it } from 'vitest';
import flow from '../../schemas/flow.json';
import {
  canGoBack,
  editSteps,
  firstApplicationStep,
  flowExitProblems,
  goBack,
  nextAfterSubmit,
  preFlowStep,
  startEdit,
  stepForPath,
  stepPathOf,
  stepSupplying,
} from '../../server/domain/flow/flowEngine';

const at = (currentFlowStep: string, returnToStep: string | null = null) => ({
  currentFlowStep,
  returnToStep,
});

describe('flow engine (pure, driven by schemas/flow.json)', () => {
  it('starts an application on the first step flow.json names', () => {
    expect(firstApplicationStep).toBe(flow.application.firstStep);
    expect(firstApplicationStep).toBe('ADDRESS_AND_PHONE');
  });

  it('sends an applicant who submitted their address and phone on to identity verification', () => {
    expect(nextAfterSubmit(at('ADDRESS_AND_PHONE'), { stateCode: 'OH' })).toEqual({
      state: at('ID_VERIFICATION'),
      disqualified: false,
    });
  });

  it('tells an applicant living in a non-qualifying state that the loan is not available there', () => {
    for (const stateCode of ['NY', 'CT', 'WI']) {
      expect(nextAfterSubmit(at('ADDRESS_AND_PHONE'), { stateCode })).toEqual({
        state: at('STATE_NOT_AVAILABLE'),
        disqualified: true,
      });
      expect(nextAfterSubmit(at('ADDRESS', 'REVIEW'), { stateCode }).state.currentFlowStep).toBe(
        'STATE_NOT_AVAILABLE',
      );
    }
  });

  it('returns an applicant who edited a step to the step that followed it', () => {
    expect(nextAfterSubmit(at('LOAN_AMOUNT', 'ID_VERIFICATION')).state).toEqual(at('ID_VERIFICATION'));
    expect(nextAfterSubmit(at('ADDRESS', 'INCOME'), { stateCode: 'CA' }).state).toEqual(at('INCOME'));
    expect(nextAfterSubmit(at('PHONE')).state).toEqual(at(firstApplicationStep));
  });

  it('knows the edit steps are the form steps outside the main order', () => {
    expect([...editSteps].sort()).toEqual(['ADDRESS', 'LOAN_AMOUNT', 'PHONE', 'USE_OF_FUNDS']);
  });

  it('lets an applicant reopen an earlier form step from review and hands back to review after it', () => {
    for (const target of ['ID_VERIFICATION', 'INCOME', 'EDUCATION', 'SAVINGS']) {
      expect(startEdit(at('REVIEW'), 'REVIEW', target)).toEqual({ ok: true, state: at(target, 'REVIEW') });
      expect(nextAfterSubmit(at(target, 'REVIEW')).state).toEqual(at('REVIEW'));
      expect(goBack(at(target, 'REVIEW'), target)).toEqual({ ok: true, state: at('REVIEW') });
    }
    expect(startEdit(at('INCOME'), 'INCOME', 'SAVINGS')).toEqual({ ok: false, reason: 'notEditable' });
    expect(startEdit(at('AGREE'), 'AGREE', 'ID_VERIFICATION').ok).toBe(true);
    expect(startEdit(at('INCOME', 'REVIEW'), 'INCOME', 'ADDRESS')).toEqual({
      ok: false,
      reason: 'notEditable',
    });
  });

  it('lets nothing be reopened once the applicant has agreed and pricing began', () => {
    for (const target of ['ID_VERIFICATION', 'INCOME', 'EDUCATION', 'SAVINGS', 'LOAN_AMOUNT', 'ADDRESS']) {
      expect(startEdit(at('PRICING'), 'PRICING', target)).toEqual({ ok: false, reason: 'notEditable' });
    }
  });

  it('tells an applicant whose income is below the product minimum that the loan is not available', () => {
    expect(nextAfterSubmit(at('INCOME'), { annualIncome: 11_000 })).toEqual({
      state: at('INCOME_NOT_AVAILABLE'),
      disqualified: true,
    });
    expect(nextAfterSubmit(at('INCOME'), { annualIncome: 72_000 }).state).toEqual(at('EDUCATION'));
    expect(nextAfterSubmit(at('INCOME', 'REVIEW'), { annualIncome: 5_000 }).state.currentFlowStep).toBe(
      'INCOME_NOT_AVAILABLE',
    );
  });

  it('lets an applicant go back one step in flow.json order where the step allows it', () => {
    expect(canGoBack(at('ID_VERIFICATION'))).toBe(true);
    expect(goBack(at('ID_VERIFICATION'), 'ID_VERIFICATION')).toEqual({
      ok: true,
      state: at('ADDRESS_AND_PHONE'),
    });
    expect(canGoBack(at('ADDRESS_AND_PHONE'))).toBe(false);
    expect(goBack(at('ADDRESS_AND_PHONE'), 'ADDRESS_AND_PHONE')).toEqual({
      ok: false,
      reason: 'cannotGoBack',
    });
  });

  it('treats going back from a step that is no longer current as stale', () => {
    expect(goBack(at('ID_VERIFICATION'), 'ADDRESS_AND_PHONE')).toEqual({ ok: false, reason: 'stale' });
  });

  it('lets an applicant leave an edit step with go-back to where they came from', () => {
    expect(goBack(at('ADDRESS', 'ID_VERIFICATION'), 'ADDRESS')).toEqual({
      ok: true,
      state: at('ID_VERIFICATION'),
    });
    expect(canGoBack(at('LOAN_AMOUNT', 'ID_VERIFICATION'))).toBe(false);
  });

  it('opens an edit step only from a step of the main order', () => {
    expect(startEdit(at('ID_VERIFICATION'), 'ID_VERIFICATION', 'ADDRESS')).toEqual({
      ok: true,
      state: at('ADDRESS', 'ID_VERIFICATION'),
    });
    expect(startEdit(at('ID_VERIFICATION'), 'ID_VERIFICATION', 'INCOME')).toEqual({
      ok: false,
      reason: 'notEditable',
    });
    expect(startEdit(at('STATE_NOT_AVAILABLE'), 'STATE_NOT_AVAILABLE', 'ADDRESS')).toEqual({
      ok: false,
      reason: 'notEditable',
    });
    expect(startEdit(at('ID_VERIFICATION'), 'ADDRESS_AND_PHONE', 'ADDRESS')).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('maps steps to their /flow/{uuid}/step/{step} paths and back', () => {
    expect(stepPathOf('ADDRESS_AND_PHONE')).toBe('address-and-phone');
    expect(stepForPath('loan-amount')).toBe('LOAN_AMOUNT');
    expect(stepForPath('pricing')).toBe('PRICING');
    expect(stepForPath('nonsense')).toBeNull();
  });

  describe('pre-flow', () => {
    const facts = {
      hasValidLoanAmount: true,
      hasApplicationInProgress: false,
      isIneligible: false,
      hasConfirmedLegalName: true,
    };

    it('asks for an amount first when there is no valid one', () => {
      expect(preFlowStep({ ...facts, hasValidLoanAmount: false, hasApplicationInProgress: true })).toBe(
        'GET_RELIEF',
      );
    });

    it('sends a person with an application in progress back to it before anything else', () => {
      expect(preFlowStep({ ...facts, hasApplicationInProgress: true, isIneligible: true })).toBe(
        'APPLICATION_IN_PROGRESS',
      );
    });

    it('stops an ineligible person before they give their legal name', () => {
      expect(preFlowStep({ ...facts, isIneligible: true, hasConfirmedLegalName: false })).toBe(
        'NOT_ELIGIBLE',
      );
    });

    it('asks for the legal name, then the reason for borrowing', () => {
      expect(preFlowStep({ ...facts, hasConfirmedLegalName: false })).toBe('GET_STARTED');
      expect(preFlowStep(facts)).toBe('USE_OF_FUNDS');
    });
  });
});

describe('outcomes decided by a service (flow.json exits with "outcome")', () => {
  it.each([
    ['QUALIFIED', 'OFFER_SELECTION'],
    ['PLAID_OPTIONAL', 'ADD_BANK_ASSETS'],
    ['PLAID_REQUIRED', 'ADD_BANK_ASSETS'],
    ['DISQUALIFIED', 'PRICING_DISQUALIFIED'],
    ['DISQUALIFIED_WITH_PLOC_OFFER', 'DISQUALIFIED_WITH_PLOC_OFFER'],
    ['UNABLE_TO_VERIFY', 'UNABLE_TO_VERIFY'],
  ])('sends an applicant whose pricing came out %s to %s', (outcome, next) => {
    expect(nextAfterSubmit(at('PRICING'), { outcome }).state).toEqual(at(next));
  });

  it('sends an applicant priced again with their bank data to offers, or to the bank-data decline', () => {
    expect(nextAfterSubmit(at('PLAID_PRICING'), { outcome: 'QUALIFIED' }).state).toEqual(
      at('OFFER_SELECTION'),
    );
    expect(nextAfterSubmit(at('PLAID_PRICING'), { outcome: 'DISQUALIFIED' }).state).toEqual(
      at('PLAID_DISQUALIFIED'),
    );
  });

  it('refuses to move an applicant on an outcome flow.json has no exit for, rather than guess', () => {
    expect(() => nextAfterSubmit(at('PLAID_PRICING'), { outcome: 'PLAID_REQUIRED' })).toThrow(
      /PLAID_PRICING has no exit for the outcome PLAID_REQUIRED/,
    );
  });

  it('still takes a condition exit first when a step reports no outcome', () => {
    expect(nextAfterSubmit(at('REVIEW'), { stateCode: 'NY' }).state).toEqual(at('STATE_NOT_AVAILABLE'));
  });

  it('finds nothing wrong with the exits of flow.json: each goes to a step that exists', () => {
    expect(flowExitProblems()).toEqual([]);
  });

  it('names an exit to a step that does not exist, an unknown condition and a repeated outcome', () => {
    const problems = flowExitProblems({
      PRICING: {
        exits: [
          { outcome: 'QUALIFIED', to: 'OFFERS_TYPO' },
          { outcome: 'QUALIFIED', to: 'PRICING' },
          { when: 'feelsLucky', to: 'PRICING' },
          { when: 'incomeBelowMinimum', outcome: 'DISQUALIFIED', to: 'PRICING' },
        ],
      },
    });
    expect(problems).toEqual([
      expect.stringMatching(/OFFERS_TYPO.*goes to no step/),
      expect.stringMatching(/repeats its outcome/),
      expect.stringMatching(/feelsLucky.*names no known condition/),
      expect.stringMatching(/needs either "when" or "outcome"/),
    ]);
  });

  it('names the step that supplies what a requirement found missing, from flow.json ownership', () => {
    // An editable step supplies its own data; review may not reopen ADDRESS_AND_PHONE, so the
    // editable step owning the piece named by the path does.
    expect(stepSupplying('INCOME', '/jobsIncomeSources/0/jobFields/salary')).toBe('INCOME');
    expect(stepSupplying('EDUCATION', '/educations')).toBe('EDUCATION');
    expect(stepSupplying('ADDRESS_AND_PHONE', '/address')).toBe('ADDRESS');
    expect(stepSupplying('ADDRESS_AND_PHONE', '/phone')).toBe('PHONE');
    expect(stepSupplying('ID_VERIFICATION', '/dob')).toBe('ID_VERIFICATION');
    expect(stepSupplying('LOAN_AMOUNT', '/loanAmount')).toBe('LOAN_AMOUNT');
    expect(stepSupplying('USE_OF_FUNDS', '/appUseOfFunds')).toBe('USE_OF_FUNDS');
    expect(stepSupplying('SAVINGS', '/wealthAccount')).toBe('SAVINGS');
    // Nothing named (no personal information at all): the first editable step owning any of it.
    expect(stepSupplying('ADDRESS_AND_PHONE', '')).toBe('ADDRESS');
    expect(stepSupplying('PRICING', '')).toBeNull();
  });
});
