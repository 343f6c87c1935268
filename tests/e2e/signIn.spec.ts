/**
 * Sign-in through the embedded OpenID provider, as an applicant does it (docs/decisions/0066-openid-connect-sign-in.md): create
 * an account, apply, sign out everywhere, sign in again with the password and find the application
 * (on its first step, and priced on the offers step); someone with the same name has an account of
 * their own.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  agreeToEverything,
  onStep,
  reviewSubmit,
  stepHeadings,
  walkFromIdentityToReview,
} from './support/application';
import { expectNoAxeViolations } from './support/axe';
import {
  buttons,
  expectHeading,
  loanRoute,
  openGetRelief,
  reachAddressAndPhone,
  reachIdentity,
} from './support/funnel';
import { expectSignInPage, signIn, uniqueName } from './support/people';
import { bearerToken, serverCurrentStep, waitOutPricing } from './support/serverFlow';

const selectOffer = (page: Page) => page.getByRole('button', { name: copy.pages.offers.submit, exact: true });

/** The offers step of this application with its priced offers: the amount asked for, from the lender. */
async function expectPricedOffers(page: Page, applicationUuid: string): Promise<void> {
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer(page), applicationUuid);
  const main = page.getByRole('main');
  await expect(main).toContainText('$1,000.00');
  await expect(main).toContainText(copy.offers.defaultTag);
  await expect(main).toContainText(copy.offers.monthlyPayment);
  await expect(page.getByRole('img', { name: /Harbor Trust Bank/ })).toBeVisible();
  await expect(main).not.toContainText(copy.offers.noOffers);
}

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

test('An applicant creates an account, is priced, signs out, and after signing in again finds the offers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = uniqueName('Nadia', 'Okafor');
  // reachIdentity signs in through the provider's pages: "Create an account" the first time.
  const applicationUuid = await reachIdentity(page, person);
  await walkFromIdentityToReview(page, applicationUuid);
  await reviewSubmit(page).click();
  await onStep(
    page,
    'agree',
    stepHeadings.agree,
    page.getByRole('button', { name: stepHeadings.agree }),
    applicationUuid,
  );
  await agreeToEverything(page);
  await page.waitForURL(loanRoute('getting-offers', applicationUuid));
  expect(await waitOutPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
  await expectPricedOffers(page, applicationUuid);
  const offersUrl = new URL(page.url()).pathname;

  await test.step('sign out from the offers step: the app and the provider both end their sessions', async () => {
    const tokenBefore = await bearerToken(page);
    expect(await serverCurrentStep(page, applicationUuid)).toBe('OFFER_SELECTION');
    await page.getByRole('link', { name: copy.common.signOut }).click();
    await expect(page).toHaveTitle(`${copy.product.name} — Sign out`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    const identity = await page.request.get('/small_dollar_loan/api/identity');
    expect(identity.ok(), `identity answered ${identity.status()}`).toBe(true);
    expect(((await identity.json()) as { result: unknown }).result, 'the identity call names nobody').toEqual(
      {
        loggedIn: false,
      },
    );
    // The bearer token the app held while signed in ended with the session.
    const stale = await page.request.get(`/flow/${applicationUuid}/current-step`, {
      headers: { Authorization: `Bearer ${tokenBefore}`, Accept: 'application/json' },
    });
    expect(stale.status(), 'the signed-out bearer token reads nothing').toBe(401);
  });

  await test.step('signed out, the offers URL sends to sign in and shows nothing of the application', async () => {
    // The app's own calls about this application (/flow/{uuid}/…, /application/{uuid}/…) name it in
    // the path; the page itself and analytics (which carry the URL in a query) do not count.
    const answered: string[] = [];
    const onResponse = (response: Response) => {
      const { pathname } = new URL(response.url());
      if (
        pathname.includes(applicationUuid) &&
        response.request().resourceType() !== 'document' &&
        response.ok()
      )
        answered.push(`${response.status()} ${pathname}`);
    };
    page.on('response', onResponse);
    await page.goto(offersUrl);
    await expectSignInPage(page);
    await expect(page.getByText('$1,000.00')).toHaveCount(0);
    await expect(selectOffer(page)).toHaveCount(0);
    page.off('response', onResponse);
    expect(answered, 'no call about the application succeeded while signed out').toEqual([]);
  });

  await test.step('sign in again with the same email and password: back on the offers', async () => {
    await signIn(page, person);
    await page.waitForURL(loanRoute('offers', applicationUuid));
    await expectPricedOffers(page, applicationUuid);
    await expectNoAxeViolations(page, 'offers after signing in again');
  });

  await test.step('signed in again from the sign-out page: get-relief leads back to the offers', async () => {
    await page.getByRole('link', { name: copy.common.signOut }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await signIn(page, person);
    await page.waitForURL(/\/relief-loans\/get-relief(\?|$)/);
    await openGetRelief(page);
    await page.getByRole('button', { name: buttons.seeMyOptions }).click();
    await page.waitForURL(/\/relief-loans\/application-in-progress(\?|$)/);
    await expectHeading(page, copy.pages.applicationInProgress.title);
    await page.getByRole('link', { name: copy.pages.applicationInProgress.continue }).click();
    await expectPricedOffers(page, applicationUuid);
  });
});
