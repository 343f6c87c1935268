/**
 * The pricing job (docs/decisions/0036-pricing-is-a-durable-run-settled-by-time-not-by-a-worker.md): a
 * durable run after agree that takes its time, reports its status, survives a restart, fails upstream with a
 * way to retry, and moves the flow by its outcome; offers that expire are repriced, or the application ends
 * INQUIRY_EXPIRED.
 */
import { afterEach, describe, expect, it } from 'vitest';
import pricing from '../../schemas/pricing.json';
import product from '../../schemas/product.json';
import { offeredLoanTerms } from '../../core/pricing/productGrid';
import { currentStep, submitStep } from './support/identityJourney';
import {
  applicantPriced,
  getOffers,
  happyPath,
  pricingStatus,
  setRateExpirationDate,
  startPricingApp,
  type Clock,
} from './support/pricingJourney';
import { applicantWithApplication, type TestApp } from './support/testApp';

let harness: TestApp;
let clock: Clock;
afterEach(async () => {
  await harness.close();
});

async function start(delayMs = 2000) {
  ({ harness, clock } = await startPricingApp(delayMs));
}

/** The application's runs in the order they were made (the store's latestRun order, oldest first). */
const runRows = (applicationUuid: string) =>
  harness.app.db
    .selectFrom('pricing_runs as r')
    .select(['r.status', 'r.outcome', 'r.attempt', 'r.decline_reasons'])
    .where('r.application_uuid', '=', applicationUuid)
    .orderBy('r.started_at')
    .orderBy('r.seq')
    .execute();

describe('pricing job', () => {
  it('Happy-path applicant waits on PRICING while the run goes, then is QUALIFIED and lands on offers', async () => {
    await start();
    const applicant = await applicantPriced(harness, happyPath);
    const running = await pricingStatus(applicant);
    expect(running.result).toEqual({
      status: 'RUNNING',
      kind: 'PRICING',
      currentFlowStep: 'PRICING',
      startedAt: clock.now.toISOString(),
      expectedCompletionAt: new Date(clock.now.getTime() + 2000).toISOString(),
      userErrorCode: null,
      message: null,
    });
    expect((await currentStep(applicant)).currentFlowStep).toBe('PRICING');
    clock.advance(2000);
    expect(await currentStep(applicant)).toMatchObject({
      currentFlowStep: 'OFFER_SELECTION',
      canGoBack: false,
    });
    expect((await pricingStatus(applicant)).result).toMatchObject({
      status: 'COMPLETE',
      currentFlowStep: 'OFFER_SELECTION',
    });
    expect(await runRows(applicant.applicationUuid)).toEqual([
      { status: 'COMPLETE', outcome: 'QUALIFIED', attempt: 1, decline_reasons: null },
    ]);
  });

  it('Qualified applicant gets every offer of the grid up to the highest amount, the one asked for first', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, happyPath);
    const offers = await getOffers(applicant);
    expect(offers.statusCode).toBe(200);
    const data = offers.result.sdlOfferData as {
      defaultLoanOffer: { loanAmount: number; loanTermInMonths: number; annualPercentageRate: number };
      loanOffers: {
        loanAmount: number;
        annualPercentageRate: number;
        rateExpirationDate: string;
        loanOfferId: number;
      }[];
      highestLoanAmount: number;
      eligibleForInstantFunding: boolean;
      hasCounterOffer: boolean;
      issuingBank: { name: string };
    };
    // $60,000 x maxLoanToIncome 10 % = $6,000: the product's $2,500 caps it.
    expect(data.highestLoanAmount).toBe(product.loanAmount.max);
    expect(data.loanOffers).toHaveLength(((2500 - 200) / 100 + 1) * offeredLoanTerms.length);
    expect(data.defaultLoanOffer).toMatchObject({ loanAmount: 1000, loanTermInMonths: 12 });
    expect(data.hasCounterOffer).toBe(false);
    expect(data.eligibleForInstantFunding).toBe(true); // tier B
    expect(data.issuingBank.name).toBe(product.issuingBankName);
    expect(new Set(data.loanOffers.map((offer) => offer.loanOfferId)).size).toBe(data.loanOffers.length);
    for (const offer of data.loanOffers) {
      expect(offer.annualPercentageRate).toBeLessThanOrEqual(product.configuration.maxApr);
      expect(offer.rateExpirationDate).toBe('2026-12-25');
    }
  });

  it.each([
    ['no bureau file (serial 0001–0999)', '123450500', 'UNABLE_TO_VERIFY', 'UNABLE_TO_VERIFY'],
    ['a thin file (2000–2999)', '123452500', 'PLAID_REQUIRED', 'ADD_BANK_ASSETS'],
    ['a poor score, 520 (3000–3499)', '123453100', 'DISQUALIFIED', 'PRICING_DISQUALIFIED'],
    [
      'a low score, 570 (3500–3999)',
      '123453600',
      'DISQUALIFIED_WITH_PLOC_OFFER',
      'DISQUALIFIED_WITH_PLOC_OFFER',
    ],
  ])('Applicant with %s is steered by the outcome', async (_label, ssn, outcome, step) => {
    await start(0);
    const applicant = await applicantPriced(harness, { ssn });
    expect((await currentStep(applicant)).currentFlowStep).toBe(step);
    expect((await runRows(applicant.applicationUuid))[0]?.outcome).toBe(outcome);
  });

  it('Declined applicant has the principal reasons kept for the adverse-action notice', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, { ssn: '123453100', stateCode: 'OH' });
    await currentStep(applicant);
    const reasons = JSON.parse((await runRows(applicant.applicationUuid))[0]!.decline_reasons!) as {
      code: string;
    }[];
    expect(reasons.map((reason) => reason.code)).toEqual(['CREDIT_SCORE_TOO_LOW']);
  });

  it('Applicant with savings who could price better with a bank link is offered one (PLAID_OPTIONAL)', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, { ssn: '123455500', savingsCheckingAmount: 6000 });
    expect((await currentStep(applicant)).currentFlowStep).toBe('ADD_BANK_ASSETS');
    // Optional: the offers are already there, to choose from if they decline the link.
    expect((await getOffers(applicant)).statusCode).toBe(200);
  });

  it('Bureau down: the run fails with UPSTREAM_UNAVAILABLE and the spec message, and a retry runs again', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, { ssn: '123451200' });
    const failed = await pricingStatus(applicant);
    expect(failed.result).toMatchObject({
      status: 'FAILED',
      currentFlowStep: 'PRICING',
      userErrorCode: 'UPSTREAM_UNAVAILABLE',
      message: 'Something went wrong, please try again later',
    });
    const offers = await getOffers(applicant);
    expect(offers.statusCode).toBe(503);
    expect(offers.result).toMatchObject({
      userErrorCode: 'UPSTREAM_UNAVAILABLE',
      message: 'Something went wrong, please try again later',
    });
    const retry = await submitStep(applicant, 'pricing');
    expect(retry.result).toEqual({ currentFlowStep: 'PRICING', canGoBack: false });
    expect((await pricingStatus(applicant)).result).toMatchObject({ status: 'FAILED' });
    expect((await runRows(applicant.applicationUuid)).map((row) => row.attempt)).toEqual([1, 2]);
  });

  it('Bureau down once: the retry succeeds and the applicant moves on to offers', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, { ssn: '123451700' });
    expect((await pricingStatus(applicant)).result).toMatchObject({ status: 'FAILED' });
    await submitStep(applicant, 'pricing');
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
  });

  it('Retrying while a run goes on, or after it is done, is refused with 409 and the current step', async () => {
    await start();
    const applicant = await applicantPriced(harness, happyPath);
    const whileRunning = await submitStep(applicant, 'pricing');
    expect(whileRunning.statusCode).toBe(409);
    expect(whileRunning.result.details).toEqual({ currentFlowStep: 'PRICING' });
    expect(whileRunning.result.message).toBe('Your offers are still being prepared');
  });

  it('A run left RUNNING by a restart settles after it, from the database', async () => {
    await start();
    const applicant = await applicantPriced(harness, happyPath);
    await harness.restart();
    expect((await runRows(applicant.applicationUuid))[0]?.status).toBe('RUNNING');
    clock.advance(2000);
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
  });

  it('A run settles on its own when it falls due, with nobody asking', async () => {
    ({ harness } = await startPricingApp(0));
    // Real time for this one: the run's job (queued with it) settles it with no request.
    await harness.restart({ now: () => new Date(), pricingDelayMs: 30 });
    const applicant = await applicantPriced(harness, happyPath).catch(() => null);
    // applicantPriced reads nothing after agree, so only the job can settle the run; a worker looks
    // for due jobs every half second.
    const uuid = applicant!.applicationUuid;
    await expect.poll(async () => (await runRows(uuid))[0]?.status, { timeout: 5000 }).toBe('COMPLETE');
  });

  it('Pricing status of someone else’s application is 404, and without an application 400', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, happyPath);
    const other = await applicantWithApplication(harness, { firstName: 'Ode', lastName: 'Ibe' });
    const theirs = await applicant.call('getPricingStatus', {
      query: { application_uuid: other.applicationUuid },
    });
    expect(theirs.statusCode).toBe(404);
    const none = await applicant.call('getPricingStatus', {});
    expect(none.statusCode).toBe(400);
  });

  /** Ages the application's offers as if their rate lock ended and the credit check was `checkDaysAgo` days ago. */
  async function ageOffers(applicationUuid: string, checkDaysAgo: number) {
    const day = (offset: number) => new Date(clock.now.getTime() - offset * 86_400_000).toISOString();
    await setRateExpirationDate(harness, applicationUuid, day(1).slice(0, 10));
    await harness.app.db
      .updateTable('pricing_runs')
      .set({ credit_pulled_at: day(checkDaysAgo) })
      .where('application_uuid', '=', applicationUuid)
      .execute();
  }

  it('Offers whose rate expired are priced again from the same check, with a new expiration date', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, happyPath);
    type Data = {
      defaultLoanOffer: { loanOfferId: number; rateExpirationDate: string; monthlyPaymentAmount: number };
    };
    const first = (await getOffers(applicant)).result.sdlOfferData as Data;
    await ageOffers(applicant.applicationUuid, pricing.rateLockDays + 1);
    const again = (await getOffers(applicant)).result.sdlOfferData as Data;
    expect(again.defaultLoanOffer.loanOfferId).not.toBe(first.defaultLoanOffer.loanOfferId);
    expect(again.defaultLoanOffer.rateExpirationDate).toBe('2026-12-25');
    expect(again.defaultLoanOffer.monthlyPaymentAmount).toBe(first.defaultLoanOffer.monthlyPaymentAmount);
  });

  it('Offers read after the credit check is too old end the application as INQUIRY_EXPIRED', async () => {
    await start(0);
    const applicant = await applicantPriced(harness, happyPath);
    await getOffers(applicant);
    await ageOffers(applicant.applicationUuid, pricing.repriceWithinDays + 1);
    const expired = await getOffers(applicant);
    expect(expired.statusCode).toBe(422);
    expect(expired.result).toMatchObject({
      userErrorCode: 'STEP_APPLICATION_NOT_IN_PROGRESS',
      message: 'Application is not in progress',
      details: { decisionStatus: 'INQUIRY_EXPIRED' },
    });
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result.decisionStatus).toBe('INQUIRY_EXPIRED');
  });
});
