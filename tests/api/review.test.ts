/**
 * REVIEW through the real API on a fresh database: an applicant who gave everything sees it all
 * (never a full SSN), edits a step from review and comes back to it, is sent to supply what is
 * missing, and moves on to AGREE.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantOnIdentity,
  currentStep,
  editStep,
  readStep,
  submitStep,
  verifyIdentity,
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

const salaryJob = {
  category: 'EMPLOYED_SALARY',
  occupationId: 75,
  companyId: 69,
  from: '2019-03-02T00:00:00.000Z',
  salary: 72000,
  otherCompensation: 1500,
};

/** A new applicant taken through every step before review, the way the app calls the API. */
async function applicantOnReview(): Promise<Applicant> {
  const applicant = await applicantOnIdentity(harness, { firstName: 'Lena', lastName: 'Okafor' });
  await verifyIdentity(applicant, { dob: '03141987', ssn: '457555462' });

  const job = await applicant.call('createJobIncomeSource', {
    params: params(applicant),
    body: { kind: 'JOB', jobFields: salaryJob },
  });
  expect(job.statusCode).toBe(200);
  expect((await submitStep(applicant, 'income')).result.currentFlowStep).toBe('EDUCATION');

  const education = await applicant.call('createEducation', {
    params: params(applicant),
    body: {
      degreeType: 'MASTERS',
      expectedOrGraduationYear: 2019,
      institutionId: -1,
      customInstitutionName: 'Universidad de los Andes',
      customInstitutionForeign: true,
    },
  });
  expect(education.statusCode).toBe(200);
  expect((await submitStep(applicant, 'education')).result.currentFlowStep).toBe('SAVINGS');

  const savings = await applicant.call('postWealthAccount', {
    params: params(applicant),
    body: { savingsCheckingAmount: 15000, investmentsAmount: 2500 },
  });
  expect(savings.statusCode).toBe(200);
  expect((await submitStep(applicant, 'savings')).result).toEqual({
    currentFlowStep: 'REVIEW',
    canGoBack: true,
  });
  return applicant;
}

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
