/**
 * Every way out that is not a loan, reached from form inputs (or placed on its
 * step through the API, scripts/journey) with the personas of docs/pricing-rules.md and the sandbox
 * turndown names (server/domain/outcomes/turndown.ts). Each screen says why, what would change the answer
 * and where to go; axe checks it and its screenshots are saved. Every outcome screen refuses to show
 * for an application that is elsewhere and follows the server there.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import flow from '../../schemas/flow.json' with { type: 'json' };
import product from '../../schemas/product.json' with { type: 'json' };
import { signIn } from '../../scripts/journey/api';
import {
  applicantData,
  applicationAt,
  newApplication,
  stepPageUrl,
  uniquePerson,
} from '../../scripts/journey/applicationAt';
import { expectNoAxeViolations } from './support/axe';
import {
  continueButton,
  expectHeading,
  fillAddressAndPhone,
  loanRoute,
  openGetRelief,
  submitGetRelief,
} from './support/funnel';
import { uniqueName, signIn as signInInBrowser } from './support/people';
import { openAtStep } from './support/placed';
import {
  agreeAs,
  bankLinkRequired,
  cashLineOffered,
  declinedForScore,
  identityUnmatched,
  reachAgreeAs,
  type PricingPersona,
} from './support/pricingPersona';
import { captureScreens } from './support/screens';
import { anotherTab, serverCurrentStep, waitOutPricing } from './support/serverFlow';

const pages = copy.pages;
const steps = flow.application.steps as Record<string, { screen: string; route?: string }>;

/** The route (under /loan/{uuid}/) of an outcome screen, from flow.json. */
function routeOfScreen(screen: string): string {
  const route = Object.values(steps).find((config) => config.screen === screen)?.route;
  if (!route) throw new Error(`flow.json gives ${screen} no route`);
  return route;
}

const noticeHref = (applicationUuid: string) => `/adverse_action_notices?application_uuid=${applicationUuid}`;

async function signInContext(
  context: BrowserContext,
  baseURL: string,
  cookie: { name: string; value: string },
) {
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: baseURL }]);
}

/** Agrees in the browser as the persona and waits out pricing; answers the application id. */
async function pricedAs(page: Page, baseURL: string, persona: PricingPersona, expectedStep: string) {
  const applicationUuid = await reachAgreeAs(page, baseURL, persona);
  await agreeAs(page, persona);
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  expect(await waitOutPricing(page, applicationUuid)).toBe(expectedStep);
  return applicationUuid;
}

async function checkPage(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  await captureScreens(page, name);
}

test('Applicant in a state we don’t serve reads why and what would change the answer', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'ADDRESS_AND_PHONE');
  await fillAddressAndPhone(page, {
    street: '350 5th Ave',
    city: 'New York',
    stateCode: 'NY',
    stateName: 'New York',
    zip: '10118',
    phone: '2125550147',
  });
  await continueButton(page).click();
  await page.waitForURL(loanRoute('not-available/state', applicationUuid));
  await expectHeading(page, pages.disqualifiedState.title);
  await expect(page.getByText(/Connecticut, New York and Wisconsin/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: pages.disqualifiedState.notice.link })).toHaveAttribute(
    'href',
    noticeHref(applicationUuid),
  );
  await expect(page.getByText(product.supportEmail, { exact: false }).first()).toBeVisible();
  await checkPage(page, 'outcome-not-available-state');
});

test('Applicant below the minimum income reads the minimum and what counts as income', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const placed = await applicationAt(baseURL, 'INCOME', uniquePerson('LowIncome'));
  await placed.session.call('POST', `/application/${placed.applicationUuid}/jobs-income-sources`, {
    kind: 'JOB',
    jobFields: { ...applicantData.salaryJob, salary: 10000 },
  });
  const moved = await placed.session.call<{ currentFlowStep: string }>(
    'POST',
    `/flow/${placed.applicationUuid}/step/income`,
    {},
  );
  expect(moved.currentFlowStep).toBe('INCOME_NOT_AVAILABLE');
  await signInContext(context, baseURL, placed.cookie);
  await page.goto(stepPageUrl(baseURL, placed.applicationUuid, 'INCOME_NOT_AVAILABLE'));
  await expectHeading(page, pages.disqualifiedIncome.title);
  await expect(page.getByText(/at least \$12,000 before taxes/)).toBeVisible();
  // How to reach us, from GET /application/{uuid}/contact-us.
  const help = page.getByRole('region', { name: copy.contactUs.title });
  await expect(help.getByRole('link', { name: product.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${product.supportEmail}`,
  );
  await expect(help.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  await expect(help.getByRole('heading', { level: 3, name: 'Hours (Eastern Time)' })).toBeVisible();
  await checkPage(page, 'outcome-not-available-income');
});

test('Applicant declined at pricing reads why, how to qualify, when to come back, and the notice', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const applicationUuid = await pricedAs(page, baseURL, declinedForScore, 'PRICING_DISQUALIFIED');
  await page.waitForURL(loanRoute(routeOfScreen('futureEligibilityOffer'), applicationUuid));
  const offer = pages.futureEligibilityOffer;
  await expectHeading(page, offer.title);
  await expect(page.getByText(offer.reasons.CREDIT_SCORE_TOO_LOW)).toBeVisible();
  await expect(page.getByText(offer.advice.CREDIT_SCORE_TOO_LOW)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: offer.comeBackTitle })).toBeVisible();
  await expect(page.getByText(/You can apply again on or after/)).toBeVisible();
  await expect(page.getByRole('link', { name: offer.noticeLink })).toHaveAttribute(
    'href',
    noticeHref(applicationUuid),
  );
  await checkPage(page, 'outcome-future-eligibility-offer');

  // The chat assistant answers from its knowledge base.
  const chat = page.getByRole('complementary', { name: offer.assistantRegion });
  await chat.getByLabel(/Ask a question/).fill('When can I apply again?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText(/apply again 30 days after our decision/);

  // The plain not-available/pricing page of the same decline.
  await page.goto(`/relief-loans/loan/${applicationUuid}/not-available/pricing`);
  await expectHeading(page, pages.disqualifiedPricing.title);
  await expect(page.getByText(offer.reasons.CREDIT_SCORE_TOO_LOW)).toBeVisible();
  await expect(page.getByRole('link', { name: offer.noticeLink })).toHaveAttribute(
    'href',
    noticeHref(applicationUuid),
  );
  await checkPage(page, 'outcome-not-available-pricing');
});

test('Applicant offered a cash line reads it and its terms, and opens it in the app', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const applicationUuid = await pricedAs(page, baseURL, cashLineOffered, 'DISQUALIFIED_WITH_PLOC_OFFER');
  await page.waitForURL(loanRoute(routeOfScreen('futureEligibilityCashLine'), applicationUuid));
  const cashLine = pages.futureEligibilityCashLine;
  await expectHeading(page, cashLine.title);
  await expect(page.getByText('$500.00', { exact: true })).toBeVisible();
  await expect(page.getByText('$5.00 a month', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: cashLine.meaningTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: cashLine.noticeLink })).toHaveAttribute(
    'href',
    noticeHref(applicationUuid),
  );
  await expect(page.getByRole('heading', { level: 2, name: cashLine.openTitle })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Cash line terms' });
  await expect(terms).toContainText('Harbor Trust Bank opens a line of credit of up to $500.00 for you.');
  await checkPage(page, 'outcome-future-eligibility-cash-line');

  await page.getByRole('button', { name: cashLine.openButton }).click();
  await expect(page.getByRole('heading', { level: 2, name: cashLine.openedTitle })).toBeVisible();
  await expect(
    page.getByText(/^Harbor Trust Bank opened your cash line of up to \$500\.00 on /),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: cashLine.openButton })).toHaveCount(0);
  // A reload shows the line open: the server holds it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: cashLine.openedTitle })).toBeVisible();
  await checkPage(page, 'outcome-future-eligibility-cash-line-opened');
});

test('Applicant who said no to a required bank link can link one now', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const applicationUuid = await pricedAs(page, baseURL, bankLinkRequired, 'ADD_BANK_ASSETS');
  await page.waitForURL(loanRoute('bank-assets', applicationUuid));
  await page.getByRole('button', { name: pages.bankAssets.noThanks }).click();
  await page.waitForURL(loanRoute(routeOfScreen('futureEligibilityBankAccount'), applicationUuid));
  const bankAccount = pages.futureEligibilityBankAccount;
  await expectHeading(page, bankAccount.title);
  await expect(page.getByRole('heading', { level: 2, name: bankAccount.whyTitle })).toBeVisible();
  await expect(page.getByText(/at least \$500 in your linked accounts/)).toBeVisible();
  await checkPage(page, 'outcome-future-eligibility-bank-account');

  await page.getByRole('button', { name: bankAccount.link }).click();
  await page.waitForURL(loanRoute('getting-assets', applicationUuid));
  expect(await serverCurrentStep(page, applicationUuid)).toBe('PLAID');
});

test('Applicant the bureau cannot match withdraws the request and is told where to go', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const applicationUuid = await pricedAs(page, baseURL, identityUnmatched, 'UNABLE_TO_VERIFY');
  await page.waitForURL(loanRoute(routeOfScreen('unableToVerify'), applicationUuid));
  const unable = pages.unableToVerify;
  await expectHeading(page, unable.title);
  await expect(page.getByRole('button', { name: unable.startNew })).toBeVisible();
  await checkPage(page, 'outcome-unable-to-verify');

  await page.getByRole('button', { name: unable.withdraw }).click();
  const confirm = page.getByRole('dialog', { name: unable.confirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: unable.withdraw }).click();
  await expectHeading(page, pages.unableToVerifyWithdrawn.title);
  const api = await anotherTab(page);
  const application = (await api('GET', `/application/${applicationUuid}`)) as { decisionStatus: string };
  expect(application.decisionStatus).toBe('WITHDRAWN');
  await checkPage(page, 'outcome-unable-to-verify-withdrawn');

  // A withdrawn request stays withdrawn when the page is opened again.
  await page.reload();
  await expectHeading(page, pages.unableToVerifyWithdrawn.title);
  await expect(page.getByRole('button', { name: unable.withdraw })).toHaveCount(0);
});

test('Applicant whose personal loan was declined explores a Relief Loan and gets offers', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const name = uniqueName('Tess', 'Turndown');
  const { session, applicationUuid } = await newApplication(baseURL, {
    firstName: name.first,
    lastName: name.last,
  });
  await signInContext(context, baseURL, session.cookie);
  await page.goto(stepPageUrl(baseURL, applicationUuid, 'TURNDOWN_ENTRY'));
  const exploring = pages.exploringOptions;
  await expectHeading(page, exploring.title);
  await expect(page.getByRole('heading', { level: 2, name: exploring.offersTitle })).toBeVisible();
  // The cross-sell status says this application comes from a declined personal loan.
  await expect(page.getByText(/^Your personal loan application wasn’t approved/)).toBeVisible();
  await checkPage(page, 'outcome-exploring-options');

  await continueButton(page).click();
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  expect(await waitOutPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
});

test('Applicant declined for a personal loan and a Relief Loan reads why and how to qualify', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const name = uniqueName('Tess', 'Turndown-Declined');
  const { session, applicationUuid } = await newApplication(baseURL, {
    firstName: name.first,
    lastName: name.last,
  });
  await signInContext(context, baseURL, session.cookie);
  await page.goto(stepPageUrl(baseURL, applicationUuid, 'TURNDOWN_ENTRY'));
  await expectHeading(page, pages.exploringOptions.title);
  await continueButton(page).click();
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  expect(await waitOutPricing(page, applicationUuid)).toBe('TURNDOWN_DISQUALIFIED');
  await page.waitForURL(loanRoute(routeOfScreen('futureEligibilityPersonalLoan'), applicationUuid));
  const personalLoan = pages.futureEligibilityPersonalLoan;
  await expectHeading(page, personalLoan.title);
  await expect(page.getByText(pages.futureEligibilityOffer.reasons.CREDIT_SCORE_TOO_LOW)).toBeVisible();
  await expect(page.getByRole('link', { name: pages.futureEligibilityOffer.noticeLink })).toHaveAttribute(
    'href',
    noticeHref(applicationUuid),
  );
  await checkPage(page, 'outcome-future-eligibility-personal-loan');
});

test('Person who may not start an application reads why, what they can do and whom to ask', async ({
  page,
}) => {
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInInBrowser(page, uniqueName('Jordan', 'Ineligible'));
  await page.waitForURL(/\/relief-loans\/not-eligible(\?|$)/);
  await expectHeading(page, pages.notEligible.title);
  await expect(
    page.getByRole('heading', { level: 2, name: pages.notEligible.sections[0]?.title ?? '' }),
  ).toBeVisible();
  await expect(page.getByText(product.supportEmail, { exact: false }).first()).toBeVisible();
  await checkPage(page, 'outcome-not-eligible');
});

test('Signed-in person on not-available reads who can get a Relief Loan', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const session = await signIn(baseURL, uniquePerson('NotAvailable'));
  await signInContext(context, baseURL, session.cookie);
  await page.goto('/relief-loans/not-available');
  await expectHeading(page, pages.notAvailable.title);
  await expect(page.getByText(/\$12,000 a year/)).toBeVisible();
  await checkPage(page, 'outcome-not-available');
});

test('No outcome screen shows for an application that is elsewhere: each follows the server', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'ID_VERIFICATION');
  await expectHeading(page, pages.idVerification.title);
  const outcomeScreens: Array<[string, string]> = [
    ...[
      'futureEligibilityOffer',
      'futureEligibilityBankAccount',
      'futureEligibilityCashLine',
      'futureEligibilityPersonalLoan',
      'exploringOptions',
      'disqualifiedState',
      'disqualifiedIncome',
      'unableToVerify',
    ].map((screen): [string, string] => [screen, routeOfScreen(screen)]),
    ['disqualifiedPricing', 'not-available/pricing'],
  ];
  for (const [screen, route] of outcomeScreens) {
    await page.goto(`/relief-loans/loan/${applicationUuid}/${route}`);
    await page.waitForURL(loanRoute('identity', applicationUuid));
    await expectHeading(page, pages.idVerification.title);
    const title = (pages as Record<string, { title?: string }>)[screen]?.title ?? '';
    await expect(page.getByRole('heading', { level: 1, name: title }), screen).toHaveCount(0);
  }
  expect(await serverCurrentStep(page, applicationUuid)).toBe('ID_VERIFICATION');
});

test('Applicant the bureau cannot match starts a new request: this one is closed, get-relief opens', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const applicationUuid = await pricedAs(page, baseURL, identityUnmatched, 'UNABLE_TO_VERIFY');
  await page.waitForURL(loanRoute(routeOfScreen('unableToVerify'), applicationUuid));
  const api = await anotherTab(page);
  await page.getByRole('button', { name: pages.unableToVerify.startNew }).click();
  await page.waitForURL(/\/relief-loans\/get-relief/);
  const application = (await api('GET', `/application/${applicationUuid}`)) as { decisionStatus: string };
  expect(application.decisionStatus).toBe('WITHDRAWN');
  // Nothing of the closed request follows onto the new one: no pick-up modal (it would show after 1 s).
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
