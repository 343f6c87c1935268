import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support/testApp';
import {
  applicantOnIdentity,
  editStep,
  placeOnStep,
  readStep,
  submitStep,
  type Applicant,
} from './support/identityJourney';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const saveSavings = (applicant: Applicant, body: unknown) =>
  applicant.call('postWealthAccount', { params: { applicationUuid: applicant.applicationUuid }, body });
const readSavings = (applicant: Applicant) =>
  applicant.call('getWealthAccount', { params: { applicationUuid: applicant.applicationUuid } });

async function applicantOnSavings(): Promise<Applicant> {
  const applicant = await applicantOnIdentity(harness);
  await placeOnStep(harness, applicant, 'SAVINGS');
  return applicant;
}

describe('savings', () => {
  it('Applicant with no savings on file yet is asked for them', async () => {
    const applicant = await applicantOnSavings();
    const none = await readSavings(applicant);
    expect(none.statusCode).toBe(404);
    expect(none.result.exceptionType).toBe('WealthAccountNotFound');
    expect((await readStep(applicant, 'savings')).result).toEqual({
      savingsCheckingAmount: null,
      investmentsAmount: null,
    });
    const response = await submitStep(applicant, 'savings');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_WEALTH_ACCOUNT');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/savingsCheckingAmount', code: 'STEP_MISSING_WEALTH_ACCOUNT', message: 'Add your savings' },
      { path: '/investmentsAmount', code: 'STEP_MISSING_WEALTH_ACCOUNT', message: 'Add your savings' },
    ]);
  });

  it('Applicant saves their savings, reads them back and moves on to review', async () => {
    const applicant = await applicantOnSavings();
    const saved = await saveSavings(applicant, { savingsCheckingAmount: 25000.5, investmentsAmount: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toEqual({
      applicationUuid: applicant.applicationUuid,
      entityUuid: expect.any(String),
      savingsCheckingAmount: 25000.5,
      investmentsAmount: 0,
    });
    expect((await readSavings(applicant)).result).toEqual(saved.result);
    expect((await readStep(applicant, 'savings')).result).toEqual({
      savingsCheckingAmount: 25000.5,
      investmentsAmount: 0,
    });
    const moved = await submitStep(applicant, 'savings');
    expect(moved.result).toEqual({ currentFlowStep: 'REVIEW', canGoBack: true });
  });

  it('Applicant changing their savings keeps the same account with the new amounts', async () => {
    const applicant = await applicantOnSavings();
    const first = await saveSavings(applicant, { savingsCheckingAmount: 1000, investmentsAmount: 2000 });
    const second = await saveSavings(applicant, { savingsCheckingAmount: 3000, investmentsAmount: 4000 });
    expect(second.result).toEqual({ ...first.result, savingsCheckingAmount: 3000, investmentsAmount: 4000 });
  });

  it('Applicant typing a negative amount, text, or leaving one out is told what to fix', async () => {
    const applicant = await applicantOnSavings();
    const negative = await saveSavings(applicant, { savingsCheckingAmount: -1, investmentsAmount: 0 });
    expect(negative.statusCode).toBe(400);
    expect(negative.result.details?.fieldErrors).toEqual([
      { path: '/savingsCheckingAmount', message: 'Enter $0 or more' },
    ]);
    const text = await saveSavings(applicant, { savingsCheckingAmount: 100, investmentsAmount: 'lots' });
    expect(text.result.details?.fieldErrors).toEqual([
      { path: '/investmentsAmount', message: 'Enter an amount in dollars, like 2,500' },
    ]);
    const huge = await saveSavings(applicant, { savingsCheckingAmount: 100, investmentsAmount: 10_000_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.result.details?.fieldErrors).toEqual([
      { path: '/investmentsAmount', message: 'Enter an amount up to $9,999,999.99' },
    ]);
    const missing = await saveSavings(applicant, { investmentsAmount: 0 });
    expect(missing.result.details?.fieldErrors).toEqual([
      { path: '/savingsCheckingAmount', message: 'Required' },
    ]);
    const extra = await saveSavings(applicant, { savingsCheckingAmount: 0, investmentsAmount: 0, crypto: 5 });
    expect(extra.result.details?.fieldErrors).toEqual([{ path: '/crypto', message: 'Unknown field' }]);
    expect((await readSavings(applicant)).statusCode).toBe(404);
  });

  it('Applicant on another step cannot change their savings (stale tab)', async () => {
    const applicant = await applicantOnIdentity(harness);
    const response = await saveSavings(applicant, { savingsCheckingAmount: 10, investmentsAmount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.result.exceptionType).toBe('FlowStepInvalid');
    expect(response.result.details).toEqual({ currentFlowStep: 'ID_VERIFICATION' });
  });

  it('Applicant reopening savings from review changes them and returns to review', async () => {
    const applicant = await applicantOnSavings();
    await saveSavings(applicant, { savingsCheckingAmount: 1000, investmentsAmount: 0 });
    await submitStep(applicant, 'savings');
    expect(
      (await saveSavings(applicant, { savingsCheckingAmount: 5, investmentsAmount: 5 })).statusCode,
    ).toBe(409);
    const opened = await editStep(applicant, 'REVIEW', 'SAVINGS');
    expect(opened.result).toEqual({ currentFlowStep: 'SAVINGS', canGoBack: true });
    expect((await readStep(applicant, 'savings')).result).toEqual({
      savingsCheckingAmount: 1000,
      investmentsAmount: 0,
    });
    const changed = await saveSavings(applicant, { savingsCheckingAmount: 1500, investmentsAmount: 250 });
    expect(changed.statusCode).toBe(200);
    expect((await submitStep(applicant, 'savings')).result).toEqual({
      currentFlowStep: 'REVIEW',
      canGoBack: true,
    });
  });

  it('Applicant cannot read or write someone else’s savings', async () => {
    const applicant = await applicantOnSavings();
    await saveSavings(applicant, { savingsCheckingAmount: 1000, investmentsAmount: 0 });
    const other = await applicantOnIdentity(harness, { firstName: 'Dana', lastName: 'Okafor' });
    for (const response of [
      await other.call('getWealthAccount', { params: { applicationUuid: applicant.applicationUuid } }),
      await other.call('postWealthAccount', {
        params: { applicationUuid: applicant.applicationUuid },
        body: { savingsCheckingAmount: 1, investmentsAmount: 1 },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.result.exceptionType).toBe('ApplicationNotFound');
    }
  });
});
