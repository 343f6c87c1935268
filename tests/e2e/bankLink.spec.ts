/**
 * The bank link (docs/bank-link.md): after agree, pricing offers a bank link (optional) or needs one
 * (required). The applicant links a sandbox bank in the in-app dialog (a wrong password first, an
 * exit, then user_good / pass_good), waits for the balances and goes on to better-priced offers; or
 * declines and goes to the offers (optional) or the opted-out page (required). axe checks each new
 * screen and state; no answer the browser sees carries the bank's access token.
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { expectHeading, loanRoute } from './support/funnel';
import {
  agreeAs,
  bankLinkOptional,
  bankLinkRequired,
  reachAgreeAs,
  type PricingPersona,
} from './support/pricingPersona';
import { captureScreens } from './support/screens';
import { serverCurrentStep, waitOutPricing } from './support/serverFlow';
import { browserSessionIdOf, storedEventNames } from './support/storedTelemetry';

const bankAssets = copy.pages.bankAssets;
const gettingAssets = copy.pages.gettingAssets;
const dialogCopy = gettingAssets.dialog;

/** Every bank-link answer the browser receives, to prove none carries an access token. */
function watchBankLinkAnswers(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/small_dollar_loan\/(plaid|plaid-sandbox|assets)\/|^\/flow\/[^/]+\/step\/plaid$/.test(pathname))
      bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** Agrees as the persona and waits out pricing: on bank-assets. */
async function reachBankAssets(page: Page, baseURL: string, persona: PricingPersona): Promise<string> {
  const applicationUuid = await reachAgreeAs(page, baseURL, persona);
  await agreeAs(page, persona);
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  expect(await waitOutPricing(page, applicationUuid)).toBe('ADD_BANK_ASSETS');
  await page.waitForURL(loanRoute('bank-assets', applicationUuid));
  await expectHeading(page, bankAssets.title);
  return applicationUuid;
}

const linkMyBank = (page: Page) => page.getByRole('button', { name: bankAssets.link });
const noThanks = (page: Page) => page.getByRole('button', { name: bankAssets.noThanks });
const linkYourBank = (page: Page) => page.getByRole('button', { name: gettingAssets.link, exact: true });

/** In the dialog: choose Maple Street Bank and sign in. */
async function signInToMaple(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Maple Street Bank' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in to Maple Street Bank' })).toBeVisible();
  await dialog.getByLabel(dialogCopy.username).fill(username);
  await dialog.getByLabel(dialogCopy.password).fill(password);
  await dialog.getByRole('button', { name: dialogCopy.signIn }).click();
}

/** On getting-assets: link Maple Street Bank as `username` and wait for the balances. */
async function linkBank(page: Page, username: string, accounts: string): Promise<void> {
  await linkYourBank(page).click();
  await expect(page.getByRole('dialog', { name: dialogCopy.title })).toBeVisible();
  await signInToMaple(page, username, 'pass_good');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Maple Street Bank is linked: ${accounts}` }),
  ).toBeVisible({
    timeout: 10_000,
  });
}

/** Continue with the linked balances: PLAID_PRICING on getting-offers, then where the outcome leads. */
async function continueToPricing(page: Page, applicationUuid: string): Promise<string> {
  await page.getByRole('button', { name: copy.common.continue, exact: true }).click();
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  return waitOutPricing(page, applicationUuid);
}

test('Applicant offered an optional bank link links one and gets offers priced with it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const answers = watchBankLinkAnswers(page);
  const applicationUuid = await reachBankAssets(page, baseURL!, bankLinkOptional);

  await test.step('bank-assets: optional copy, and why linking helps in the modal', async () => {
    await expect(page.getByText(bankAssets.optional)).toBeVisible();
    await expectNoAxeViolations(page, 'bank-assets (optional)');
    await captureScreens(page, 'bank-assets-optional');
    await page.getByRole('button', { name: bankAssets.seeWhy }).click();
    const why = page.getByRole('dialog', { name: bankAssets.whyTitle });
    await expect(why).toContainText('we never see your password');
    // Checked once the modal has finished fading in (spec §9: 250 ms), as the applicant sees it.
    await expect(why).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, 'bank-assets (see why)');
    await page.keyboard.press('Escape');
    await expect(why).toHaveCount(0);
    await linkMyBank(page).click();
  });

  await test.step('getting-assets: a wrong password is refused; the applicant exits, then links', async () => {
    await page.waitForURL(loanRoute('getting-assets', applicationUuid));
    await expectHeading(page, gettingAssets.title);
    await expectNoAxeViolations(page, 'getting-assets');
    await linkYourBank(page).click();
    const dialog = page.getByRole('dialog', { name: dialogCopy.title });
    await expect(dialog.getByRole('button', { name: 'Harbor Federal Credit Union' })).toBeFocused();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, 'linking dialog (banks)');
    await signInToMaple(page, 'user_good', 'not-the-password');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      dialogCopy.BANK_LINK_INVALID_CREDENTIALS,
    );
    await expectNoAxeViolations(page, 'linking dialog (wrong password)');
    await captureScreens(page, 'linking-dialog-error');
    await page.getByRole('dialog').getByRole('button', { name: dialogCopy.exit }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(linkYourBank(page)).toBeFocused();
    expect(await serverCurrentStep(page, applicationUuid)).toBe('PLAID');

    await linkBank(page, 'user_good', '2 accounts');
    await expectNoAxeViolations(page, 'getting-assets (linked)');
    await captureScreens(page, 'getting-assets-linked');
  });

  await test.step('continue: priced again with the balances, then the offers', async () => {
    expect(await continueToPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
    await page.waitForURL(loanRoute('offers', applicationUuid));
    await expectHeading(page, copy.pages.offers.title);
    // The rate came with the optional link's offer: gotRate then, not again after the balances.
    const browserSessionId = await browserSessionIdOf(page);
    await expect.poll(() => storedEventNames(browserSessionId)).toContain('offers_page_view');
    expect((await storedEventNames(browserSessionId)).filter((name) => name === 'gotRate_page_view')).toEqual(
      ['gotRate_page_view'],
    );
  });

  const bodies = await answers();
  expect(bodies.some((body) => body.includes('publicToken'))).toBe(true);
  for (const body of bodies) expect(body).not.toMatch(/access-sandbox|accessToken/);
});

test('Applicant offered an optional bank link says no thanks and goes to the offers', async ({
  page,
  baseURL,
}) => {
  const applicationUuid = await reachBankAssets(page, baseURL!, bankLinkOptional);
  await noThanks(page).click();
  await page.waitForURL(loanRoute('offers', applicationUuid));
  await expectHeading(page, copy.pages.offers.title);
  expect(await serverCurrentStep(page, applicationUuid)).toBe('OFFER_SELECTION');
  // The page's view under the spec's name for an optional link.
  const browserSessionId = await browserSessionIdOf(page);
  await expect.poll(() => storedEventNames(browserSessionId)).toContain('addBankAccountOptional_page_view');
  expect(await storedEventNames(browserSessionId)).not.toContain('addBankAccountRequired_page_view');
  // Pricing gave a rate before offering the link: gotRate once, not again at the offers.
  await expect
    .poll(async () =>
      (await storedEventNames(browserSessionId)).filter((name) => name === 'gotRate_page_view'),
    )
    .toEqual(['gotRate_page_view']);
});

test('Applicant with a thin credit file links a bank with the keyboard and gets offers', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachBankAssets(page, baseURL!, bankLinkRequired);
  await expect(page.getByText(bankAssets.required)).toBeVisible();
  await expectNoAxeViolations(page, 'bank-assets (required)');
  await captureScreens(page, 'bank-assets-required');
  await linkMyBank(page).click();
  await page.waitForURL(loanRoute('getting-assets', applicationUuid));

  // Keyboard alone: open the dialog, choose a bank, sign in with Enter.
  await linkYourBank(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogCopy.title });
  await expect(dialog.getByRole('button', { name: 'Harbor Federal Credit Union' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Maple Street Bank' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(dialogCopy.username)).toBeFocused();
  await page.keyboard.type('user_good');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pass_good');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: gettingAssets.pending })).toBeVisible();
  await expectNoAxeViolations(page, 'getting-assets (getting balances)');
  await expect(
    page.getByRole('status').filter({ hasText: 'Maple Street Bank is linked: 2 accounts' }),
  ).toBeVisible({
    timeout: 10_000,
  });

  expect(await continueToPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
  await page.waitForURL(loanRoute('offers', applicationUuid));
  // No rate until the balances were priced: gotRate once, as that pricing handed over.
  const browserSessionId = await browserSessionIdOf(page);
  await expect
    .poll(async () =>
      (await storedEventNames(browserSessionId)).filter((name) => name === 'gotRate_page_view'),
    )
    .toEqual(['gotRate_page_view']);
});

test('Applicant with a thin credit file who opts out of the bank link reaches the bank-account page', async ({
  page,
  baseURL,
}) => {
  const applicationUuid = await reachBankAssets(page, baseURL!, bankLinkRequired);
  await expect(page.getByText(bankAssets.requiredNoThanks)).toBeVisible();
  await noThanks(page).click();
  await page.waitForURL(loanRoute('future-eligibility/bank-account', applicationUuid));
  expect(await serverCurrentStep(page, applicationUuid)).toBe('PLAID_REQUIRED_OPTED_OUT');
  // The page's view under the spec's name for a link the offer needs.
  const browserSessionId = await browserSessionIdOf(page);
  await expect.poll(() => storedEventNames(browserSessionId)).toContain('addBankAccountRequired_page_view');
  expect(await storedEventNames(browserSessionId)).not.toContain('addBankAccountOptional_page_view');
  expect(await storedEventNames(browserSessionId)).not.toContain('gotRate_page_view');
});
