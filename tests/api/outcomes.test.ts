/**
 * Every other way out (docs/decisions/0038-decision-statuses-set-where-they-happen.md): the outcome steps and
 * the decision statuses set where they happen — pricing declines (DECLINED, with the steps' GET as read-only
 * history), the line-of-credit offer, the required bank link refused and taken up again, the personal-loan
 * turndown, withdrawing (self-no-products: WITHDRAWN) and funding (FUNDED) — and that none of them answers
 * 500 to bad input.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { applicantData } from '../../scripts/journey/applicationAt';
import { documentHash } from '../../server/documents/documentHash';
import legal from '../../schemas/legal/consents.json';
import { formatApr } from '../../core/pricing/appendixJApr';
import type { LoanOffer } from '../../core/pricing/loanOffer';
import { firstDueDate, paymentSchedule } from '../../core/pricing/paymentSchedule';
import { formatDate, formatUsd } from '../../core/rules/displayFormats';
import {
  currentStep,
  putPersonalInfo,
  readStep,
  submitStep,
  type Applicant,
} from './support/identityJourney';
import {
  applicantPriced,
  getOffers,
  happyPath,
  pricingStatus,
  startPricingApp,
  type Clock,
  type Persona,
} from './support/pricingJourney';
import { applicantWithApplication, signIn, type TestApp } from './support/testApp';

const unableToVerify: Persona = { ssn: '123450500' };
const declined: Persona = { ssn: '123453100' };
const withLineOfCredit: Persona = { ssn: '123453600' };
const linkRequired: Persona = { ssn: '123452500' };
const averageCredit: Persona = { ssn: '123455001' };

let harness: TestApp;
let clock: Clock;

afterEach(async () => {
  await harness.close();
});

async function start() {
  ({ harness, clock } = await startPricingApp(0));
}

const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });
const application = async (applicant: Applicant) =>
  (await applicant.call('getApplication', { params: params(applicant) })).result;
const withdraw = (applicant: Applicant) =>
  applicant.call('applicationSelfNoProducts', { params: params(applicant) });
const inProgressUuids = async (applicant: Applicant) => {
  const lists = [
    await applicant.call('getInProgressApplications'),
    await applicant.call('getInProgressSdls'),
  ];
  return lists.map((list) =>
    (list.result as unknown as { applicationUuid: string }[]).map((item) => item.applicationUuid),
  );
};
const noticePage = (applicant: { cookie: string }, uuid: string) =>
  harness.app.inject({
    url: `/adverse_action_notices?application_uuid=${encodeURIComponent(uuid)}`,
    headers: { cookie: applicant.cookie },
  });

/** Priced as the persona; the run (due at once) settles on this read. */
async function pricedTo(persona: Persona, step: string): Promise<Applicant> {
  const applicant = await applicantPriced(harness, persona);
  expect((await currentStep(applicant)).currentFlowStep).toBe(step);
  return applicant;
}

describe('pricing declines', () => {
  it('Declined applicant is DECLINED and reads why, whether a bank link helps and when to come back', async () => {
    await start();
    const applicant = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const app = await application(applicant);
    expect(app.decisionStatus).toBe('DECLINED');
    expect(app.resolvedAt).toBe(clock.now.toISOString());
    const step = await readStep(applicant, 'pricing-disqualified');
    expect(step.statusCode).toBe(200);
    expect(step.result).toEqual({
      declineReasons: [
        { code: 'CREDIT_SCORE_TOO_LOW', text: 'Your credit score is below the minimum we lend at.' },
      ],
      bankLinkCouldHelp: false,
      linkedBankAccount: false,
      decisionDate: '2026-11-25',
      reapplyDate: '2026-12-25',
      adverseActionNoticePath: `/adverse_action_notices?application_uuid=${applicant.applicationUuid}`,
    });
    // Read-only history: the decision is final.
    const post = await submitStep(applicant, 'pricing-disqualified');
    expect(post.statusCode).toBe(422);
    expect(post.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
    expect(await inProgressUuids(applicant)).toEqual([[], []]);
    // A resolved application does not stand in the way of a new one.
    const again = await applicant.call('createApplication', {
      body: { intendedUseOfFunds: 'MEDICAL', requestedLoanAmount: { amount: 500, currency: 'USD' } },
    });
    expect(again.statusCode).toBe(200);
  });

  it('Applicant declined with a line of credit reads the offer (limit, monthly fee, expiry, bank) and the reasons', async () => {
    await start();
    const applicant = await pricedTo(withLineOfCredit, 'DISQUALIFIED_WITH_PLOC_OFFER');
    expect((await application(applicant)).decisionStatus).toBe('DECLINED');
    const step = await readStep(applicant, 'disqualified-with-ploc-offers');
    expect(step.statusCode).toBe(200);
    expect(step.result.plocOfferData).toMatchObject({
      issuingBankSlug: 'FIN_WISE',
      lineLimitAmount: 500,
      subscriptionAmount: 5,
      rateExpirationDate: '2026-12-25',
      issuingBank: { name: 'Harbor Trust Bank' },
    });
    expect(step.result.declineReasons).toEqual([
      { code: 'CREDIT_SCORE_TOO_LOW', text: 'Your credit score is below the minimum we lend at.' },
    ]);
    expect((await submitStep(applicant, 'disqualified-with-ploc-offers')).statusCode).toBe(422);
    // Another outcome's step is not this application's.
    const elsewhere = await readStep(applicant, 'pricing-disqualified');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.result.details?.currentFlowStep).toBe('DISQUALIFIED_WITH_PLOC_OFFER');
  });
});

describe('the required bank link', () => {
  it('Thin-file applicant who says no thanks reads why, stays in progress, links after all and is declined on low balances', async () => {
    await start();
    const applicant = await pricedTo(linkRequired, 'ADD_BANK_ASSETS');
    const optedOut = await submitStep(applicant, 'add-bank-assets', { continueWithPlaid: false });
    expect(optedOut.result.currentFlowStep).toBe('PLAID_REQUIRED_OPTED_OUT');
    const why = await readStep(applicant, 'plaid-required-opted-out');
    expect(why.result).toMatchObject({
      bankLinkRequirement: 'REQUIRED',
      reasonCode: 'THIN_CREDIT_FILE',
      minimumLinkedBalanceAmount: 500,
    });
    expect((await application(applicant)).decisionStatus).toBe('IN_PROGRESS');
    expect(
      (await submitStep(applicant, 'plaid-required-opted-out', { continueWithPlaid: false })).statusCode,
    ).toBe(400);
    const linkNow = await submitStep(applicant, 'plaid-required-opted-out', { continueWithPlaid: true });
    expect(linkNow.result).toEqual({ currentFlowStep: 'PLAID', canGoBack: false });

    const token = await applicant.call('createBankLinkToken', { params: params(applicant) });
    const bank = await applicant.call('signInToBank', {
      body: {
        linkToken: String(token.result.linkToken),
        institutionId: 'ins_maple_street',
        username: 'user_low',
        password: 'pass_good',
      },
    });
    await applicant.call('exchangeBankLinkToken', {
      params: params(applicant),
      body: { publicToken: String(bank.result.publicToken) },
    });
    clock.advance(60_000);
    await applicant.call('getAssetsStatus', { query: { application_uuid: applicant.applicationUuid } });
    expect((await submitStep(applicant, 'plaid', { continueWithPlaid: true })).result.currentFlowStep).toBe(
      'PLAID_PRICING',
    );
    expect((await currentStep(applicant)).currentFlowStep).toBe('PLAID_DISQUALIFIED');
    expect((await application(applicant)).decisionStatus).toBe('DECLINED');
    const step = await readStep(applicant, 'pricing-disqualified');
    expect(step.result).toMatchObject({ bankLinkCouldHelp: true, linkedBankAccount: true });
    expect((step.result.declineReasons as { code: string }[]).map((reason) => reason.code)).toEqual([
      'THIN_CREDIT_FILE',
      'INSUFFICIENT_SAVINGS',
    ]);
  });

  it('Applicant who refused a required link can withdraw there', async () => {
    await start();
    const applicant = await pricedTo(linkRequired, 'ADD_BANK_ASSETS');
    await submitStep(applicant, 'add-bank-assets', { continueWithPlaid: false });
    const withdrawn = await withdraw(applicant);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.result).toMatchObject({
      decisionStatus: 'WITHDRAWN',
      currentFlowStep: 'PLAID_REQUIRED_OPTED_OUT',
    });
  });
});

describe('withdrawing (self-no-products)', () => {
  it('Applicant the bureau cannot verify withdraws: WITHDRAWN, resolved, out of the in-progress lists, final', async () => {
    await start();
    const applicant = await pricedTo(unableToVerify, 'UNABLE_TO_VERIFY');
    expect((await inProgressUuids(applicant))[0]).toEqual([applicant.applicationUuid]);
    const withdrawn = await withdraw(applicant);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.result).toMatchObject({
      applicationUuid: applicant.applicationUuid,
      decisionStatus: 'WITHDRAWN',
      resolvedAt: clock.now.toISOString(),
    });
    expect(await inProgressUuids(applicant)).toEqual([[], []]);
    const twice = await withdraw(applicant);
    expect(twice.statusCode).toBe(422);
    expect(twice.result).toMatchObject({
      userErrorCode: 'STEP_APPLICATION_NOT_IN_PROGRESS',
      message: 'Application is not in progress',
      details: { decisionStatus: 'WITHDRAWN' },
    });
  });

  it('Withdrawing mid-application, a declined one, someone else’s or an unknown one is refused plainly', async () => {
    await start();
    const declinedApplicant = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const resolved = await withdraw(declinedApplicant);
    expect(resolved.statusCode).toBe(422);
    expect(resolved.result.details?.decisionStatus).toBe('DECLINED');
    const applicant = await applicantWithApplication(harness);
    const early = await withdraw(applicant);
    expect(early.statusCode).toBe(409);
    expect(early.result.exceptionType).toBe('FlowStepInvalid');
    expect(early.result.details?.currentFlowStep).toBe('ADDRESS_AND_PHONE');
    expect((await application(applicant)).decisionStatus).toBe('IN_PROGRESS');

    const stranger = await signIn(harness, { firstName: 'Ann', lastName: 'Other' });
    const theirs = await stranger.call('applicationSelfNoProducts', { params: params(applicant) });
    expect(theirs.statusCode).toBe(404);
    const unknown = await stranger.call('applicationSelfNoProducts', {
      params: { applicationUuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(theirs.result.message).toBe(unknown.result.message);
  });
});

describe('the personal-loan turndown', () => {
  async function turndownApplicant(lastName: string) {
    const applicant = await applicantWithApplication(harness, { firstName: 'Pat', lastName });
    const step = await applicant.call('getCurrentFlowStep', { params: params(applicant) });
    expect(step.result).toMatchObject({
      currentFlowStep: 'TURNDOWN_ENTRY',
      flowEntryPoint: 'PERSONAL_LOAN_TURNDOWN',
      canGoBack: false,
    });
    return applicant;
  }

  it('Applicant from a declined personal loan sees alternate offers, is priced from its data and reaches offers', async () => {
    await start();
    const applicant = await turndownApplicant('Turndown');
    const entry = await readStep(applicant, 'turndown-entry');
    expect(entry.statusCode).toBe(200);
    expect(entry.result).toMatchObject({
      declinedProductTypeName: 'PERSONAL_LOAN',
      alternateOffers: [
        {
          productTypeName: 'SMALL_DOLLAR_LOAN',
          minLoanAmount: 200,
          maxLoanAmount: 2500,
          requestedLoanAmount: 1000,
          requestedLoanTermInMonths: 12,
        },
      ],
    });
    const priced = await submitStep(applicant, 'turndown-entry');
    expect(priced.result).toEqual({ currentFlowStep: 'PRICING', canGoBack: false });
    const pricing = await readStep(applicant, 'pricing');
    expect(pricing.result.turndownPricingTriggeredOnServer).toBe(true);
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    expect((await getOffers(applicant)).statusCode).toBe(200);
  });

  it('Turndown applicant declined again reaches turndown-disqualified with the personal loan’s id, DECLINED', async () => {
    await start();
    const applicant = await turndownApplicant('Turndown-Declined');
    const plUuid = (await readStep(applicant, 'turndown-entry')).result.plUuid;
    expect(typeof plUuid).toBe('string');
    await submitStep(applicant, 'turndown-entry');
    expect((await pricingStatus(applicant)).result.currentFlowStep).toBe('TURNDOWN_DISQUALIFIED');
    expect((await application(applicant)).decisionStatus).toBe('DECLINED');
    const step = await readStep(applicant, 'turndown-disqualified');
    expect(step.result).toMatchObject({
      plUuid,
      declineReasons: [{ code: 'CREDIT_SCORE_TOO_LOW' }],
      decisionDate: '2026-11-25',
    });
    expect((await submitStep(applicant, 'turndown-disqualified')).statusCode).toBe(422);
    const notice = await noticePage(applicant, applicant.applicationUuid);
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toContain('Your credit score is below the minimum we lend at.');
  });

  it('Turndown applicant can decline the alternate offers (withdraw at turndown entry)', async () => {
    await start();
    const applicant = await turndownApplicant('Turndown');
    expect((await withdraw(applicant)).result.decisionStatus).toBe('WITHDRAWN');
  });

  const crossSell = async (applicant: Applicant) =>
    (await applicant.call('getCrossSellStatus', { params: params(applicant) })).result;
  const fromPersonalLoan = {
    sourceProductTypeName: 'PERSONAL_LOAN',
    targetProductTypeName: 'SMALL_DOLLAR_LOAN',
  };

  it('Turndown applicant’s application is an open cross-sell from the personal loan, and its offers say so', async () => {
    await start();
    const applicant = await turndownApplicant('Turndown');
    expect(await crossSell(applicant)).toEqual({ ...fromPersonalLoan, status: 'OPEN' });
    await submitStep(applicant, 'turndown-entry');
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    expect(await crossSell(applicant)).toEqual({ ...fromPersonalLoan, status: 'OPEN' });
    const offers = (await getOffers(applicant)).result.sdlOfferData as { isPlToSdlCrossSell: boolean };
    expect(offers.isPlToSdlCrossSell).toBe(true);
    const step = await readStep(applicant, 'offer-selection');
    expect(step.result).toMatchObject({ sdlOfferData: { isPlToSdlCrossSell: true } });
  });

  it('A turndown cross-sell is COMPLETED once decided: declined again, or withdrawn', async () => {
    await start();
    const declinedAgain = await turndownApplicant('Turndown-Declined');
    await submitStep(declinedAgain, 'turndown-entry');
    expect((await pricingStatus(declinedAgain)).result.currentFlowStep).toBe('TURNDOWN_DISQUALIFIED');
    expect(await crossSell(declinedAgain)).toEqual({ ...fromPersonalLoan, status: 'COMPLETED' });
    const withdrawn = await turndownApplicant('Turndown');
    expect((await withdraw(withdrawn)).result.decisionStatus).toBe('WITHDRAWN');
    expect(await crossSell(withdrawn)).toEqual({ ...fromPersonalLoan, status: 'COMPLETED' });
  });

  it('A new applicant’s application is not a cross-sell, and its offers say so', async () => {
    await start();
    const applicant = await applicantPriced(harness, happyPath);
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    expect(await crossSell(applicant)).toEqual({
      sourceProductTypeName: null,
      status: 'NOT_A_CROSS_SELL',
      targetProductTypeName: null,
    });
    const offers = (await getOffers(applicant)).result.sdlOfferData as { isPlToSdlCrossSell: boolean };
    expect(offers.isPlToSdlCrossSell).toBe(false);
  });

  it('Anyone else starts a new-user application at the first step', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    const step = await applicant.call('getCurrentFlowStep', { params: params(applicant) });
    expect(step.result).toMatchObject({ currentFlowStep: 'ADDRESS_AND_PHONE', flowEntryPoint: 'NEW_USER' });
  });
});

describe('the cash line, opened in the app', () => {
  type Terms = { title: string; text: string; version: string; textHash: string };
  const termsOf = async (applicant: Applicant) =>
    (await readStep(applicant, 'disqualified-with-ploc-offers')).result.cashLineTerms as Terms;
  /** Opens the line as the page does: naming the version and hash of the terms it showed. */
  const openLine = async (applicant: Applicant, terms?: Terms) => {
    const read = terms ?? (await termsOf(applicant));
    return applicant.call('openCashLine', {
      params: params(applicant),
      body: { termsVersion: read.version, termsTextHash: read.textHash },
    });
  };

  it('Applicant reads the cash line terms with the offer’s figures, opens the line once, and the terms are recorded as agreed', async () => {
    await start();
    const applicant = await pricedTo(withLineOfCredit, 'DISQUALIFIED_WITH_PLOC_OFFER');
    const before = await readStep(applicant, 'disqualified-with-ploc-offers');
    const terms = before.result.cashLineTerms as Terms;
    expect(before.result.cashLineOfferOpen).toBe(true);
    expect(terms.title).toBe('Cash line terms');
    expect(terms.text).toContain('Harbor Trust Bank opens a line of credit of up to $500.00 for you.');
    expect(terms.text).toContain('a membership fee of $5.00 a month while the line is open');
    expect(terms.text).toContain('no interest, no late fee and no other fee');
    expect(terms.text).toContain('Your billing rights');
    expect(terms.text).not.toMatch(/\{\w+\}/);
    expect(before.result.cashLine).toBeNull();
    // Read again (a reload): still one DISPLAYED record below.
    expect((await readStep(applicant, 'disqualified-with-ploc-offers')).statusCode).toBe(200);

    // A click that read other words (the terms changed since the page loaded) opens nothing.
    const stale = await openLine(applicant, { ...terms, textHash: 'a'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.result).toMatchObject({ userErrorCode: 'CASH_LINE_TERMS_CHANGED' });
    expect(await harness.app.db.selectFrom('cash_lines').selectAll().execute()).toEqual([]);

    const opened = await openLine(applicant, terms);
    expect(opened.statusCode).toBe(200);
    expect(opened.result).toEqual({
      lineLimitAmount: 500,
      subscriptionAmount: 5,
      issuingBankName: 'Harbor Trust Bank',
      termsVersion: terms.version,
      openedAt: clock.now.toISOString(),
    });
    // A second tap finds the same line; the loan application stays declined.
    clock.advance(5_000);
    expect((await openLine(applicant)).result).toEqual(opened.result);
    expect((await application(applicant)).decisionStatus).toBe('DECLINED');
    expect((await readStep(applicant, 'disqualified-with-ploc-offers')).result.cashLine).toEqual(
      opened.result,
    );
    const rows = await harness.app.db.selectFrom('cash_lines').selectAll().execute();
    expect(rows).toHaveLength(1);
    const words = crypto.createHash('sha256').update(terms.text).digest('hex');
    expect(terms.textHash).toBe(words);
    // The words read are kept whole, and the consent's hash is theirs too.
    expect(rows[0]).toMatchObject({
      terms_version: terms.version,
      terms_text: terms.text,
      terms_text_hash: words,
    });
    expect((await termsOf(applicant)).text).toBe(terms.text);
    const consent = await harness.app.db
      .selectFrom('legal_consents')
      .selectAll()
      .where('application_uuid', '=', applicant.applicationUuid)
      .where('title_name', '=', 'CASH_LINE_TERMS')
      .execute();
    // Shown once (a page read twice adds no row), then agreed to.
    expect(consent.map((row) => [row.status, row.version, row.text_hash])).toEqual([
      ['DISPLAYED', terms.version, words],
      ['AGREED', terms.version, words],
    ]);

    // The account knows the line: its page with the terms agreed to, and my account lists it.
    const page = async (url: string) =>
      (await harness.app.inject({ url, headers: { cookie: applicant.cookie } })).body;
    const details = await page(`/overview?application_uuid=${applicant.applicationUuid}`);
    expect(details).toContain('<h2>Your cash line</h2>');
    expect(details).toContain('<dt>Credit line</dt><dd>$500.00</dd>');
    expect(details).toContain('Harbor Trust Bank opens a line of credit of up to $500.00 for you.');
    const account = await page('/my-account');
    expect(account).toContain('Cash line of up to $500.00');
    expect(account).toContain(`href="/overview?application_uuid=${applicant.applicationUuid}"`);
    // Filed under Legal documents and notices beside the decision's notice, with the hash agreed.
    const filed = await harness.app.db
      .selectFrom('filed_documents')
      .select(['uuid', 'document_id', 'version', 'text_hash'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    // Declined before any loan: agree's consents and the documents they name, then the cash line's terms.
    const cashLineFiled = filed.find((row) => row.document_id === 'CASH_LINE_TERMS');
    expect(filed.map((row) => row.document_id).sort()).toEqual(
      [
        'CASH_LINE_TERMS',
        'CREDIT_REPORT_AUTHORIZATION',
        'ESIGN_CONSENT',
        'ESIGN_DISCLOSURE',
        'PRIVACY_POLICY',
        'TERMS_OF_USE',
        'TERMS_OF_USE_AND_PRIVACY_POLICY',
      ].sort(),
    );
    expect(cashLineFiled?.version).toBe(terms.version);
    expect(cashLineFiled?.text_hash).toBe(
      documentHash({
        documentId: 'CASH_LINE_TERMS',
        title: terms.title,
        version: terms.version,
        blocks: [{ kind: 'paragraph', text: terms.text }],
      }),
    );
    const legal = await page('/legal-docs-and-notices');
    expect(legal).toContain(`href="/legal-docs-and-notices/${cashLineFiled?.uuid}">Cash line terms</a>`);
    expect(legal).toContain('Notice of the decision on your application');
  });

  it('No line opens without its offer: another outcome, an expired offer, or someone else’s application', async () => {
    await start();
    const plainDecline = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const elsewhere = await plainDecline.call('openCashLine', {
      params: params(plainDecline),
      body: { termsVersion: '2026-11-28', termsTextHash: 'a'.repeat(64) },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.result.details?.currentFlowStep).toBe('PRICING_DISQUALIFIED');

    const applicant = await pricedTo(withLineOfCredit, 'DISQUALIFIED_WITH_PLOC_OFFER');
    const stranger = await signIn(harness, { firstName: 'Sam', lastName: 'Other' });
    const terms = await termsOf(applicant);
    const notTheirs = await stranger.call('openCashLine', {
      params: params(applicant),
      body: { termsVersion: terms.version, termsTextHash: terms.textHash },
    });
    expect(notTheirs.statusCode).toBe(404);

    // The offer holds through 2026-12-25; the next day it is gone.
    clock.now = new Date('2026-12-26T09:00:00.000Z');
    const late = { ...(await signIn(harness)), applicationUuid: applicant.applicationUuid };
    expect((await readStep(late, 'disqualified-with-ploc-offers')).result.cashLineOfferOpen).toBe(false);
    const expired = await openLine(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.result).toMatchObject({
      userErrorCode: 'CASH_LINE_OFFER_EXPIRED',
      message: 'This cash line offer ended on Dec 25, 2026. You can apply again for a loan instead.',
    });
    expect(await harness.app.db.selectFrom('cash_lines').selectAll().execute()).toEqual([]);
  });
});

describe('funding', () => {
  const reviewConsents = legal.consents.filter((consent) => consent.step === 'offer-review');

  async function accepted(persona: Persona): Promise<Applicant> {
    const applicant = await pricedTo(persona, 'OFFER_SELECTION');
    const data = (await getOffers(applicant)).result.sdlOfferData as {
      defaultLoanOffer: { loanOfferId: number };
    };
    await submitStep(applicant, 'offer-selection', {
      loanOfferId: data.defaultLoanOffer.loanOfferId,
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
    });
    const done = await submitStep(applicant, 'offer-review', {
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
      ssn: persona.ssn,
      useOfFunds: 'MEDICAL',
      agreedConsents: reviewConsents.map((consent) => consent.titleName),
      fundsAccount: applicantData.fundsAccount,
      loanAgreementTextHash: (
        (await readStep(applicant, 'offer-review')).result.loanAgreement as { textHash: string }
      ).textHash,
    });
    expect(done.result.currentFlowStep).toBe('FUNNEL_COMPLETE');
    return applicant;
  }

  it('An instantly funded loan is FUNDED a short while after acceptance, and leaves the in-progress lists', async () => {
    await start();
    const applicant = await accepted(happyPath);
    const acceptedAt = clock.now.getTime();
    expect((await application(applicant)).decisionStatus).toBe('IN_PROGRESS');
    clock.advance(59_000);
    expect((await application(applicant)).decisionStatus).toBe('IN_PROGRESS');
    clock.advance(1_000);
    const funded = await application(applicant);
    expect(funded.decisionStatus).toBe('FUNDED');
    expect(funded.resolvedAt).toBe(new Date(acceptedAt + 60_000).toISOString());
    expect(await inProgressUuids(applicant)).toEqual([[], []]);
    expect((await withdraw(applicant)).result.details?.decisionStatus).toBe('FUNDED');
  });

  it('The overview shows the loan accepted, with its term and APR, and Funded as soon as it funds', async () => {
    await start();
    const applicant = await accepted(happyPath);
    const selected = await harness.app.db
      .selectFrom('selected_loan_offers as s')
      .innerJoin('loan_offers as o', 'o.loan_offer_id', 's.loan_offer_id')
      .select(['o.offer_json'])
      .where('s.application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow();
    const offer = JSON.parse(selected.offer_json) as { loanAmount: number; loanTermInMonths: number };
    const overview = async () =>
      (await harness.app.inject({ url: '/overview', headers: { cookie: applicant.cookie } })).body;
    const before = await overview();
    expect(before).toContain(
      `$${offer.loanAmount.toLocaleString('en-US')}.00 loan over ${offer.loanTermInMonths} months</a>`,
    );
    expect(before).toMatch(/ · \d+\.\d\d% APR · \$[\d,]+\.\d\d a month · Status: In progress/);
    // Funding falls due; the overview itself settles it, as any read of the application does.
    clock.advance(60_000);
    expect(await overview()).toContain('Status: Funded');
  });

  it('The loan’s own page has its Truth in Lending figures, the next payment and the schedule signed; my account lists it', async () => {
    await start();
    const applicant = await accepted(happyPath);
    const acceptedOn = clock.now.toISOString().slice(0, 10);
    const selected = await harness.app.db
      .selectFrom('selected_loan_offers as s')
      .innerJoin('loan_offers as o', 'o.loan_offer_id', 's.loan_offer_id')
      .select(['o.offer_json'])
      .where('s.application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow();
    const offer = JSON.parse(selected.offer_json) as LoanOffer;
    const schedule = paymentSchedule(offer, firstDueDate(acceptedOn));
    let cookie = applicant.cookie;
    const page = async (url: string) => (await harness.app.inject({ url, headers: { cookie } })).body;
    const loanPage = `/overview?application_uuid=${applicant.applicationUuid}`;

    clock.advance(60_000);
    const details = await page(loanPage);
    expect(details).toContain(`<h1>Your ${formatUsd(offer.loanAmount)} loan</h1>`);
    for (const [term, value] of [
      ['Status', 'Funded'],
      ['Annual percentage rate', formatApr(offer.annualPercentageRate)],
      ['Finance charge', formatUsd(offer.financeChargeAmount)],
      ['Amount financed', formatUsd(offer.toYouAmount)],
      ['Total of payments', formatUsd(offer.totalToRepayAmount)],
      ['Next payment', `${formatUsd(offer.monthlyPaymentAmount)} due ${formatDate(schedule[0]!.dueDate)}`],
    ])
      expect(details).toContain(`<dt>${term}</dt><dd>${value}</dd>`);
    const rows = [...details.matchAll(/<tr><td>(\d+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)];
    expect(rows.map(([, number, due, amount]) => [Number(number), due, amount])).toEqual(
      schedule.map((payment) => [
        payment.paymentNumber,
        formatDate(payment.dueDate),
        formatUsd(payment.amount),
      ]),
    );
    expect(details).toContain('You can have one Relief Loan at a time');

    // On the second due date, the next payment is the second: the schedule signed does not move.
    clock.now = new Date(`${schedule[1]!.dueDate}T00:00:00.000Z`);
    // The session has long expired by then: the same person signs in again.
    cookie = (await signIn(harness)).cookie;
    const later = await page(loanPage);
    expect(later).toContain(
      `<dt>Next payment</dt><dd>${formatUsd(offer.monthlyPaymentAmount)} due ${formatDate(schedule[1]!.dueDate)}</dd>`,
    );

    const account = await page('/my-account');
    expect(account).toContain('<h2>Your loans</h2>');
    expect(account).toContain(`href="/overview?application_uuid=${applicant.applicationUuid}"`);
    expect(account).toContain(`${formatUsd(offer.loanAmount)} over ${offer.loanTermInMonths} months`);
    expect(account).toContain('Status: Funded');
  });

  it('Someone else’s application, or an unknown one, is not shown: the overview says it could not be found', async () => {
    await start();
    const applicant = await accepted(happyPath);
    const other = await signIn(harness, { firstName: 'Sam', lastName: 'Other' });
    const answer = await harness.app.inject({
      url: `/overview?application_uuid=${applicant.applicationUuid}`,
      headers: { cookie: other.cookie },
    });
    expect(answer.body).toContain('We couldn’t find that application in your account.');
    expect(answer.body).not.toContain('Annual percentage rate');
  });

  it('A borrower whose loan has funded cannot start a second one while it is open', async () => {
    await start();
    const applicant = await accepted(happyPath);
    clock.advance(60_000);
    expect((await application(applicant)).decisionStatus).toBe('FUNDED');
    const again = await applicant.call('createApplication', {
      body: {
        intendedUseOfFunds: 'MEDICAL',
        requestedLoanAmount: { amount: 500, currency: 'USD' },
        desiredLoanTermInMonths: 6,
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.result).toMatchObject({
      userErrorCode: 'NEW_APPLICATION_INELIGIBLE',
      message: 'You are not eligible for a new application',
      details: { reason: 'OPEN_LOAN', applicationUuid: applicant.applicationUuid },
    });
    // Get-relief's pre-flow sends them to "not eligible" before they fill anything in.
    const preFlow = await applicant.call('getPreFlowCurrentStep', { query: { loanAmount: 500 } });
    expect(preFlow.result).toMatchObject({ currentPreFlowStep: 'NOT_ELIGIBLE' });
    // Confirming the name on get-started says the same.
    const named = await applicant.call('postGetStartedStep', {
      body: { firstName: 'Maria', lastName: 'Lopez' },
    });
    expect(named.result).toMatchObject({ currentPreFlowStep: 'NOT_ELIGIBLE' });
  });

  it('A loan that is not instant funds on the next business day, settled by any read of the flow', async () => {
    await start();
    const applicant = await accepted(averageCredit);
    clock.advance(10 * 60_000);
    expect((await application(applicant)).decisionStatus).toBe('IN_PROGRESS');
    clock.now = new Date('2026-11-26T00:00:00.000Z'); // Thursday, the next business day
    // The session has long expired by then: the same person signs in again.
    const again = { ...(await signIn(harness)), applicationUuid: applicant.applicationUuid };
    expect((await currentStep(again)).currentFlowStep).toBe('FUNNEL_COMPLETE');
    const funded = await application(again);
    expect(funded).toMatchObject({ decisionStatus: 'FUNDED', resolvedAt: '2026-11-26T00:00:00.000Z' });
  });
});

describe('the adverse-action notice', () => {
  it('The owner reads the reasons, the bureau and their rights, the ECOA notice, creditor and date, and no SSN', async () => {
    await start();
    const applicant = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const page = await noticePage(applicant, applicant.applicationUuid);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      'Notice of action taken',
      'Your credit score is below the minimum we lend at.',
      'Sandbox Credit Reporting Services',
      'P.O. Box 4500, Columbus, OH 43215',
      '1-800-555-0142',
      'https://bureau.relief-loans.example',
      'no later than 60 days',
      'dispute',
      'played no part in our decision',
      'Equal Credit Opportunity Act',
      'Harbor Trust Bank',
      'Nov 25, 2026',
      // FCRA §615(a)(2): the score used (the sandbox bureau's 520 for this persona), its range and source.
      'Your credit score: <strong>520</strong>, on a scale from 300 (lowest) to 850 (highest)',
      'provided by Sandbox Credit Reporting Services',
    ])
      expect(page.body).toContain(text);
    // The key factors are the bureau's, for the score, listed apart from our reasons (FCRA §615(a)(2)(B)).
    const [principal, score] = page.body.split('<h2>Your credit score</h2>');
    expect(principal).toContain('<li>Your credit score is below the minimum we lend at.</li>');
    expect(score).toContain('Key factors that adversely affected your credit score');
    const factors = [...(score ?? '').split('</ul>')[0]!.matchAll(/<li>([^<]+)<\/li>/g)].map(
      (match) => match[1],
    );
    expect(factors).toEqual([
      'Serious delinquency on one or more accounts',
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Too many inquiries in the last 12 months',
      'Too few accounts currently paid as agreed',
    ]);
    expect(score?.split('</ul>')[0]).not.toContain('below the minimum we lend at');
    for (const secret of ['123453100', '123-45-3100', '3100', '1985'])
      expect(page.body).not.toContain(secret);
  });

  it('Someone else’s notice is the same 404 as an unknown one; an application without a decline has no notice', async () => {
    await start();
    const applicant = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const stranger = await signIn(harness, { firstName: 'Ann', lastName: 'Other' });
    const theirs = await noticePage(stranger, applicant.applicationUuid);
    const unknown = await noticePage(stranger, '00000000-0000-4000-8000-000000000000');
    const junk = await noticePage(stranger, '<script>x</script>');
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(junk.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.body).not.toContain('credit score');

    const own = await applicantWithApplication(harness, { firstName: 'Ann', lastName: 'Other' });
    const none = await noticePage(own, own.applicationUuid);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('There is no notice for this application');
    const signedOut = await harness.app.inject({
      url: `/adverse_action_notices?application_uuid=${applicant.applicationUuid}`,
    });
    expect(signedOut.statusCode).toBe(303);
  });

  it('A state disqualification has its notice too, with no consumer report', async () => {
    await start();
    const applicant = await applicantWithApplication(harness);
    await putPersonalInfo(applicant, {
      address: { streetLineOne: '1 Broadway', city: 'New York', stateCode: 'NY', zipCode: '10004' },
      phone: '2025550143',
    });
    expect((await submitStep(applicant, 'address-and-phone')).result.currentFlowStep).toBe(
      'STATE_NOT_AVAILABLE',
    );
    expect((await application(applicant)).decisionStatus).toBe('DISQUALIFIED');
    const page = await noticePage(applicant, applicant.applicationUuid);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We do not offer this loan in your state.');
    expect(page.body).toContain('No consumer report was used in this decision.');
  });
});

describe('bad input', () => {
  it('Nothing on the new steps and operation answers 500 to bad input', async () => {
    await start();
    const applicant = await pricedTo(declined, 'PRICING_DISQUALIFIED');
    const steps = [
      'pricing-disqualified',
      'disqualified-with-ploc-offers',
      'plaid-required-opted-out',
      'turndown-entry',
      'turndown-disqualified',
    ];
    const bodies: unknown[] = [{ junk: 1 }, { continueWithPlaid: 'yes' }, [], 'text', null];
    for (const step of steps) {
      expect((await readStep(applicant, step)).statusCode).toBeLessThan(500);
      for (const body of bodies)
        expect((await submitStep(applicant, step, body)).statusCode).toBeLessThan(500);
    }
    for (const uuid of ['not-a-uuid', '%00', 'x'.repeat(300)]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/application-status/${uuid}/self-no-products`,
        headers: { authorization: `Bearer ${applicant.token}`, 'x-csrf-token': applicant.csrf },
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    const withBody = await harness.app.inject({
      method: 'POST',
      url: `/application-status/${applicant.applicationUuid}/self-no-products`,
      headers: {
        authorization: `Bearer ${applicant.token}`,
        'x-csrf-token': applicant.csrf,
        'content-type': 'application/json',
      },
      payload: '{"nonsense":',
    });
    expect(withBody.statusCode).toBeLessThan(500);
    for (const query of [
      'application_uuid=',
      'application_uuid=a&application_uuid=b',
      'application_uuid[x]=1',
    ]) {
      const page = await harness.app.inject({
        url: `/adverse_action_notices?${query}`,
        headers: { cookie: applicant.cookie },
      });
      expect(page.statusCode).toBeLessThan(500);
    }
  });
});
