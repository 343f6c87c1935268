/**
 * Forms that forgive, on a phone (390 px): going back never asks again for what is on file and shows
 * no error before the applicant acts; what was typed and not saved survives a reload; errors are in
 * people's words, only after a field is left or Continue is pressed, listed above every step; a link's
 * values a field would refuse are dropped. Screens at each state are captured to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { card, fillHourlyCookJob, giveIdentity, onStep, stepHeadings } from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { errorSummary, expectFieldError, typeInto } from './support/fieldErrors';
import { continueButton, expectHeading, fields, headings, reachAddressAndPhone } from './support/funnel';
import { uniqueName } from './support/people';
import { openAtStep } from './support/placed';
import { captureScreens } from './support/screens';
import { canary } from './support/secrets';

test.use({ viewport: { width: 390, height: 844 } });

const pickUpModal = (page: Page) => page.getByRole('dialog', { name: copy.pickUpModal.title });
const invalidFields = (page: Page) => page.locator('main [aria-invalid="true"]');

test('Back through identity shows the date of birth and SSN on file, asks for neither, and shows no error', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'ID_VERIFICATION');
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);

  await test.step('browser Back: the identity step, its answers on file, no error and no pick-up modal', async () => {
    await page.goBack();
    await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
    const dob = page.getByRole('group', { name: 'Date of birth' });
    const ssn = page.getByRole('group', { name: 'Social Security number' });
    await expect(dob).toContainText(copy.form.onFileSummary.dob);
    await expect(ssn).toContainText('On file, ending in 5462');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    // Longer than the pick-up modal's delay: this tab went back itself, nothing else moved it.
    await page.waitForTimeout(1_500);
    await expect(pickUpModal(page)).toHaveCount(0);
    await expect(invalidFields(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page, 'identity (on file)');
    await captureScreens(page, 'forgive-identity-on-file');
  });

  await test.step('Continue with both on file goes on, asking nothing', async () => {
    await continueButton(page).click();
    await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  });

  await test.step('Change brings the SSN field, focused, and only that one', async () => {
    await page.goBack();
    await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
    await page.getByRole('button', { name: 'Change your Social Security number' }).click();
    const ssnField = page.getByRole('textbox', { name: /^Social Security number/ });
    await expect(ssnField).toBeFocused();
    await expect(page.getByRole('group', { name: 'Date of birth' })).toContainText(
      copy.form.onFileSummary.dob,
    );
    await continueButton(page).click();
    await expectFieldError(page, ssnField, 'Enter your Social Security number');
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Social Security number: Enter your Social Security number',
    ]);
    await captureScreens(page, 'forgive-identity-change-ssn');
    await ssnField.fill(canary.ssn);
    await continueButton(page).click();
    await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  });
});

test('What was typed on income survives a reload', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'INCOME');
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  await page.getByRole('radio', { name: 'Employed', exact: true }).check();
  await fillHourlyCookJob(page, card(page, 'Job 1'));
  // The draft is written a moment after typing stops.
  await page.waitForTimeout(800);
  await page.reload();
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  const job = card(page, 'Job 1');
  await expect(page.getByRole('radio', { name: 'Employed', exact: true })).toBeChecked();
  await expect(job.getByRole('radio', { name: 'Hourly' })).toBeChecked();
  await expect(job.getByRole('combobox', { name: /^Job title/ })).toHaveValue(/Cook/);
  await expect(job.getByLabel(/^Hourly wage/)).toHaveValue('$18.50');
  await expect(invalidFields(page)).toHaveCount(0);
  await captureScreens(page, 'forgive-income-after-reload');
  // Nothing sensitive is ever in the draft.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).toContain('Corner Bakery Co');
  expect(stored).not.toMatch(/"(ssn|dob)"/);
});

test('The payment option chosen on offers survives a reload', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'OFFER_SELECTION');
  const selectOffer = page.getByRole('button', { name: copy.pages.offers.submit, exact: true });
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer, applicationUuid);
  await page.getByRole('button', { name: copy.offers.otherOptions }).click();
  const dialog = page.getByRole('dialog', { name: copy.offers.otherOptions });
  await dialog.locator('label', { hasText: '$1,500' }).click();
  await dialog.locator('label', { hasText: '18 months' }).click();
  await dialog.getByRole('button', { name: copy.offers.confirm }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('$1,500.00');
  await page.waitForTimeout(800);
  await page.reload();
  await onStep(page, 'offers', copy.pages.offers.title, selectOffer, applicationUuid);
  await expect(main).toContainText('$1,500.00');
  await expect(main).toContainText('18 months');
  await captureScreens(page, 'forgive-offers-after-reload');
});

test('Errors in people’s words, only once acted on, and a link’s refused values dropped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('a link with a 7-month term and $5,000 opens with neither', async () => {
    await page.goto('/relief-loans/get-relief?loanAmount=5000&loanTerm=7');
    await expectHeading(page, headings.getRelief);
    await expect(fields.loanAmount(page)).toHaveValue('');
    await expect(page.getByRole('option', { name: '7 months' })).toHaveCount(0);
    await expect(invalidFields(page)).toHaveCount(0);
    await captureScreens(page, 'forgive-get-relief-bad-link');
  });

  await test.step('Continue with no amount says what to do, in the summary and at the field', async () => {
    await page.getByRole('button', { name: copy.pages.getRelief.submit }).click();
    await expectFieldError(page, fields.loanAmount(page), 'Enter how much you’d like to borrow');
    await expect(errorSummary(page)).toBeVisible();
    await expect(page.getByText('Expected a number')).toHaveCount(0);
    await expectNoAxeViolations(page, 'get-relief (no amount)');
    await captureScreens(page, 'forgive-get-relief-no-amount');
  });

  await test.step('address and phone: an area code starting with 1 is said so; a summary lists every problem', async () => {
    await reachAddressAndPhone(page, uniqueName('Nadia', 'Okafor'));
    await continueButton(page).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(fields.street(page)).toBeFocused();
    await typeInto(fields.phone(page), '1115550123');
    await expectFieldError(
      page,
      fields.phone(page),
      'Check the area code: US area codes and the next three digits can’t start with 0 or 1',
    );
    await expectNoAxeViolations(page, 'address-and-phone (errors)');
    await captureScreens(page, 'forgive-address-errors');
  });
});
