/**
 * Applicants who reach pricing with the facts a persona of docs/pricing-rules.md names (income,
 * savings, state, SSN), the way the app calls the API; and a clock the tests move, so a pricing run
 * falls due when a test says so.
 */
import { expect } from 'vitest';
import { applicantWithApplication, startApp, type TestApp } from './testApp';
import { putPersonalInfo, readStep, requiredConsents, submitStep, type Applicant } from './identityJourney';

export type Persona = {
  ssn: string;
  salary?: number;
  savingsCheckingAmount?: number;
  investmentsAmount?: number;
  stateCode?: string;
};

/** The happy path: $60,000 salary, $100 savings, high school, Ohio, SSN 123-45-6789. */
export const happyPath: Persona = { ssn: '123456789' };

export type Clock = { now: Date; advance: (ms: number) => void };

/** A test app whose clock moves only when the test says so, with pricing runs of `pricingDelayMs`. */
export async function startPricingApp(pricingDelayMs = 2000): Promise<{ harness: TestApp; clock: Clock }> {
  const clock: Clock = {
    now: new Date('2026-11-25T15:00:00.000Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const harness = await startApp({ now: () => clock.now, pricingDelayMs });
  return { harness, clock };
}

/** Gives every step before pricing as the persona and agrees: the application is now on PRICING. */
export async function applicantPriced(harness: TestApp, persona: Persona = happyPath): Promise<Applicant> {
  const applicant = await applicantWithApplication(harness);
  const params = { applicationUuid: applicant.applicationUuid };
  const address = {
    streetLineOne: '123 Main St',
    city: 'Columbus',
    stateCode: persona.stateCode ?? 'OH',
    zipCode: '43215',
  };
  await putPersonalInfo(applicant, { address, phone: '2025550143' });
  expect((await submitStep(applicant, 'address-and-phone')).statusCode).toBe(200);
  await putPersonalInfo(applicant, { dob: '07041985', ssn: persona.ssn });
  expect((await submitStep(applicant, 'id-verification')).result.currentFlowStep).toBe('INCOME');
  const job = await applicant.call('createJobIncomeSource', {
    params,
    body: {
      kind: 'JOB',
      jobFields: {
        category: 'EMPLOYED_SALARY',
        occupationId: 75,
        companyId: 69,
        from: '2019-03-02T00:00:00.000Z',
        salary: persona.salary ?? 60000,
        otherCompensation: 0,
      },
    },
  });
  expect(job.statusCode).toBe(200);
  expect((await submitStep(applicant, 'income')).result.currentFlowStep).toBe('EDUCATION');
  expect(
    (
      await applicant.call('createEducation', {
        params,
        body: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 },
      })
    ).statusCode,
  ).toBe(200);
  expect((await submitStep(applicant, 'education')).result.currentFlowStep).toBe('SAVINGS');
  const savings = await applicant.call('postWealthAccount', {
    params,
    body: {
      savingsCheckingAmount: persona.savingsCheckingAmount ?? 100,
      investmentsAmount: persona.investmentsAmount ?? 0,
    },
  });
  expect(savings.statusCode).toBe(200);
  expect((await submitStep(applicant, 'savings')).result.currentFlowStep).toBe('REVIEW');
  expect((await submitStep(applicant, 'review')).result.currentFlowStep).toBe('AGREE');
  await readStep(applicant, 'agree');
  const agreed = await submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn: persona.ssn });
  expect(agreed.result).toEqual({ currentFlowStep: 'PRICING', canGoBack: false });
  return applicant;
}

export const pricingStatus = (applicant: Applicant) =>
  applicant.call('getPricingStatus', { query: { application_uuid: applicant.applicationUuid } });

export const getOffers = (applicant: Applicant) =>
  applicant.call('getOffers', { params: { applicationUuid: applicant.applicationUuid } });

/**
 * Sets the rate expiration date inside every stored offer of the application, as if their rate lock
 * ended then. Done in TypeScript so each offer's JSON keeps its key order.
 */
export async function setRateExpirationDate(harness: TestApp, applicationUuid: string, date: string) {
  const offers = await harness.app.db
    .selectFrom('loan_offers')
    .select(['loan_offer_id', 'offer_json'])
    .where('application_uuid', '=', applicationUuid)
    .execute();
  for (const offer of offers)
    await harness.app.db
      .updateTable('loan_offers')
      .set({
        offer_json: JSON.stringify({
          ...(JSON.parse(offer.offer_json) as Record<string, unknown>),
          rateExpirationDate: date,
        }),
      })
      .where('loan_offer_id', '=', offer.loan_offer_id)
      .execute();
}
