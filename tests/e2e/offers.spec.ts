/**
 * A new applicant from get-relief to complete (qualified), in Chromium against
 * the real server: getting-offers waits on the pricing run and follows it; offers shows the default
 * offer and other monthly payment options; offer review shows the Truth in Lending figures, takes
 * the SSN again and the consents; complete shows the schedule, and only for a completed application.
 * Keyboard alone completes offers and offer review. axe on every new screen and state.
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  agreeToEverything,
  onStep,
  reviewSubmit,
  stepHeadings,
  walkFromIdentityToReview,
} from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { errorSummary, expectFieldError } from './support/fieldErrors';
import { loanRoute, reachIdentity } from './support/funnel';
import { tabTo } from './support/keyboard';
import { uniqueName } from './support/people';
import { openAtStep } from './support/placed';
import { captureScreens } from './support/screens';
import { canary, expectCanaryNotOnServerDisk, watchForCanary } from './support/secrets';
import { serverCurrentStep, waitOutPricing } from './support/serverFlow';
import { browserSessionIdOf, storedEventNames } from './support/storedTelemetry';

const selectOffer = (page: Page) => page.getByRole('button', { name: copy.pages.offers.submit, exact: true });
const acceptOffer = (page: Page) =>
  page.getByRole('button', { name: copy.pages.offerReview.submit, exact: true });
const reviewSsn = (page: Page) => page.getByLabel(/^Confirm your Social Security number/);
const routingNumber = (page: Page) => page.getByLabel(/^Routing number/);
const accountNumber = (page: Page) => page.getByLabel(/^Account number(?! again)/);
const accountNumberAgain = (page: Page) => page.getByLabel(/^Account number again/);

test('A new applicant is priced, picks another monthly payment, reviews the disclosure and completes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchForCanary(page);
  const applicationUuid = await reachIdentity(page, uniqueName('Ada', 'Mensah'));
  await walkFromIdentityToReview(page, applicationUuid);
  await reviewSubmit(page).click();
  await onStep(
    page,
    'agree',
    stepHeadings.agree,
    page.getByRole('button', { name: copy.pages.submit.title }),
    applicationUuid,
  );
  await agreeToEverything(page);

  await test.step('getting-offers: a calm wait, then the offers', async () => {
    await page.waitForURL(loanRoute('getting-offers', applicationUuid));
    await expect(page.getByRole('status').filter({ hasText: 'pricing your loan' })).toBeVisible();
    await expectNoAxeViolations(page, 'getting-offers');
    await captureScreens(page, 'getting-offers');
    expect(await waitOutPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
  });

  await test.step('offers: the amount asked for first, then another option from the sheet', async () => {
    await onStep(page, 'offers', copy.pages.offers.title, selectOffer(page), applicationUuid);
    // Pricing handed over with a rate: the gotRate screen (spec §2), once.
    const browserSession = await browserSessionIdOf(page);
    await expect
      .poll(async () =>
        (await storedEventNames(browserSession)).filter((name) => name === 'gotRate_page_view'),
      )
      .toEqual(['gotRate_page_view']);
    const main = page.getByRole('main');
    await expect(main).toContainText('$1,000.00');
    await expect(main).toContainText(copy.offers.defaultTag);
    await expect(page.getByRole('img', { name: /Harbor Trust Bank/ })).toBeVisible();
    await expectNoAxeViolations(page, 'offers');
    await captureScreens(page, 'offers');
    await page.getByRole('button', { name: copy.offers.otherOptions }).click();
    const dialog = page.getByRole('dialog', { name: copy.offers.otherOptions });
    await expect(dialog).toBeVisible();
    // The chips are labels of visually hidden radios: a person taps the label.
    await dialog.locator('label', { hasText: '$1,500' }).click();
    await dialog.locator('label', { hasText: '18 months' }).click();
    await expect(dialog.getByRole('radio', { name: '18 months' })).toBeChecked();
    await expectNoAxeViolations(page, 'offers (other options)');
    await captureScreens(page, 'offers-other-options');
    await dialog.getByRole('button', { name: copy.offers.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(main).toContainText('$1,500.00');
    await selectOffer(page).click();
  });

  await test.step('offer review: the disclosure, errors at the fields, then accept', async () => {
    await onStep(page, 'offer-review', copy.pages.offerReview.title, acceptOffer(page), applicationUuid);
    const main = page.getByRole('main');
    for (const text of [
      'Annual Percentage Rate',
      'Finance Charge',
      'Amount Financed',
      'Total of Payments',
      '$1,500.00',
    ])
      await expect(main).toContainText(text);
    await expectNoAxeViolations(page, 'offer-review');
    await captureScreens(page, 'offer-review');
    await acceptOffer(page).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(routingNumber(page)).toBeFocused();
    await expectNoAxeViolations(page, 'offer-review (errors)');
    await captureScreens(page, 'offer-review-errors');
    // Texts are optional and never block the loan: only the electronic-documents consent is asked
    // for. The box remembers the address step's "Text me updates" (ticked by reachIdentity).
    const texts = page.getByRole('checkbox', { name: /^Text me about my loan/ });
    await expect(texts).toBeChecked();
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Routing number: Enter your routing number',
      'Account number: Enter your account number',
      'Account number again: Enter your account number again',
      'Account type: Choose checking or savings',
      /Social Security number/,
      'Agree to receive your loan documents electronically to continue',
    ]);
    // No bank was linked: the money goes to an account typed in, its routing number checked first.
    await routingNumber(page).fill('021000012');
    await accountNumber(page).fill(canary.accountNumber);
    await accountNumberAgain(page).fill('000987654320');
    await page.locator('label', { hasText: /^Checking$/ }).click();
    await reviewSsn(page).fill('123456780');
    await page.getByRole('checkbox', { name: /^I agree to receive my loan agreement/ }).check();
    await texts.uncheck();
    await acceptOffer(page).click();
    await expectFieldError(
      page,
      routingNumber(page),
      'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check, or ask your bank.',
    );
    await routingNumber(page).fill('021000021');
    await acceptOffer(page).click();
    await expectFieldError(
      page,
      accountNumberAgain(page),
      'The account numbers don’t match. Type the same number in both boxes.',
    );
    await accountNumberAgain(page).fill(canary.accountNumber);
    await acceptOffer(page).click();
    await expectFieldError(page, reviewSsn(page), "This doesn't match the SSN you entered earlier");
    await reviewSsn(page).fill(canary.ssn);
    await acceptOffer(page).click();
  });

  await test.step('complete: what happens next and the schedule; a reload stays', async () => {
    await page.waitForURL(loanRoute('complete', applicationUuid));
    const main = page.getByRole('main');
    await expect(main.getByRole('table')).toContainText('18');
    await expect(main).toContainText(/your checking account ending in 4321 (by|on) /);
    await expectNoAxeViolations(page, 'complete');
    await captureScreens(page, 'complete');
    await page.reload();
    await expect(main.getByRole('table')).toBeVisible();
    expect(await serverCurrentStep(page, applicationUuid)).toBe('FUNNEL_COMPLETE');
  });

  await test.step('the account knows the loan: my account lists it, its page has the schedule signed', async () => {
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { level: 2, name: 'Your loans' })).toBeVisible();
    await page.getByRole('link', { name: /over 18 months$/ }).click();
    await page.waitForURL(`/overview?application_uuid=${applicationUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Your \$[\d,]+\.\d\d loan$/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(19);
    await expectNoAxeViolations(page, 'loan page');
  });

  await test.step('the canary SSN left only in the calls meant to carry it, offer review included', async () => {
    const carried = watch.allowedBodies().filter((body) => body.includes(canary.ssn.replace(/-/g, '')));
    expect(carried.length).toBeGreaterThanOrEqual(3);
    await watch.expectNowhere();
    expectCanaryNotOnServerDisk();
  });
});

test('An applicant on offers cannot open complete: it follows the server back to offers', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'OFFER_SELECTION');
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer(page), applicationUuid);
  await page.goto(`/relief-loans/loan/${applicationUuid}/complete`);
  await page.waitForURL(loanRoute('offers', applicationUuid));
  await expect(selectOffer(page)).toBeVisible();
});

test('An applicant reads the other fees on offers and again before the agreement, as the offers, products and fees calls give them', async ({
  page,
  context,
  baseURL,
}) => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'OFFER_SELECTION');
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer(page), applicationUuid);
  const late = 'If a payment is late, you will be charged $15.00 or 5% of the payment, whichever is greater.';
  const returned = /If a payment is returned unpaid.*you will be charged \$15\.00\./;
  const offersFees = page.getByRole('region', { name: copy.fees.title });
  await expect(offersFees.getByRole('listitem')).toHaveText([
    `${copy.fees.lateTitle}${late}`,
    new RegExp(`^${copy.fees.checkReturnTitle}`),
    `${copy.fees.prepaymentTitle}${copy.truthInLending.prepayment}`,
  ]);
  await expect(offersFees).toContainText(returned);
  expect(paths).toContainEqual(expect.stringMatching(`/application-offers/${applicationUuid}/offers$`));
  expect(paths).toContainEqual(expect.stringMatching(/\/products$/));
  expect(paths).toContainEqual(expect.stringMatching(/\/products\/\d+\/fees$/));
  await selectOffer(page).click();

  await onStep(page, 'offer-review', copy.pages.offerReview.title, acceptOffer(page), applicationUuid);
  // The late charge and prepayment are in the Truth in Lending disclosure above: said once, there.
  const reviewFees = page.getByRole('region', { name: copy.fees.title });
  await expect(reviewFees.getByRole('listitem')).toHaveText([new RegExp(`^${copy.fees.checkReturnTitle}`)]);
  await expect(reviewFees).toContainText(returned);
  await expect(reviewFees).not.toContainText(late);
  await expect(reviewFees).not.toContainText(copy.truthInLending.prepayment);
  // Right before the loan agreement it is part of.
  const agreement = page.getByRole('heading', { name: copy.legalDocuments.agreementTitle });
  const [feesBox, agreementBox] = await Promise.all([reviewFees.boundingBox(), agreement.boundingBox()]);
  expect(feesBox && agreementBox && feesBox.y < agreementBox.y).toBe(true);
  await expectNoAxeViolations(page, 'offer-review (fees)');
});

test('An applicant who uses only a keyboard selects an offer and accepts it', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'OFFER_SELECTION');
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer(page), applicationUuid);
  await tabTo(page, page.getByRole('button', { name: copy.offers.otherOptions }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: copy.offers.otherOptions });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: copy.offers.confirm }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await tabTo(page, selectOffer(page));
  await page.keyboard.press('Enter');

  await onStep(page, 'offer-review', copy.pages.offerReview.title, acceptOffer(page), applicationUuid);
  for (const [field, digits] of [
    [routingNumber(page), '021000021'],
    [accountNumber(page), '000123456789'],
    [accountNumberAgain(page), '000123456789'],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(digits);
  }
  // The first radio of the account type takes focus on Tab; Space chooses it.
  await tabTo(page, page.getByRole('radio', { name: 'Checking' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Checking' })).toBeChecked();
  await tabTo(page, reviewSsn(page));
  await page.keyboard.type('123456789');
  for (const box of await page.getByRole('checkbox').all()) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, acceptOffer(page));
  await page.keyboard.press('Enter');
  await page.waitForURL(loanRoute('complete', applicationUuid));
  expect(await serverCurrentStep(page, applicationUuid)).toBe('FUNNEL_COMPLETE');
});
