/**
 * Sign-in through the embedded OpenID provider, as an applicant does it (docs/decisions/0066-openid-connect-sign-in.md): create
 * an account, apply, sign out everywhere, sign in again with the password and find the application;
 * someone with the same name has an account of their own.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { loanRoute, reachAddressAndPhone } from './support/funnel';
import { expectSignInPage, signIn, uniqueName } from './support/people';

test('An applicant creates an account, applies, signs out everywhere and finds the application after signing in again', async ({
  page,
}) => {
  const person = uniqueName('Maria', 'Lopez');
  const applicationUuid = await reachAddressAndPhone(page, person);

  await page.getByRole('link', { name: copy.common.signOut }).click();
  await expect(page).toHaveTitle(`${copy.product.name} — Sign out`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The provider's session ended too: the next sign-in asks for the password.
  await expectSignInPage(page);
  await expectNoAxeViolations(page, 'sign-in');

  await page.goto('/overview');
  await expectSignInPage(page);
  await signIn(page, person);
  await page.waitForURL(/\/overview$/);
  const application = page.locator(`a[href*="/relief-loans/loan/${applicationUuid}"]`);
  await expect(application).toBeVisible();
  await application.click();
  await page.waitForURL(loanRoute('address-and-phone', applicationUuid));
});

test('Someone with the same name gets an account of their own, with no application in it', async ({
  page,
}) => {
  const first = uniqueName('Maria', 'Lopez');
  await reachAddressAndPhone(page, first);
  await page.getByRole('link', { name: copy.common.signOut }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectSignInPage(page);

  const namesake = { ...first, email: `another.${first.email}` };
  await page.goto('/overview');
  await signIn(page, namesake);
  await page.waitForURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await expect(page.locator('a[href*="/relief-loans/loan/"]')).toHaveCount(0);
});
