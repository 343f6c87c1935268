/**
 * The bank link (docs/bank-link.md): add-bank-assets asks, PLAID links a sandbox bank
 * (link token, sign-in, one-time public token, exchange), the balances arrive after a while, and
 * PLAID_PRICING prices with them; declining goes to the offers (optional) or to
 * PLAID_REQUIRED_OPTED_OUT (required). The access token never leaves the server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import { latestBankLink, readAccessToken } from '../../server/store/bankLinks';
import { currentStep, placeOnStep, readStep, submitStep, type Applicant } from './support/identityJourney';
import {
  applicantPriced,
  getOffers,
  startPricingApp,
  type Clock,
  type Persona,
} from './support/pricingJourney';
import { applicantWithApplication, signIn, type ApiResponse, type TestApp } from './support/testApp';

/** docs/pricing-rules.md: score 680 (tier C) with $6,000 saved: a link could price better. */
const linkOptional: Persona = { ssn: '123455500', savingsCheckingAmount: 6000 };
/** A thin credit file: no offers without a link. */
const linkRequired: Persona = { ssn: '123452500' };

const assetsDelayMs = 1500;
const bank = 'ins_maple_street';

let harness: TestApp;
let clock: Clock;
/** Every answer of the bank-link calls, to prove none carries the access token. */
let answers: ApiResponse[];

afterEach(async () => {
  await harness.close();
});

async function start() {
  ({ harness, clock } = await startPricingApp(0));
  answers = [];
}

const kept = async (response: Promise<ApiResponse>) => {
  const answer = await response;
  answers.push(answer);
  return answer;
};

const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });
const linkToken = (applicant: Applicant) =>
  kept(applicant.call('createBankLinkToken', { params: params(applicant) }));
const signInToBank = (applicant: Applicant, token: string, username = 'user_good', password = 'pass_good') =>
  kept(
    applicant.call('signInToBank', { body: { linkToken: token, institutionId: bank, username, password } }),
  );
const exchange = (applicant: Applicant, publicToken: string) =>
  kept(applicant.call('exchangeBankLinkToken', { params: params(applicant), body: { publicToken } }));
const assetsStatus = (applicant: Applicant) =>
  kept(applicant.call('getAssetsStatus', { query: { application_uuid: applicant.applicationUuid } }));
const submit = (applicant: Applicant, step: string, body: unknown) => kept(submitStep(applicant, step, body));

/** Priced as the persona and on ADD_BANK_ASSETS. */
async function onAddBankAssets(persona: Persona): Promise<Applicant> {
  const applicant = await applicantPriced(harness, persona);
  expect((await currentStep(applicant)).currentFlowStep).toBe('ADD_BANK_ASSETS');
  return applicant;
}

/** Chose to link: now on PLAID. */
async function onPlaid(persona: Persona): Promise<Applicant> {
  const applicant = await onAddBankAssets(persona);
  const moved = await submit(applicant, 'add-bank-assets', { continueWithPlaid: true });
  expect(moved.result).toEqual({ currentFlowStep: 'PLAID', canGoBack: false });
  return applicant;
}

/** Links the sandbox bank as `username` and waits out the balances: READY (or FAILED). */
async function linkBank(applicant: Applicant, username = 'user_good') {
  const token = await linkToken(applicant);
  expect(token.statusCode).toBe(200);
  const signedIn = await signInToBank(applicant, String(token.result.linkToken), username);
  expect(signedIn.statusCode).toBe(200);
  const exchanged = await exchange(applicant, String(signedIn.result.publicToken));
  expect(exchanged.result.status).toBe('PENDING');
  clock.advance(assetsDelayMs);
  return assetsStatus(applicant);
}

type OfferData = { defaultLoanOffer: { annualPercentageRate: number; loanAmount: number } };
const defaultApr = async (applicant: Applicant) =>
  ((await getOffers(applicant)).result.sdlOfferData as OfferData).defaultLoanOffer.annualPercentageRate;

/** The application's runs in the order they were made (the store's latestRun order, oldest first). */
const runs = (applicant: Applicant) =>
  harness.app.db
    .selectFrom('pricing_runs as r')
    .select(['r.kind', 'r.outcome', 'r.tier', 'r.decline_reasons'])
    .where('r.application_uuid', '=', applicant.applicationUuid)
    .orderBy('r.started_at')
    .orderBy('r.attempt')
    .orderBy(
      (eb) =>
        eb
          .selectFrom('loan_offers as o')
          .select((inner) => inner.fn.max('o.loan_offer_id').as('highest'))
          .whereRef('o.pricing_uuid', '=', 'r.pricing_uuid'),
      (order) => order.asc().nullsFirst(),
    )
    .orderBy('r.pricing_uuid')
    .execute();

describe('bank link', () => {
  it('Applicant offered an optional link links a bank, waits for the balances and gets better-priced offers', async () => {
    await start();
    const applicant = await onAddBankAssets(linkOptional);
    expect((await kept(readStep(applicant, 'add-bank-assets'))).result).toEqual({
      bankLinkRequirement: 'OPTIONAL',
    });
    const pricedApr = await defaultApr(applicant);

    await submit(applicant, 'add-bank-assets', { continueWithPlaid: true });
    expect((await kept(readStep(applicant, 'plaid'))).result).toEqual({
      applicationPlaidInfo: {
        status: 'NOT_LINKED',
        institutionName: null,
        accountCount: 0,
        linkedAt: null,
        expectedReadyAt: null,
      },
      shouldRequestAssetsAgain: false,
      bankLinkRequirement: 'OPTIONAL',
    });

    const token = await linkToken(applicant);
    expect(token.statusCode).toBe(200);
    expect(token.result.linkToken).toMatch(/^link-sandbox-/);
    expect(token.result.expiration).toBe(new Date(clock.now.getTime() + 30 * 60_000).toISOString());
    expect((token.result.institutions as unknown[]).length).toBeGreaterThanOrEqual(3);

    const signedIn = await signInToBank(applicant, String(token.result.linkToken));
    expect(signedIn.result).toMatchObject({ institutionName: 'Maple Street Bank' });
    expect(signedIn.result.accounts).toHaveLength(2);

    const exchanged = await exchange(applicant, String(signedIn.result.publicToken));
    const linkedAt = clock.now.toISOString();
    expect(exchanged.result).toEqual({
      status: 'PENDING',
      institutionName: 'Maple Street Bank',
      accountCount: 2,
      linkedAt,
      expectedReadyAt: new Date(clock.now.getTime() + assetsDelayMs).toISOString(),
    });
    // The balances have not arrived: continuing with the link is refused for now.
    const early = await submit(applicant, 'plaid', { continueWithPlaid: true });
    expect(early.statusCode).toBe(422);
    expect(early.result.userErrorCode).toBe('STEP_MISSING_PLAID_ASSETS');

    clock.advance(assetsDelayMs);
    expect((await assetsStatus(applicant)).result).toEqual({
      status: 'READY',
      institutionName: 'Maple Street Bank',
      accountCount: 2,
      linkedAt,
      expectedReadyAt: null,
    });
    const moved = await submit(applicant, 'plaid', { continueWithPlaid: true, plaidOptional: true });
    expect(moved.result).toEqual({ currentFlowStep: 'PLAID_PRICING', canGoBack: false });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');

    // $3,000 linked (>= bankLink.betterTierAtLinkedBalance) prices one tier better: C -> B.
    expect((await runs(applicant)).map(({ kind, outcome, tier }) => [kind, outcome, tier])).toEqual([
      ['PRICING', 'PLAID_OPTIONAL', 'C'],
      ['PLAID_PRICING', 'QUALIFIED', 'B'],
    ]);
    expect(await defaultApr(applicant)).toBeLessThan(pricedApr);
  });

  it('Applicant who linked a bank can have the money sent to its checking account, named by the bank', async () => {
    await start();
    const applicant = await onAddBankAssets(linkOptional);
    await submit(applicant, 'add-bank-assets', { continueWithPlaid: true });
    expect((await linkBank(applicant)).result.status).toBe('READY');
    await submit(applicant, 'plaid', { continueWithPlaid: true, plaidOptional: true });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    const offers = (await getOffers(applicant)).result.sdlOfferData as {
      defaultLoanOffer: { loanOfferId: number };
    };
    await submit(applicant, 'offer-selection', {
      loanOfferId: offers.defaultLoanOffer.loanOfferId,
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
    });
    const linkedAccount = {
      destination: 'LINKED_ACCOUNT',
      institutionName: 'Maple Street Bank',
      accountName: 'Everyday Checking',
      accountType: 'CHECKING',
      lastFour: '0000',
    };
    const review = await kept(readStep(applicant, 'offer-review'));
    expect(review.result.linkedBankAccount).toEqual(linkedAccount);
    const accepted = await submit(applicant, 'offer-review', {
      loanAgreementTextHash: (review.result.loanAgreement as { textHash: string }).textHash,
      selectedLoanOfferApplicationUuid: applicant.applicationUuid,
      ssn: linkOptional.ssn,
      useOfFunds: 'MEDICAL',
      agreedConsents: ['ELECTRONIC_COMMUNICATIONS_CONSENT'],
      fundsAccount: { destination: 'LINKED_ACCOUNT' },
    });
    expect(accepted.result).toEqual({ currentFlowStep: 'FUNNEL_COMPLETE', canGoBack: false });
    const selected = await kept(
      applicant.call('getSelectedLoanOffer', { params: { applicationUuid: applicant.applicationUuid } }),
    );
    expect(selected.result.fundsAccount).toEqual(linkedAccount);
    // The access token stays on the server, whatever the answer.
    for (const answer of answers) expect(JSON.stringify(answer.result)).not.toMatch(/access-sandbox/);
  });

  it('Applicant who declines an optional link chooses among the offers priced already', async () => {
    await start();
    const applicant = await onAddBankAssets(linkOptional);
    const moved = await submit(applicant, 'add-bank-assets', { continueWithPlaid: false });
    expect(moved.result).toEqual({ currentFlowStep: 'OFFER_SELECTION', canGoBack: false });
    expect((await getOffers(applicant)).statusCode).toBe(200);
  });

  it('Applicant who changes their mind on the bank link step goes on to the offers without linking', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const moved = await submit(applicant, 'plaid', { continueWithPlaid: false, plaidOptional: true });
    expect(moved.result.currentFlowStep).toBe('OFFER_SELECTION');
    expect(await runs(applicant)).toHaveLength(1);
  });

  it('Applicant with a thin file who links healthy balances gets offers', async () => {
    await start();
    const applicant = await onAddBankAssets(linkRequired);
    expect((await kept(readStep(applicant, 'add-bank-assets'))).result).toEqual({
      bankLinkRequirement: 'REQUIRED',
    });
    await submit(applicant, 'add-bank-assets', { continueWithPlaid: true });
    expect((await kept(readStep(applicant, 'plaid'))).result.bankLinkRequirement).toBe('REQUIRED');
    expect((await linkBank(applicant)).result.status).toBe('READY');
    await submit(applicant, 'plaid', { continueWithPlaid: true, plaidOptional: false });
    expect((await currentStep(applicant)).currentFlowStep).toBe('OFFER_SELECTION');
    // Thin file: the last tier (D) with a link, one better for $3,000 linked.
    expect((await runs(applicant)).at(-1)).toMatchObject({
      kind: 'PLAID_PRICING',
      outcome: 'QUALIFIED',
      tier: 'C',
    });
    expect((await getOffers(applicant)).statusCode).toBe(200);
  });

  it('Applicant with a thin file whose linked balances are low is declined with the reasons kept', async () => {
    await start();
    const applicant = await onPlaid(linkRequired);
    expect((await linkBank(applicant, 'user_low')).result).toMatchObject({
      status: 'READY',
      accountCount: 1,
    });
    await submit(applicant, 'plaid', { continueWithPlaid: true });
    expect((await currentStep(applicant)).currentFlowStep).toBe('PLAID_DISQUALIFIED');
    const reasons = JSON.parse((await runs(applicant)).at(-1)!.decline_reasons!) as { code: string }[];
    expect(reasons.map((reason) => reason.code)).toEqual(['THIN_CREDIT_FILE', 'INSUFFICIENT_SAVINGS']);
  });

  it.each([
    ['on the add-bank-assets question', false],
    ['on the bank link step', true],
  ])(
    'Applicant who must link a bank and opts out %s reaches PLAID_REQUIRED_OPTED_OUT',
    async (_where, onLink) => {
      await start();
      const applicant = onLink ? await onPlaid(linkRequired) : await onAddBankAssets(linkRequired);
      const moved = await submit(applicant, onLink ? 'plaid' : 'add-bank-assets', {
        continueWithPlaid: false,
        // The app's claim is not what decides: the server's pricing run said the link is required.
        ...(onLink ? { plaidOptional: true } : {}),
      });
      expect(moved.result.currentFlowStep).toBe('PLAID_REQUIRED_OPTED_OUT');
    },
  );

  it('Applicant who mistypes the bank password is told so, and nothing is linked', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const token = String((await linkToken(applicant)).result.linkToken);
    for (const [username, password] of [
      ['user_good', 'wrong'],
      ['someone', 'pass_good'],
    ] as const) {
      const refused = await signInToBank(applicant, token, username, password);
      expect(refused.statusCode).toBe(422);
      expect(refused.result).toMatchObject({
        userErrorCode: 'BANK_LINK_INVALID_CREDENTIALS',
        message: 'The username or password is incorrect. Check them and try again.',
      });
    }
    const otherBank = await kept(
      applicant.call('signInToBank', {
        body: {
          linkToken: token,
          institutionId: 'ins_nowhere',
          username: 'user_good',
          password: 'pass_good',
        },
      }),
    );
    expect(otherBank.statusCode).toBe(400);
    expect(otherBank.result.details?.fieldErrors?.[0]?.path).toBe('/institutionId');
    // The same link token still works once the right password is given.
    expect((await signInToBank(applicant, token)).statusCode).toBe(200);
    expect((await assetsStatus(applicant)).result.status).toBe('NOT_LINKED');
  });

  it('A link token expires after 30 minutes and a public token works once', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const token = String((await linkToken(applicant)).result.linkToken);
    const publicToken = String((await signInToBank(applicant, token)).result.publicToken);
    expect((await exchange(applicant, publicToken)).statusCode).toBe(200);
    const again = await exchange(applicant, publicToken);
    expect(again.statusCode).toBe(422);
    expect(again.result.userErrorCode).toBe('BANK_LINK_TOKEN_EXPIRED');
    const made = await exchange(applicant, 'public-sandbox-made-up');
    expect(made.result.userErrorCode).toBe('BANK_LINK_TOKEN_EXPIRED');

    clock.advance(30 * 60_000 + 1);
    const late = await signInToBank(applicant, token);
    expect(late.statusCode).toBe(422);
    expect(late.result.userErrorCode).toBe('BANK_LINK_TOKEN_EXPIRED');
  });

  it('Applicant who continues with no bank linked is told to link one first', async () => {
    await start();
    const applicant = await onPlaid(linkRequired);
    const refused = await submit(applicant, 'plaid', { continueWithPlaid: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.result).toMatchObject({
      userErrorCode: 'STEP_MISSING_PLAID_ASSETS',
      message: 'Link a bank account before you continue',
    });
    expect((await currentStep(applicant)).currentFlowStep).toBe('PLAID');
  });

  it('A bank can be linked only on the bank link step (409 elsewhere)', async () => {
    await start();
    const applicant = await onAddBankAssets(linkOptional);
    const early = await linkToken(applicant);
    expect(early.statusCode).toBe(409);
    expect(early.result.details).toEqual({ currentFlowStep: 'ADD_BANK_ASSETS' });
    expect((await exchange(applicant, 'public-sandbox-x')).statusCode).toBe(409);
  });

  it("Someone else cannot read, start or use another applicant's bank link", async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const token = String((await linkToken(applicant)).result.linkToken);
    const publicToken = String((await signInToBank(applicant, token)).result.publicToken);
    const other = await applicantWithApplication(harness, { firstName: 'Ana', lastName: 'Other' });
    const asOther = { ...other, applicationUuid: applicant.applicationUuid };
    expect((await assetsStatus(asOther)).statusCode).toBe(404);
    expect((await linkToken(asOther)).statusCode).toBe(404);
    expect((await exchange(asOther, publicToken)).statusCode).toBe(404);
    const theirToken = await signInToBank(asOther, token);
    expect(theirToken.statusCode).toBe(422);
    expect(theirToken.result.userErrorCode).toBe('BANK_LINK_TOKEN_EXPIRED');
    // Their own application, on its bank link step, cannot take this applicant's public token either.
    await placeOnStep(harness, other, 'PLAID');
    const taken = await exchange(other, publicToken);
    expect(taken.statusCode).toBe(422);
    expect(taken.result.userErrorCode).toBe('BANK_LINK_TOKEN_EXPIRED');
    expect((await exchange(applicant, publicToken)).statusCode).toBe(200);
  });

  it('Balances that never arrive fail the link; the applicant links again; old balances are asked for again', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    expect((await linkBank(applicant, 'user_unavailable')).result.status).toBe('FAILED');
    expect((await kept(readStep(applicant, 'plaid'))).result.shouldRequestAssetsAgain).toBe(true);
    expect((await submit(applicant, 'plaid', { continueWithPlaid: true })).statusCode).toBe(422);

    expect((await linkBank(applicant)).result.status).toBe('READY');
    expect((await kept(readStep(applicant, 'plaid'))).result.shouldRequestAssetsAgain).toBe(false);
    clock.advance(31 * 24 * 60 * 60_000);
    // A month on, the applicant signs in again (the same person) and finds the balances too old.
    const back = { ...(await signIn(harness)), applicationUuid: applicant.applicationUuid };
    expect((await kept(readStep(back, 'plaid'))).result.shouldRequestAssetsAgain).toBe(true);
    expect((await submit(back, 'plaid', { continueWithPlaid: true })).result.userErrorCode).toBe(
      'STEP_MISSING_PLAID_ASSETS',
    );
  });

  it('Balances still on their way when the server restarts arrive after it', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const token = String((await linkToken(applicant)).result.linkToken);
    await exchange(applicant, String((await signInToBank(applicant, token)).result.publicToken));
    await harness.restart();
    expect((await assetsStatus(applicant)).result.status).toBe('PENDING');
    clock.advance(assetsDelayMs);
    expect((await assetsStatus(applicant)).result.status).toBe('READY');
  });

  it('Bad input to the bank link calls is refused with 400, never a 500', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    const missing = await kept(applicant.call('signInToBank', { body: { linkToken: 'x' } }));
    expect(missing.statusCode).toBe(400);
    const noToken = await kept(
      applicant.call('exchangeBankLinkToken', { params: params(applicant), body: {} }),
    );
    expect(noToken.statusCode).toBe(400);
    const badQuery = await kept(
      applicant.call('getAssetsStatus', { query: { application_uuid: 'not-a-uuid' } }),
    );
    expect(badQuery.statusCode).toBe(400);
    const notBoolean = await submit(applicant, 'plaid', { continueWithPlaid: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('The access token stays on the server: encrypted at rest and in no answer', async () => {
    await start();
    const applicant = await onPlaid(linkOptional);
    await linkBank(applicant);
    await kept(readStep(applicant, 'plaid'));
    const link = (await latestBankLink(harness.app.db, applicant.applicationUuid))!;
    const accessToken = (await readAccessToken(
      harness.app.db,
      createPersonalDataCipher(harness.personalDataKey),
      link,
    ))!;
    expect(accessToken).toMatch(/^access-sandbox-/);
    const stored = await harness.app.db.selectFrom('bank_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(accessToken);
    expect(answers.length).toBeGreaterThan(5);
    for (const answer of answers) {
      const text = answer.response.body;
      expect(text).not.toContain(accessToken);
      expect(text).not.toMatch(/access-sandbox|accessToken/);
    }
  });
});
