import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newApplicationBody, signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

describe('pre-flow', () => {
  it('Person without a valid loan amount is asked for one first', async () => {
    const person = await signIn(harness.app);
    for (const query of [undefined, { loanAmount: 50 }, { loanAmount: 90000 }]) {
      const response = await person.call('getPreFlowCurrentStep', query ? { query } : {});
      expect(response.statusCode).toBe(200);
      expect(response.result).toEqual({ currentPreFlowStep: 'GET_RELIEF' });
    }
  });

  it('New person with an amount confirms their legal name, then picks a reason', async () => {
    const person = await signIn(harness.app, { firstName: 'Maria', lastName: 'Lopez' });
    const before = await person.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
    expect(before.result).toEqual({ currentPreFlowStep: 'GET_STARTED' });

    const confirmed = await person.call('postGetStartedStep', {
      body: { firstName: 'María', lastName: 'López-Díaz', suffixName: 'JR' },
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.result.details?.fieldErrors).toEqual([
      { path: '/firstName', message: 'Use letters, spaces, hyphens and apostrophes only' },
      { path: '/lastName', message: 'Use letters, spaces, hyphens and apostrophes only' },
    ]);

    const ok = await person.call('postGetStartedStep', {
      body: { firstName: 'Maria', lastName: 'Lopez', suffixName: 'JR' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.result).toEqual({ currentPreFlowStep: 'USE_OF_FUNDS' });

    const after = await person.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
    expect(after.result).toEqual({ currentPreFlowStep: 'USE_OF_FUNDS' });
  });

  it('Person whose legal last name is Ineligible is told they are not eligible', async () => {
    const person = await signIn(harness.app, { firstName: 'Quinn', lastName: 'ineligible' });
    const response = await person.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
    expect(response.result).toEqual({ currentPreFlowStep: 'NOT_ELIGIBLE' });
    const checks = await person.call('runFunnelEntryChecks');
    expect(checks.result).toContainEqual({
      checkName: 'ELIGIBILITY',
      passed: false,
      failureReason: 'NOT_ELIGIBLE',
      isEligibleNew: false,
      isEligibleReturning: false,
    });
  });

  it('Person who confirms the legal last name Ineligible is told they are not eligible', async () => {
    const person = await signIn(harness.app, { firstName: 'Quinn', lastName: 'Smith' });
    const response = await person.call('postGetStartedStep', {
      body: { firstName: 'Quinn', lastName: 'Ineligible' },
    });
    expect(response.result).toEqual({ currentPreFlowStep: 'NOT_ELIGIBLE' });
  });

  it('Person with an application in progress is sent back to it', async () => {
    const person = await signIn(harness.app);
    await person.call('postGetStartedStep', { body: { firstName: 'Maria', lastName: 'Lopez' } });
    const created = await person.call('createApplication', { body: newApplicationBody });
    const response = await person.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
    expect(response.result).toEqual({
      currentPreFlowStep: 'APPLICATION_IN_PROGRESS',
      applicationUuid: created.result.applicationUuid,
    });
    const checks = await person.call('runFunnelEntryChecks');
    expect(checks.result).toEqual([
      {
        checkName: 'IN_PROGRESS_APPLICATION',
        passed: false,
        failureReason: 'APPLICATION_IN_PROGRESS',
        isEligibleNew: false,
        isEligibleReturning: false,
      },
      {
        checkName: 'ELIGIBILITY',
        passed: true,
        failureReason: null,
        isEligibleNew: false,
        isEligibleReturning: false,
      },
    ]);
  });

  it('New person passes both funnel entry checks as a new applicant', async () => {
    const person = await signIn(harness.app);
    const checks = await person.call('runFunnelEntryChecks');
    expect(checks.result).toEqual([
      {
        checkName: 'IN_PROGRESS_APPLICATION',
        passed: true,
        failureReason: null,
        isEligibleNew: true,
        isEligibleReturning: false,
      },
      {
        checkName: 'ELIGIBILITY',
        passed: true,
        failureReason: null,
        isEligibleNew: true,
        isEligibleReturning: false,
      },
    ]);
  });

  it('Person picking a reason sees the allowed reasons in product order with their wording', async () => {
    const person = await signIn(harness.app);
    const response = await person.call('getUseOfFundsPreFlowStep');
    expect(response.result).toEqual({
      isReturningUser: false,
      stepData: {
        useOfFundsOptions: [
          { phrase: 'Debt consolidation', value: 'DEBT_CONSOLIDATION' },
          { phrase: 'Credit card refinancing', value: 'CREDIT_CARD_REFINANCING' },
          { phrase: 'Bills or rent', value: 'BILLS_OR_RENT' },
          { phrase: 'Medical expenses', value: 'MEDICAL' },
          { phrase: 'Car repairs', value: 'LARGE_PURCHASE' },
          { phrase: 'Something else', value: 'OTHER' },
        ],
      },
    });
  });

  it('Person who applied before is a returning user', async () => {
    const person = await signIn(harness.app);
    await person.call('createApplication', { body: newApplicationBody });
    const response = await person.call('getUseOfFundsPreFlowStep');
    expect(response.result.isReturningUser).toBe(true);
  });

  it('Visitor sees the amount range on get relief without signing in', async () => {
    const response = await harness.app.inject({ url: '/pre-flow/step/get-relief' });
    expect(response.json()).toEqual({
      success: true,
      messages: [],
      result: { minLoanAmount: 200, maxLoanAmount: 2500 },
    });
  });

  it('A loan amount that is not a number is a 400 naming the query field', async () => {
    const person = await signIn(harness.app);
    const response = await person.call('getPreFlowCurrentStep', { query: { loanAmount: 'lots' } });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/loanAmount', message: 'Expected a number' },
    ]);
    expect(response.result.details?.part).toBe('querystring');
  });
});
