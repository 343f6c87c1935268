/**
 * One finished product on a phone (decision records 0028, 0030 and 0032 in docs/decisions/): where the
 * applicant is, what amount is asked for, who they are signed in as and how to leave, in real Chromium at 390
 * px against the real server.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import {
  chooseReason,
  confirmLegalName,
  fields,
  openGetRelief,
  signInToGetStarted,
  submitGetRelief,
} from './support/funnel';
import { openConfirmationLink, uniqueName } from './support/people';

test.use({ viewport: { width: 390, height: 844 } });

const progressText = (page: import('@playwright/test').Page, label: string) =>
  page.getByText(label, { exact: true }).first();

test('Applicant on a phone sees how far along they are on every step, and a screen reader hears it', async ({
  page,
}) => {
  const name = uniqueName();
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInToGetStarted(page, name);
  await expect(progressText(page, 'Step 1 of 9 · Your name')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Step 1 of 9 · Your name' })).toBeAttached();
  await confirmLegalName(page);
  await expect(progressText(page, 'Step 2 of 9 · Your loan')).toBeVisible();
  await chooseReason(page);
  await expect(progressText(page, 'Step 3 of 9 · Contact details')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Step 3 of 9 · Contact details' })).toBeAttached();
  await expectNoAxeViolations(page, 'address-and-phone with progress');
});

test('Applicant who signs in finds their legal name already filled in, to confirm', async ({ page }) => {
  const name = uniqueName('Rosa', 'Parks');
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInToGetStarted(page, name);
  await expect(page.getByRole('heading', { level: 1, name: copy.pages.getStarted.title })).toBeVisible();
  await expect(fields.firstName(page)).toHaveValue(name.first);
  await expect(fields.lastName(page)).toHaveValue(name.last);
});

test('Applicant who types an amount that is not in hundreds sees what will be requested, and why', async ({
  page,
}) => {
  await openGetRelief(page, '/relief-loans/get-relief');
  const amount = fields.loanAmount(page);
  await amount.fill('1049');
  await amount.blur();
  await expect(amount).toHaveValue('$1,000');
  await expect(
    page.getByText('We lend in hundreds, so we’ll ask for $1,000.00 (you typed $1,049.00).'),
  ).toBeVisible();
  await amount.fill('150');
  await amount.blur();
  await expect(amount).toHaveValue('$200');
  await expect(page.getByText('we’ll ask for $200.00 (you typed $150.00)', { exact: false })).toBeVisible();
  await submitGetRelief(page);
  // Where sign-in goes back to is kept by the server, with the amount as it will be requested.
  await signInToGetStarted(page, uniqueName());
  expect(decodeURIComponent(page.url())).toContain('loanAmount=200');
});

test('Applicant can sign out from inside the application and is asked to confirm', async ({ page }) => {
  const name = uniqueName();
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInToGetStarted(page, name);
  await page.getByRole('link', { name: copy.common.signOut }).click();
  await expect(page).toHaveTitle(`${copy.product.name} — Sign out`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/interaction\//);
  await expect(page).toHaveTitle(`${copy.product.name} — Sign in`);
  // Signed out for real: the application pages send them to sign in again.
  await page.goto('/relief-loans/get-started');
  await page.waitForURL(/\/interaction\//);
});

test('Visitor whose account form fails lands on the field to fix, not on the page body', async ({ page }) => {
  await page.goto('/account/new?product_type_id=4&after_login=%2Frelief-loans%2Fget-started');
  await expect(page).toHaveTitle(`${copy.product.name} — Create your account`);
  await expectNoAxeViolations(page, 'create account');
  await page.getByLabel('Legal first name').fill('Ana');
  await page.getByLabel('Email address').fill('ana@example.test');
  await page.getByLabel('Password', { exact: true }).fill('short');
  // People may see what they type (NIST SP 800-63B); the field is a password field again when sent.
  const showPassword = page.getByRole('checkbox', { name: 'Show password' });
  await showPassword.check();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveTitle(`${copy.product.name} — Error: Create your account`);
  await expect(page.getByLabel('Legal last name')).toBeFocused();
  await expect(page.getByLabel('Legal first name')).toHaveValue('Ana');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('alert')).toContainText('Use at least 8 characters');
  await expectNoAxeViolations(page, 'create account with errors');
});

test('Visitor with a wrong password is told without learning whether the email has an account', async ({
  page,
}) => {
  await page.goto('/login?after_sign_in_path=%2Frelief-loans%2Fget-started');
  await expectNoAxeViolations(page, 'sign-in');
  await page.getByLabel('Email address').fill('nobody.here@example.test');
  await page.getByLabel('Password', { exact: true }).fill('a wrong password here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveTitle(`${copy.product.name} — Error: Sign in`);
  await expect(page.getByRole('alert')).toContainText('The email or password is not right');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue('nobody.here@example.test');
});

test('Visitor creating an account confirms the email first, and a taken address gets the very same page', async ({
  browser,
}) => {
  const name = uniqueName('Noor', 'Haddad');
  const createAccount = async (page: import('@playwright/test').Page, firstName: string) => {
    await page.goto('/account/new?product_type_id=4&after_login=%2Frelief-loans%2Fget-started');
    await page.getByLabel('Legal first name').fill(firstName);
    await page.getByLabel('Legal last name').fill(name.last);
    await page.getByLabel('Email address').fill(name.email);
    await page.getByLabel('Password', { exact: true }).fill(name.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    return page.locator('main').innerText();
  };
  const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const asked = await createAccount(owner, name.first);
  await expectNoAxeViolations(owner, 'check your email');
  await openConfirmationLink(owner, name.email);
  await expectNoAxeViolations(owner, 'confirm your email');
  await owner.getByRole('button', { name: 'Confirm and continue' }).click();
  await owner.waitForURL(/\/relief-loans\/get-started/);
  await expect(fields.firstName(owner)).toHaveValue(name.first);

  // Someone else tries the same address: nothing on the page tells them it is taken.
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  expect(await createAccount(stranger, 'Someone')).toBe(asked);
  // The owner's mailbox gets a note on how to sign in, not a link that makes an account.
  await stranger.goto(`/dev/mailbox?to=${encodeURIComponent(name.email)}`);
  await expect(stranger.getByText('You already have a Relief Loans account')).toBeVisible();
  await expect(stranger.getByRole('link', { name: /\/confirm\?token=/ })).toHaveCount(1);
});

test('Someone opening a page that does not exist gets a 404 with the friendly page', async ({ page }) => {
  const response = await page.goto('/relief-loans/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: copy.pages.notFound.title })).toBeVisible();
  const known = await page.goto('/relief-loans/get-relief');
  expect(known?.status()).toBe(200);
});
