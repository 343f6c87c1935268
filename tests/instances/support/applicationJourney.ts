/**
 * The happy path of docs/pricing-rules.md walked over HTTP the way the app calls the API, with the
 * API suite's own bodies (tests/api/support/identityJourney.ts, pricingJourney.ts): each helper
 * checks that the step it submits moves the flow where the API suite says it does.
 */
import { expect } from 'vitest';
import { applicantData } from '../../../scripts/journey/applicationAt';
import legal from '../../../schemas/legal/consents.json';
import { requiredConsents, salaryJob } from '../../api/support/identityJourney';
import { happyPath } from '../../api/support/pricingJourney';
import { newApplicationBody, validAddress, type PersonName } from '../../api/support/testApp';
import type { HttpAnswer, HttpApplicant } from './httpApplicant';

export interface Application {
  applicant: HttpApplicant;
  applicationUuid: string;
}

/** The job applicantPriced gives the happy-path persona: a $60,000 salary. */
export const happyPathJob = { kind: 'JOB', jobFields: { ...salaryJob, salary: 60000, otherCompensation: 0 } };

const reviewConsents = legal.consents
  .filter((consent) => consent.step === 'offer-review')
  .map((consent) => consent.titleName);

export const submitStep = ({ applicant, applicationUuid }: Application, step: string, body: unknown = {}) =>
  applicant.call('postFlowStep', { params: { applicationUuid, step }, body });

export const readStep = ({ applicant, applicationUuid }: Application, step: string, origin?: string) =>
  applicant.call('getFlowStep', { params: { applicationUuid, step } }, origin);

export async function currentFlowStep(
  { applicant, applicationUuid }: Application,
  origin?: string,
): Promise<string> {
  const answer = await applicant.call('getCurrentFlowStep', { params: { applicationUuid } }, origin);
  expect(answer.statusCode).toBe(200);
  return String(answer.result.currentFlowStep);
}

const expectMovedTo = (answer: HttpAnswer, step: string) => {
  expect(answer.statusCode).toBe(200);
  expect(answer.result.currentFlowStep).toBe(step);
};

/** From the get-relief page to a new application: the pre-flow, sign-in and create. Now on ADDRESS_AND_PHONE. */
export async function startApplication(applicant: HttpApplicant, person: PersonName): Promise<Application> {
  const getRelief = await applicant.call('getGetReliefStep');
  expect(getRelief.statusCode).toBe(200);
  await applicant.signIn(person);
  const preFlow = await applicant.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
  expect(preFlow.result).toEqual({ currentPreFlowStep: 'GET_STARTED' });
  const named = await applicant.call('postGetStartedStep', {
    body: { firstName: person.firstName, lastName: person.lastName },
  });
  expect(named.result).toEqual({ currentPreFlowStep: 'USE_OF_FUNDS' });
  expect((await applicant.call('getUseOfFundsPreFlowStep')).statusCode).toBe(200);
  const created = await applicant.call('createApplication', { body: newApplicationBody });
  expect(created.statusCode).toBe(200);
  const application = { applicant, applicationUuid: String(created.result.applicationUuid) };
  expect(await currentFlowStep(application)).toBe('ADDRESS_AND_PHONE');
  return application;
}

const putPersonalInfo = ({ applicant, applicationUuid }: Application, body: Record<string, unknown>) =>
  applicant.call('putPersonalInfo', { params: { applicationUuid }, body });

/** Address, phone and identity given: now on INCOME. */
export async function giveContactAndIdentity(application: Application): Promise<void> {
  expect(
    (await putPersonalInfo(application, { address: validAddress, phone: '2025550143' })).statusCode,
  ).toBe(200);
  expectMovedTo(await submitStep(application, 'address-and-phone'), 'ID_VERIFICATION');
  expect((await putPersonalInfo(application, { dob: '07041985', ssn: happyPath.ssn })).statusCode).toBe(200);
  expectMovedTo(await submitStep(application, 'id-verification'), 'INCOME');
}

/** From INCOME, the persona's job, education and savings, and review read and submitted: now on AGREE. */
export async function giveIncomeEducationSavingsAndReview(application: Application): Promise<void> {
  const { applicant, applicationUuid } = application;
  const params = { applicationUuid };
  expect((await applicant.call('createJobIncomeSource', { params, body: happyPathJob })).statusCode).toBe(
    200,
  );
  expectMovedTo(await submitStep(application, 'income'), 'EDUCATION');
  const education = await applicant.call('createEducation', {
    params,
    body: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 },
  });
  expect(education.statusCode).toBe(200);
  expectMovedTo(await submitStep(application, 'education'), 'SAVINGS');
  const savings = await applicant.call('postWealthAccount', {
    params,
    body: { savingsCheckingAmount: 100, investmentsAmount: 0 },
  });
  expect(savings.statusCode).toBe(200);
  expectMovedTo(await submitStep(application, 'savings'), 'REVIEW');
  expect((await readStep(application, 'review')).statusCode).toBe(200);
  expectMovedTo(await submitStep(application, 'review'), 'AGREE');
}

/** Reads agree (which records the consents as shown), then agrees on `origin` when given: now on PRICING. */
export async function agree(application: Application, origin?: string): Promise<HttpAnswer> {
  expect((await readStep(application, 'agree')).statusCode).toBe(200);
  const agreed = await application.applicant.call(
    'postFlowStep',
    {
      params: { applicationUuid: application.applicationUuid, step: 'agree' },
      body: { agreedConsents: requiredConsents, ssn: happyPath.ssn },
    },
    origin,
  );
  expect(agreed.result).toEqual({ currentFlowStep: 'PRICING', canGoBack: false });
  return agreed;
}

/** Reads the current step until it is not PRICING (the run settled), `timeoutMs` at most; returns it. */
export async function waitForPricing(application: Application, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const step = await currentFlowStep(application);
    if (step !== 'PRICING') return step;
    if (Date.now() > deadline) throw new Error(`Still on PRICING after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** On OFFER_SELECTION: reads the offers, takes the default one and accepts it on review. Now FUNNEL_COMPLETE. */
export async function acceptDefaultOffer(application: Application): Promise<void> {
  const offers = await readStep(application, 'offer-selection');
  expect(offers.statusCode).toBe(200);
  const { defaultLoanOffer } = offers.result.sdlOfferData as { defaultLoanOffer: { loanOfferId: number } };
  expectMovedTo(
    await submitStep(application, 'offer-selection', {
      loanOfferId: defaultLoanOffer.loanOfferId,
      selectedLoanOfferApplicationUuid: application.applicationUuid,
    }),
    'OFFER_REVIEW',
  );
  const review = await readStep(application, 'offer-review');
  expect(review.statusCode).toBe(200);
  const accepted = await submitStep(application, 'offer-review', {
    loanAgreementTextHash: (review.result.loanAgreement as { textHash: string }).textHash,
    selectedLoanOfferApplicationUuid: application.applicationUuid,
    ssn: happyPath.ssn,
    useOfFunds: 'MEDICAL',
    agreedConsents: reviewConsents,
    fundsAccount: applicantData.fundsAccount,
  });
  expect(accepted.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
}
