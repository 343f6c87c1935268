/**
 * Choosing and accepting an offer (spec §7 Flow table: offer-selection, offer-review): offer-selection takes
 * one of the current offers, offer-review shows its Truth in Lending figures, takes the SSN again and the
 * step's consents, and completes; the selected offer carries its schedule and when the money comes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applicantData } from '../../scripts/journey/applicationAt';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import legal from '../../schemas/legal/consents.json';
import product from '../../schemas/product.json';
import { currentStep, readStep, submitStep, type Applicant } from './support/identityJourney';
import {
  applicantPriced,
  getOffers,
  happyPath,
  setRateExpirationDate,
  startPricingApp,
  type Clock,
} from './support/pricingJourney';
import type { TestApp } from './support/testApp';

let harness: TestApp;
let clock: Clock;
afterEach(async () => {
  await harness.close();
});

const reviewConsents = legal.consents.filter((consent) => consent.step === 'offer-review');
const requiredReviewConsents = reviewConsents.filter((consent) => consent.required);

type Offer = {
  loanOfferId: number;
  loanAmount: number;
  loanTermInMonths: number;
  monthlyPaymentAmount: number;
  totalToRepayAmount: number;
};

async function onOffers(): Promise<{ applicant: Applicant; offers: Offer[]; defaultOffer: Offer }> {
  ({ harness, clock } = await startPricingApp(0));
  const applicant = await applicantPriced(harness, happyPath);
  const data = (await getOffers(applicant)).result.sdlOfferData as {
    loanOffers: Offer[];
    defaultLoanOffer: Offer;
  };
  return { applicant, offers: data.loanOffers, defaultOffer: data.defaultLoanOffer };
}

const select = (applicant: Applicant, loanOfferId: number, uuid = applicant.applicationUuid) =>
  submitStep(applicant, 'offer-selection', { loanOfferId, selectedLoanOfferApplicationUuid: uuid });

/** The hash of the loan agreement the review page shows, which accepting sends back. */
const agreementHash = async (applicant: Applicant) =>
  ((await readStep(applicant, 'offer-review')).result.loanAgreement as { textHash: string }).textHash;

const review = async (applicant: Applicant, body: Record<string, unknown> = {}) =>
  submitStep(applicant, 'offer-review', {
    loanAgreementTextHash: await agreementHash(applicant),
    selectedLoanOfferApplicationUuid: applicant.applicationUuid,
    ssn: happyPath.ssn,
    useOfFunds: 'MEDICAL',
    agreedConsents: reviewConsents.map((consent) => consent.titleName),
    fundsAccount: applicantData.fundsAccount,
    ...body,
  });

/** The history of the consent to texts, oldest first. */
const textConsentStatuses = async (applicant: Applicant) =>
  (
    await harness.app.db
      .selectFrom('legal_consents')
      .select('status')
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('title_name', '=', 'LOAN_NOTIFICATIONS_CONSENT')
      .orderBy('id')
      .execute()
  ).map((row) => row.status);

describe('offer selection and review', () => {
  it('Applicant on offers reads the offers and the default chosen, picks another and moves to review', async () => {
    const { applicant, offers, defaultOffer } = await onOffers();
    const step = await readStep(applicant, 'offer-selection');
    expect(step.result).toMatchObject({
      selectedLoanOfferId: null,
      sdlOfferData: { defaultLoanOffer: defaultOffer },
    });
    const other = offers.find((offer) => offer.loanAmount === 1500 && offer.loanTermInMonths === 18)!;
    expect((await select(applicant, other.loanOfferId)).result).toEqual({
      currentFlowStep: 'OFFER_REVIEW',
      canGoBack: true,
    });
    const selected = await applicant.call('getSelectedLoanOffer', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(selected.result).toMatchObject({
      selectedLoanOffer: other,
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
      eligibleForInstantFunding: true,
      expectedFundingDate: '2026-11-25',
    });
    const schedule = selected.result.paymentSchedule as { amount: number; dueDate: string }[];
    expect(schedule).toHaveLength(18);
    expect(schedule[0]).toEqual({
      paymentNumber: 1,
      amount: other.monthlyPaymentAmount,
      dueDate: '2026-12-25',
    });
  });

  it('Applicant choosing an offer that is not one of theirs, or for another application, gets a field error', async () => {
    const { applicant, defaultOffer } = await onOffers();
    const unknown = await select(applicant, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.result.details?.fieldErrors?.[0]).toMatchObject({ path: '/loanOfferId' });
    const elsewhere = await select(
      applicant,
      defaultOffer.loanOfferId,
      '9b2f7a7e-4f0e-4b4a-9f33-3c2d7e0b1a55',
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.result.details?.fieldErrors?.[0]).toMatchObject({
      path: '/selectedLoanOfferApplicationUuid',
    });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
  });

  it('Applicant on review sees the disclosure figures, the consents and goes back to offers with Edit', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const step = await readStep(applicant, 'offer-review');
    expect(step.result).toMatchObject({
      selectedLoanOffer: defaultOffer,
      useOfFunds: 'MEDICAL',
      lateFee: {
        amount: product.configuration.lateFeeAmount,
        percentage: product.configuration.lateFeePercentage,
      },
      ssnLastFour: '6789',
      textMessageConsent: false,
      issuingBank: { name: product.issuingBankName },
      requiredConsents: requiredReviewConsents.map(({ titleName, title, text, version }) => ({
        titleName,
        title,
        text,
        version,
      })),
    });
    const back = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'OFFER_REVIEW' },
    });
    expect(back.result).toEqual({ currentFlowStep: 'OFFER_SELECTION', canGoBack: false });
  });

  it('Applicant accepting with the wrong SSN or without a consent is told at the field, and nothing is accepted', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const wrong = await review(applicant, { ssn: '123456780' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.result.details?.fieldErrors).toEqual([
      expect.objectContaining({ path: '/ssn', message: "This doesn't match the SSN you entered earlier" }),
    ]);
    const noConsent = await review(applicant, { agreedConsents: ['LOAN_NOTIFICATIONS_CONSENT'] });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.result.userErrorCode).toBe('STEP_MISSING_CONSENTS');
    expect(noConsent.result.details?.fieldErrors).toEqual([
      {
        path: '/agreedConsents/electronicConsent',
        code: 'STEP_MISSING_CONSENTS',
        message: 'Agree to receive your loan documents electronically to continue',
      },
    ]);
    const agreeConsent = await review(applicant, { agreedConsents: ['ESIGN_CONSENT'] });
    expect(agreeConsent.statusCode).toBe(400);
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_REVIEW');
  });

  it('Applicant accepting completes, with each consent recorded with its version and a hash of its text', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const done = await review(applicant, { useOfFunds: 'BILLS_OR_RENT' });
    expect(done.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
    const rows = await harness.app.db
      .selectFrom('legal_consents')
      .select(['title_name', 'version', 'text_hash'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('status', '=', 'AGREED')
      .where(
        'title_name',
        'in',
        reviewConsents.map((consent) => consent.titleName),
      )
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.text_hash).toMatch(/^[0-9a-f]{64}$/);
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result.intendedUseOfFunds).toBe('BILLS_OR_RENT');
    // Nothing can be chosen again once accepted.
    expect((await select(applicant, defaultOffer.loanOfferId)).statusCode).toBe(409);
  });

  it('Applicant declining texts still gets the loan, and the choice made on the address step is the one shown and kept', async () => {
    const { applicant, defaultOffer } = await onOffers();
    // As the address step left it when the applicant ticked "Text me updates".
    await harness.app.db
      .updateTable('personal_infos')
      .set({ text_message_consent: 1 })
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    await select(applicant, defaultOffer.loanOfferId);
    expect((await readStep(applicant, 'offer-review')).result.textMessageConsent).toBe(true);
    const accepted = await review(applicant, { agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'] });
    expect(accepted.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
    expect(await textConsentStatuses(applicant)).toEqual(['DISPLAYED']);
    const info = await applicant.call('getPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(info.result.textMessageConsent).toBe(false);
  });

  it('Applicant who unticks texts they had agreed to withdraws that consent on accepting', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    await readStep(applicant, 'offer-review');
    // An agreement to texts already on file for this application: its box comes ticked.
    const texts = legal.consents.find((consent) => consent.titleName === 'LOAN_NOTIFICATIONS_CONSENT')!;
    await harness.app.db
      .insertInto('legal_consents')
      .values({
        application_uuid: applicant.applicationUuid,
        title_name: texts.titleName,
        status: 'AGREED',
        version: texts.version,
        text_hash: null,
        created_at: clock.now.toISOString(),
      })
      .execute();
    const accepted = await review(applicant, { agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'] });
    expect(accepted.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
    expect(await textConsentStatuses(applicant)).toEqual(['DISPLAYED', 'AGREED', 'REVOKED']);
    const latest = await applicant.call('getLegalConsentLatestStatus', {
      params: { applicationUuid: applicant.applicationUuid, titleName: 'LOAN_NOTIFICATIONS_CONSENT' },
    });
    expect(latest.result.status).toBe('REVOKED');
  });

  it('Someone guessing the SSN on review is stopped after five wrong tries, even with the right one', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await review(applicant, { ssn: `12345${6780 + attempt}`.slice(0, 9) })).statusCode).toBe(400);
    const blocked = await review(applicant);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.result.exceptionType).toBe('TooManyAttempts');
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_REVIEW');
  });

  it('The accepted loan keeps the schedule and funding date it was signed with as days pass', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    await review(applicant);
    const read = () =>
      applicant.call('getSelectedLoanOffer', { params: { applicationUuid: applicant.applicationUuid } });
    type Summary = { paymentSchedule: { dueDate: string }[]; expectedFundingDate: string };
    const signed = (await read()).result as Summary;
    expect(signed.paymentSchedule[0]?.dueDate).toBe('2026-12-25');
    expect(signed.expectedFundingDate).toBe('2026-11-25');
    // As if it had been signed ten days ago: the schedule counts from that day, not from today.
    await harness.app.db
      .updateTable('selected_loan_offers')
      .set({ accepted_at: '2026-11-15T15:00:00.000Z' })
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const later = (await read()).result as Summary;
    expect(later.paymentSchedule[0]?.dueDate).toBe('2026-12-15');
    expect(later.expectedFundingDate).toBe('2026-11-15');
  });

  it('Applicant whose offer expired on review is sent back to the new offers', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    await setRateExpirationDate(harness, applicant.applicationUuid, '2026-11-01');
    const late = await review(applicant);
    expect(late.statusCode).toBe(409);
    expect(late.result.details).toEqual({ currentFlowStep: 'OFFER_SELECTION' });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    const fresh = (await readStep(applicant, 'offer-selection')).result as {
      selectedLoanOfferId: number | null;
    };
    expect(fresh.selectedLoanOfferId).toBeNull();
    expect(clock.now.toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('Applicant typing in the account for the money is told at the field about a bad routing number or numbers that differ', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const typed = applicantData.fundsAccount;
    // 021000012: nine digits whose ABA checksum fails (one digit moved).
    const checksum = await review(applicant, { fundsAccount: { ...typed, routingNumber: '021000012' } });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.result.details?.fieldErrors).toEqual([
      expect.objectContaining({
        path: '/fundsAccount/routingNumber',
        message:
          'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check, or ask your bank.',
      }),
    ]);
    const short = await review(applicant, { fundsAccount: { ...typed, routingNumber: '02100002' } });
    expect(short.result.details?.fieldErrors?.[0]?.message).toBe(
      'Enter the 9-digit routing number of your bank',
    );
    const differ = await review(applicant, {
      fundsAccount: { ...typed, accountNumberConfirmation: `${typed.accountNumber.slice(0, -1)}8` },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.result.details?.fieldErrors).toEqual([
      expect.objectContaining({
        path: '/fundsAccount/accountNumberConfirmation',
        message: 'The account numbers don’t match. Type the same number in both boxes.',
      }),
    ]);
    const missing = await review(applicant, { fundsAccount: { destination: 'ENTERED_ACCOUNT' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.result.details?.fieldErrors?.map((error) => error.message)).toEqual(
      expect.arrayContaining(['Enter your routing number', 'Enter your account number again']),
    );
    // A client other than the form sending the wrong shapes gets our words, never the validator's.
    for (const body of [
      { fundsAccount: null },
      { fundsAccount: 'checking' },
      { fundsAccount: { ...typed, accountNumberConfirmation: 12 } },
      { fundsAccount: { ...typed, accountNumber: '0000', accountNumberConfirmation: '0000' } },
      { fundsAccount: { ...typed, routingNumber: '000000000' } },
      { loanAgreementTextHash: 'ABC' },
      { loanAgreementTextHash: 7 },
    ]) {
      const refused = await review(applicant, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.result.details?.fieldErrors?.length, JSON.stringify(body)).toBeGreaterThan(0);
      for (const error of refused.result.details?.fieldErrors ?? [])
        expect(error.message, JSON.stringify(body)).not.toMatch(/^must |should |"then"/);
    }
    const noLink = await review(applicant, { fundsAccount: { destination: 'LINKED_ACCOUNT' } });
    expect(noLink.statusCode).toBe(422);
    expect(noLink.result.userErrorCode).toBe('FUNDS_ACCOUNT_NOT_LINKED');
    expect((await readStep(applicant, 'offer-review')).result.linkedBankAccount).toBeNull();
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_REVIEW');
    const kept = await harness.app.db.selectFrom('funds_accounts').selectAll().execute();
    expect(kept).toEqual([]);
  });

  it('The account typed in is kept encrypted and only its last four digits ever come back', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const number = '000555123487';
    const accepted = await review(applicant, {
      fundsAccount: {
        ...applicantData.fundsAccount,
        accountNumber: number,
        accountNumberConfirmation: number,
        accountType: 'SAVINGS',
      },
    });
    expect(accepted.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
    const selected = await applicant.call('getSelectedLoanOffer', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(selected.result.fundsAccount).toEqual({
      destination: 'ENTERED_ACCOUNT',
      institutionName: null,
      accountName: 'Savings',
      accountType: 'SAVINGS',
      lastFour: '3487',
    });
    const row = await harness.app.db
      .selectFrom('funds_accounts')
      .selectAll()
      .where('application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow();
    expect(row.routing_number).toBe('021000021');
    expect(row.account_number_encrypted).not.toContain(number);
    const cipher = createPersonalDataCipher(harness.personalDataKey);
    expect(
      cipher.decrypt(row.account_number_encrypted ?? '', `${applicant.applicationUuid}:funds-account-number`),
    ).toBe(number);
    for (const step of ['offer-review', 'complete'])
      expect(JSON.stringify((await readStep(applicant, step)).result)).not.toContain(number);
    expect(JSON.stringify(selected.result)).not.toContain(number);
    const overview = (
      await harness.app.inject({
        url: `/overview?application_uuid=${applicant.applicationUuid}`,
        headers: { cookie: applicant.cookie },
      })
    ).body;
    expect(overview).toContain('savings account ending in 3487');
    expect(overview).not.toContain(number);
  });

  it('A loan already accepted keeps its account pages when the product no longer names an issuing bank', async () => {
    const { applicant, defaultOffer } = await onOffers();
    await select(applicant, defaultOffer.loanOfferId);
    const accepted = await review(applicant, { fundsAccount: applicantData.fundsAccount });
    expect(accepted.result.currentFlowStep).toBe('FUNNEL_COMPLETE');
    const lastFour = applicantData.fundsAccount.accountNumber.slice(-4);
    await harness.restart({ issuingBank: null });
    const read = (url: string) => harness.app.inject({ url, headers: { cookie: applicant.cookie } });
    const overview = await read(`/overview?application_uuid=${applicant.applicationUuid}`);
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain(`ending in ${lastFour}`);
    const account = await read('/my-account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain(`/overview?application_uuid=${applicant.applicationUuid}`);
  });
});
