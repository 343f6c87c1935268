/**
 * REVIEW through the real API on a fresh database: an applicant who gave everything sees it all
 * (never a full SSN), edits a step from review and comes back to it, is sent to supply what is
 * missing, and moves on to AGREE.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantOnIdentity,
  applicantOnReview as reviewJourney,
  currentStep,
  editStep,
  readStep,
  submitStep,
  type Applicant,
} from './support/identityJourney';
import { startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });

const applicantOnReview = () => reviewJourney(harness);

describe('review', () => {
  it('Applicant on review sees every record they gave, with only the last four of their SSN', async () => {
    const applicant = await applicantOnReview();
    const review = await readStep(applicant, 'review');
    expect(review.statusCode).toBe(200);
    expect(review.result).toMatchObject({
      currentFlowStep: 'REVIEW',
      personalInfo: { firstName: 'Lena', lastName: 'Okafor', hasDob: true, ssnLastFour: '5462' },
      educations: [{ degreeType: 'MASTERS', customInstitutionName: 'Universidad de los Andes' }],
      jobs: [{ kind: 'JOB', jobFields: { category: 'EMPLOYED_SALARY', salary: 72000 } }],
      wealthAccount: { savingsCheckingAmount: 15000, investmentsAmount: 2500 },
      loanRequest: { desiredLoanAmount: 1000, desiredLoanTermInMonths: 12, intendedUseOfFunds: 'MEDICAL' },
    });
    const text = JSON.stringify(review.body);
    expect(text).not.toContain('457555462');
    expect(text).not.toContain('03141987');
  });

  it('Applicant who confirms review moves on to agree', async () => {
    const applicant = await applicantOnReview();
    expect((await submitStep(applicant, 'review')).result).toEqual({
      currentFlowStep: 'AGREE',
      canGoBack: true,
    });
  });

  it('Applicant who edits savings from review saves the change and is back on review', async () => {
    const applicant = await applicantOnReview();
    const opened = await editStep(applicant, 'REVIEW', 'SAVINGS');
    expect(opened.result).toEqual({ currentFlowStep: 'SAVINGS', canGoBack: true });
    await applicant.call('postWealthAccount', {
      params: params(applicant),
      body: { savingsCheckingAmount: 16000, investmentsAmount: 2500 },
    });
    expect((await submitStep(applicant, 'savings')).result.currentFlowStep).toBe('REVIEW');
    expect((await readStep(applicant, 'review')).result.wealthAccount).toMatchObject({
      savingsCheckingAmount: 16000,
    });
  });

  it('Applicant who opens an edit and goes back returns to review without changes', async () => {
    const applicant = await applicantOnReview();
    await editStep(applicant, 'REVIEW', 'INCOME');
    const back = await applicant.call('goBack', {
      params: params(applicant),
      body: { currentStep: 'INCOME' },
    });
    expect(back.result).toEqual({ currentFlowStep: 'REVIEW', canGoBack: true });
  });

  it('Applicant whose education went missing is told so, naming the step that supplies it', async () => {
    const applicant = await applicantOnReview();
    await editStep(applicant, 'REVIEW', 'EDUCATION');
    const [stored] = (await applicant.call('listEducations', { params: params(applicant) }))
      .result as unknown as Array<{
      id: number;
    }>;
    await applicant.call('deleteEducation', { params: params(applicant), body: { id: stored?.id } });
    await applicant.call('goBack', { params: params(applicant), body: { currentStep: 'EDUCATION' } });
    expect((await currentStep(applicant)).currentFlowStep).toBe('REVIEW');

    const refused = await submitStep(applicant, 'review');
    expect(refused.statusCode).toBe(422);
    expect(refused.result.userErrorCode).toBe('STEP_MISSING_EDUCATION');
    expect(refused.result.details?.fieldErrors).toEqual([
      { path: '/educations', code: 'STEP_MISSING_EDUCATION', message: 'Tell us about your education' },
    ]);
    expect(refused.result.details?.supplyingStep).toBe('EDUCATION');
    expect((await currentStep(applicant)).currentFlowStep).toBe('REVIEW');
  });

  it('Applicant cannot edit from a stale tab, nor open a second edit inside one', async () => {
    const applicant = await applicantOnReview();
    expect((await editStep(applicant, 'SAVINGS', 'INCOME')).statusCode).toBe(409);
    await editStep(applicant, 'REVIEW', 'INCOME');
    expect((await editStep(applicant, 'INCOME', 'ADDRESS')).statusCode).toBe(409);
  });

  it('Applicant cannot confirm review before reaching it', async () => {
    const applicant = await applicantOnIdentity(harness);
    const early = await submitStep(applicant, 'review');
    expect(early.statusCode).toBe(409);
  });
});
