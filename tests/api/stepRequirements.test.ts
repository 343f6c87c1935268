/**
 * Every step says what "complete" means once (its handler's `requirements`), and both its own
 * submission and the recheck at REVIEW and AGREE use that one answer (docs/adding-a-step.md).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import flow from '../../schemas/flow.json';
import { stepsCheckedBefore } from '../../server/domain/flow/flowEngine';
import { stepHandlers } from '../../server/steps/stepRegistry';
import { applicantOnReview, editStep, submitStep } from './support/identityJourney';
import { startApp, type TestApp } from './support/testApp';

type StepEntry = { stepPath?: string; owns?: string[]; storesFormData?: boolean };
const steps = Object.entries(flow.application.steps as Record<string, StepEntry>);

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

describe('step requirements', () => {
  it('Every built step of flow.json that owns data declares what makes it complete', () => {
    const withData = steps.filter(
      ([, step]) => step.stepPath && ((step.owns?.length ?? 0) > 0 || step.storesFormData),
    );
    expect(withData.length).toBeGreaterThan(5);
    const without = withData
      .filter(([, step]) => typeof stepHandlers[step.stepPath!]?.requirements !== 'function')
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('Every step a recheck holds again names where its data sits on review', () => {
    const rechecked = new Set(['REVIEW', 'AGREE'].flatMap((step) => stepsCheckedBefore(step)));
    const unplaced = [...rechecked].filter((name) => {
      const path = (flow.application.steps as Record<string, StepEntry>)[name]?.stepPath;
      const handler = path ? stepHandlers[path] : undefined;
      return handler?.requirements !== undefined && handler.reviewPath === undefined;
    });
    expect(unplaced).toEqual([]);
  });

  it('Applicant whose loan request no longer fits the product is sent to the loan amount from review', async () => {
    const applicant = await applicantOnReview(harness);
    await harness.app.db
      .updateTable('applications')
      .set({ desired_loan_amount: 50 })
      .where('uuid', '=', applicant.applicationUuid)
      .execute();
    const refused = await submitStep(applicant, 'review');
    expect(refused.statusCode).toBe(422);
    expect(refused.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(refused.result.details?.fieldErrors).toEqual([
      {
        path: '/loanRequest/desiredLoanAmount',
        code: 'STEP_INCOMPLETE_DATA',
        message: 'Choose a loan amount and term we offer',
      },
    ]);
  });

  it('Applicant reopening income from review cannot leave it with nothing, and review asks the same', async () => {
    const applicant = await applicantOnReview(harness);
    await editStep(applicant, 'REVIEW', 'INCOME');
    await harness.app.db
      .deleteFrom('jobs_income_sources')
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const own = await submitStep(applicant, 'income');
    expect(own.statusCode).toBe(422);
    expect(own.result.details?.fieldErrors).toEqual([
      { path: '/jobsIncomeSources', code: 'STEP_INCOMPLETE_DATA', message: 'Tell us about your income' },
    ]);
    await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'INCOME' },
    });
    const review = await submitStep(applicant, 'review');
    expect(review.statusCode).toBe(422);
    expect(review.result.details?.fieldErrors).toEqual([
      { path: '/jobs', code: 'STEP_INCOMPLETE_DATA', message: 'Tell us about your income' },
    ]);
  });
});
