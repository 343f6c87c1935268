/**
 * Shared moves of the identity, savings and agree API tests: submit and read a step, give contact
 * details and identity the way the app does, and place an application on a later step directly
 * (income and education have their own suites; these tests start where those steps end).
 */
import { expect } from 'vitest';
import { saveFlowState } from '../../../server/store/applications';
import { applicantWithApplication, validAddress, type PersonName, type TestApp } from './testApp';
import legal from '../../../schemas/legal/consents.json';

/** Every consent agree asks for (schemas/legal/consents.json, required ones). */
export const requiredConsents: string[] = legal.consents
  .filter((consent) => consent.required && consent.step === 'agree')
  .map((consent) => consent.titleName);

export type Applicant = Awaited<ReturnType<typeof applicantWithApplication>>;

export const submitStep = (applicant: Applicant, step: string, body: unknown = {}) =>
  applicant.call('postFlowStep', { params: { applicationUuid: applicant.applicationUuid, step }, body });

export const readStep = (applicant: Applicant, step: string) =>
  applicant.call('getFlowStep', { params: { applicationUuid: applicant.applicationUuid, step } });

export const putPersonalInfo = (applicant: Applicant, body: Record<string, unknown>) =>
  applicant.call('putPersonalInfo', { params: { applicationUuid: applicant.applicationUuid }, body });

export const currentStep = async (applicant: Applicant) =>
  (await applicant.call('getCurrentFlowStep', { params: { applicationUuid: applicant.applicationUuid } }))
    .result;

export const editStep = (applicant: Applicant, from: string, step: string) =>
  applicant.call('editFlowStep', {
    params: { applicationUuid: applicant.applicationUuid },
    body: { currentStep: from, step },
  });

/** A new applicant who has given address and phone: now on ID_VERIFICATION. */
export async function applicantOnIdentity(harness: TestApp, person?: PersonName): Promise<Applicant> {
  const applicant = await applicantWithApplication(harness, person);
  await putPersonalInfo(applicant, { address: validAddress, phone: '2025550143' });
  const moved = await submitStep(applicant, 'address-and-phone');
  expect(moved.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
  return applicant;
}

/** Identity given as the app sends it (MMDDYYYY, digits) and the step submitted: now on INCOME. */
export async function verifyIdentity(applicant: Applicant, identity: { dob: string; ssn: string }) {
  const saved = await putPersonalInfo(applicant, identity);
  expect(saved.statusCode).toBe(200);
  const moved = await submitStep(applicant, 'id-verification');
  expect(moved.result).toEqual({ currentFlowStep: 'INCOME', canGoBack: true });
}

/** A salary job as the app sends it: clears product.json minIncome with room to spare. */
export const salaryJob = {
  category: 'EMPLOYED_SALARY',
  occupationId: 75,
  companyId: 69,
  from: '2019-03-02T00:00:00.000Z',
  salary: 72000,
  otherCompensation: 1500,
};

/** From INCOME, the income, education and savings steps given the way the app calls the API: now on REVIEW. */
export async function giveIncomeEducationAndSavings(applicant: Applicant): Promise<void> {
  const params = { applicationUuid: applicant.applicationUuid };
  const job = await applicant.call('createJobIncomeSource', {
    params,
    body: { kind: 'JOB', jobFields: salaryJob },
  });
  expect(job.statusCode).toBe(200);
  expect((await submitStep(applicant, 'income')).result.currentFlowStep).toBe('EDUCATION');

  const education = await applicant.call('createEducation', {
    params,
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
    params,
    body: { savingsCheckingAmount: 15000, investmentsAmount: 2500 },
  });
  expect(savings.statusCode).toBe(200);
  expect((await submitStep(applicant, 'savings')).result).toEqual({
    currentFlowStep: 'REVIEW',
    canGoBack: true,
  });
}

/** A new applicant taken through every step before review, the way the app calls the API: now on REVIEW. */
export async function applicantOnReview(
  harness: TestApp,
  identity = { dob: '03141987', ssn: '457555462' },
  person: PersonName = { firstName: 'Lena', lastName: 'Okafor' },
): Promise<Applicant> {
  const applicant = await applicantOnIdentity(harness, person);
  await verifyIdentity(applicant, identity);
  await giveIncomeEducationAndSavings(applicant);
  return applicant;
}

/** Everything given and reviewed: now on AGREE. */
export async function applicantOnAgree(
  harness: TestApp,
  identity?: { dob: string; ssn: string },
  person?: PersonName,
): Promise<Applicant> {
  const applicant = await applicantOnReview(harness, identity, person);
  expect((await submitStep(applicant, 'review')).result.currentFlowStep).toBe('AGREE');
  return applicant;
}

/** Puts the application on `step` as if the steps before it were done. */
export async function placeOnStep(harness: TestApp, applicant: Applicant, step: string): Promise<void> {
  await saveFlowState(
    harness.app.db,
    applicant.applicationUuid,
    { currentFlowStep: step, returnToStep: null },
    new Date(),
  );
}
