/**
 * Spec §2 and §4: a new applicant goes from the loan-amount page to identity in real Chromium against the
 * real server; the server's current step decides where a reload or a stale tab lands.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import {
  continueButton,
  expectHeading,
  headings,
  fields,
  fillAddressAndPhone,
  loanRoute,
  missionStreet,
  openGetRelief,
  reachIdentity,
  signInToGetStarted,
  submitGetRelief,
  confirmLegalName,
  chooseReason,
} from './support/funnel';
import { uniqueName } from './support/people';
import { captureScreens } from './support/screens';
import { serverCurrentStep } from './support/serverFlow';

test('A new applicant goes from the loan amount page to identity', async ({ page }) => {
  const name = uniqueName('Maria', 'Lopez');

  await test.step('get-relief shows the amount and term from the link', async () => {
    // The amounts on offer are the server's (spec §7 GET /pre-flow/step/get-relief), not the build's.
    const limits = page.waitForResponse((response) => response.url().includes('/pre-flow/step/get-relief'));
    await openGetRelief(page);
    expect((await (await limits).json()).result).toEqual({ minLoanAmount: 200, maxLoanAmount: 2500 });
    await expect(fields.loanAmount(page)).toHaveValue(/^\$?1,?000(\.00)?$/);
    const term = fields.loanTerm(page);
    if ((await term.evaluate((element) => element.tagName)) === 'SELECT') {
      await expect(term.locator('option:checked')).toHaveText(/\b12\b/);
    } else {
      await expect(term).toHaveValue(/\b12\b/);
    }
    await expect(page).toHaveTitle(/Relief Loans/);
    await expectNoAxeViolations(page, 'get-relief');
    await captureScreens(page, 'get-relief');
  });

  await test.step('See my options asks a signed-out applicant to make an account, or sign in', async () => {
    // Spec §2 and §9: the new-account link, product type 4, back to the entry checks after.
    const newAccount = page.waitForRequest((request) => new URL(request.url()).pathname === '/account/new');
    await submitGetRelief(page);
    const link = new URL((await newAccount).url());
    expect(link.searchParams.get('product_type_id')).toBe('4');
    expect(link.searchParams.get('after_login')).toBe(
      '/relief-loans/funnel-entry?loanAmount=1000&loanTerm=12',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(page, 'login');
    await captureScreens(page, 'login');
  });

  await test.step('signing in leads to get-started with the legal name filled in', async () => {
    await signInToGetStarted(page, name);
    await expect(fields.firstName(page)).toHaveValue(name.first);
    await expect(fields.lastName(page)).toHaveValue(name.last);
    await expectNoAxeViolations(page, 'get-started');
    await captureScreens(page, 'get-started');
  });

  await test.step('confirming the name leads to use-of-funds', async () => {
    // The reasons offered are the server's (spec §7 GET /sdl/v1/pre-flow/step/use-of-funds).
    const reasons = page.waitForResponse((response) =>
      response.url().includes('/sdl/v1/pre-flow/step/use-of-funds'),
    );
    await confirmLegalName(page);
    expect((await (await reasons).json()).result.stepData.useOfFundsOptions).toContainEqual({
      phrase: 'Car repairs',
      value: 'LARGE_PURCHASE',
    });
    await expect(page.getByRole('radio', { name: 'Car repairs' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Something else' })).toBeVisible();
    await expectNoAxeViolations(page, 'use-of-funds');
    await captureScreens(page, 'use-of-funds');
  });

  let applicationUuid = '';
  await test.step('choosing Car repairs creates the application at address-and-phone', async () => {
    applicationUuid = await chooseReason(page, 'Car repairs');
    expect(await serverCurrentStep(page, applicationUuid)).toBe('ADDRESS_AND_PHONE');
    await expectNoAxeViolations(page, 'address-and-phone');
  });

  await test.step('address and phone are accepted, the phone shown as (415) 555-0123', async () => {
    await fillAddressAndPhone(page, missionStreet);
    await expect(fields.phone(page)).toHaveValue('(415) 555-0123');
    await fields.textConsent(page).check();
    await expect(fields.textConsent(page)).toBeChecked();
    await expectNoAxeViolations(page, 'address-and-phone (filled)');
    await captureScreens(page, 'address-and-phone');
    await continueButton(page).click();
    await page.waitForURL(loanRoute('identity', applicationUuid));
    await expectHeading(page, headings.idVerification);
    expect(await serverCurrentStep(page, applicationUuid)).toBe('ID_VERIFICATION');
    await expectNoAxeViolations(page, 'identity');
    await captureScreens(page, 'identity');
  });

  await test.step('a reload resumes at the server’s step', async () => {
    // The app asks the server where the application is (and would redirect if it disagreed with the
    // URL). Analytics posts use keepalive, which never count as idle, so wait for that answer itself.
    const currentStep = page.waitForResponse((response) =>
      response.url().includes(`/flow/${applicationUuid}/current-step`),
    );
    await page.reload();
    await currentStep;
    await expectHeading(page, headings.idVerification);
    await expect(page).toHaveURL(loanRoute('identity', applicationUuid));
    expect(await serverCurrentStep(page, applicationUuid)).toBe('ID_VERIFICATION');
  });

  await test.step('the start of the application says what is still to come, and goes on to it', async () => {
    await page.goto(`/relief-loans/loan/${applicationUuid}/get-started`);
    const start = copy.pages.applicationGetStarted;
    await expectHeading(page, start.title);
    await expect(page.getByText('You asked for $1,000.00 over 12 months')).toBeVisible();
    const ahead = page.getByRole('region', { name: start.ahead }).getByRole('listitem');
    await expect(ahead.first()).toHaveText(copy.progress.sections.ID_VERIFICATION);
    await expectNoAxeViolations(page, 'loan get-started');
    await captureScreens(page, 'loan-get-started');
    // A page of its own: no pick-up modal over it, however long it stays.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: start.submit }).click();
    await page.waitForURL(loanRoute('identity', applicationUuid));
  });
});

test('A second tab on an old step follows the server', async ({ page, context }) => {
  const applicationUuid = await reachIdentity(page, uniqueName('Aisha', 'Karimi'));

  const secondTab = await context.newPage();
  await secondTab.goto(`/relief-loans/loan/${applicationUuid}/address-and-phone`);
  const modal = secondTab.getByRole('dialog', { name: copy.pickUpModal.title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(copy.pickUpModal.text);
  // Checked once it has faded in (a half-faded modal has colours no one reads).
  await expect(modal).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(secondTab, 'pick-up modal');
  await captureScreens(secondTab, 'pick-up-modal');
  await modal.getByRole('button', { name: copy.pickUpModal.button }).click();
  await expect(secondTab).toHaveURL(loanRoute('identity', applicationUuid));
  await expect(modal).toBeHidden();
});
