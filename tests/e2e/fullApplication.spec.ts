/**
 * A new applicant walks from get-relief through agree in real Chromium against
 * the real server, with realistic data (two jobs, other income, a school of their own, an edit from
 * review), reloads midway and resumes, and the canary SSN and birth date appear in no URL, storage,
 * console line, analytics payload, response, server log or database page. axe checks each step in
 * its first and its error state; screenshots of each step at phone and desktop width.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  agreeFields,
  agreeToEverything,
  card,
  giveSavings,
  identityFields,
  onStep,
  pasteInto,
  pickLookup,
  reviewSubmit,
  stepHeadings,
  fillHourlyCookJob,
} from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { errorSummary } from './support/fieldErrors';
import { continueButton, loanRoute, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { captureScreens } from './support/screens';
import { canary, expectCanaryNotOnServerDisk, watchForCanary } from './support/secrets';
import { serverCurrentStep, waitOutPricing } from './support/serverFlow';

test('A new applicant gives identity, income, education and savings, edits from review and agrees', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watch = watchForCanary(page);
  const applicationUuid = await reachIdentity(page, uniqueName('Lena', 'Okafor'));
  const at = (subPath: string, heading: string, submit = continueButton(page)) =>
    onStep(page, subPath, heading, submit, applicationUuid);
  // Each consent's box reads the consent's latest status (spec §7 legal-consents latest-status).
  const consentStatusReads = new Set<string>();
  page.on('request', (request) => {
    const match = /\/legal-consents\/[^/]+\/([A-Z_]+)\/latest-status/.exec(request.url());
    if (match?.[1]) consentStatusReads.add(match[1]);
  });

  await test.step('identity: errors first, then a pasted SSN with dashes and a typed birth date', async () => {
    await at('identity', stepHeadings.identity);
    // No field takes focus on load: on a phone that would raise the keyboard over the page.
    expect(await page.evaluate(() => document.activeElement?.matches('input, select, textarea'))).toBe(false);
    await expectNoAxeViolations(page, 'identity');
    await continueButton(page).click();
    await expect(identityFields.dob(page)).toBeFocused();
    await expect(identityFields.dob(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'identity (errors)');
    await captureScreens(page, 'identity-errors');

    await identityFields.dob(page).pressSequentially(canary.dob.replace(/\//g, ''));
    await expect(identityFields.dob(page)).toHaveValue(canary.dob);
    await pasteInto(page, identityFields.ssn(page), canary.ssn);
    await expect(identityFields.ssn(page)).toHaveAttribute('autocomplete', 'off');
    await expect(identityFields.ssn(page)).toHaveAttribute('inputmode', 'numeric');
    await expect(identityFields.ssn(page)).not.toHaveValue(canary.ssn);
    await identityFields.showSsn(page).click();
    await expect(identityFields.ssn(page)).toHaveValue(canary.ssn);
    await identityFields.hideSsn(page).click();
    await captureScreens(page, 'identity');
    await continueButton(page).click();
  });

  await test.step('income: a salary job, an hourly job at a new employer, and rental income', async () => {
    await at('income', stepHeadings.income);
    await expectNoAxeViolations(page, 'income');
    await page.getByRole('radio', { name: 'Employed', exact: true }).check();
    await continueButton(page).click();
    await expect(errorSummary(page)).toBeVisible();
    await expectNoAxeViolations(page, 'income (errors)');

    const first = card(page, 'Job 1');
    await first.getByRole('radio', { name: 'Salary' }).check();
    await pickLookup(page, first, /^Job title/, 'Regist', 'Registered Nurse');
    await pickLookup(page, first, /^Employer/, 'Medical', /Medical/);
    await first.getByLabel(/^Start month/).selectOption({ label: 'March' });
    await first.getByLabel(/^Start year/).selectOption('2019');
    await first.getByLabel(/^Annual income/).fill('68000');

    await page.getByRole('button', { name: copy.arrayItems.jobs.add }).click();
    const second = card(page, 'Job 2');
    await fillHourlyCookJob(page, second);

    await page.getByRole('button', { name: copy.arrayItems.otherIncomeSources.add }).click();
    const rental = card(page, 'Other income 1');
    await rental.getByLabel(/^Kind of income/).selectOption({ label: 'Rental income' });
    await rental.getByLabel(/^Amount per year/).fill('6000');
    await rental.getByLabel(/^Description/).fill('Garage apartment');
    await expectNoAxeViolations(page, 'income (filled)');
    await captureScreens(page, 'income');
    await continueButton(page).click();
  });

  await test.step('a reload on education resumes there', async () => {
    await at('education', stepHeadings.education);
    await page.reload();
    await at('education', stepHeadings.education);
    expect(await serverCurrentStep(page, applicationUuid)).toBe('EDUCATION');
  });

  await test.step('education: a bachelor’s from a school abroad the applicant adds themselves', async () => {
    await expectNoAxeViolations(page, 'education');
    await page.getByRole('radio', { name: "Bachelor's", exact: true }).check();
    await continueButton(page).click();
    await expect(errorSummary(page)).toBeVisible();
    await expectNoAxeViolations(page, 'education (errors)');
    await pickLookup(page, page, /^School name/, 'Universidad de Chile', 'Create "Universidad de Chile"');
    const inUs = page.getByRole('group', { name: /Is this school in the United States/ });
    await expect(inUs.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await inUs.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel(/^Graduation year/).fill('2012');
    await pickLookup(page, page, /^Undergraduate major/, 'Econ', /^Economics/);
    await captureScreens(page, 'education');
    await continueButton(page).click();
  });

  await test.step('savings: checking and savings, and investments', async () => {
    await at('savings', stepHeadings.savings);
    await expectNoAxeViolations(page, 'savings');
    await continueButton(page).click();
    await expect(page.getByLabel(/^Checking and savings total/)).toBeFocused();
    await expect(page.getByLabel(/^Checking and savings total/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'savings (errors)');
    await captureScreens(page, 'savings-errors');
    await giveSavings(page, '15000', '2500');
  });

  await test.step('review shows everything; editing savings comes back to review', async () => {
    await at('review', stepHeadings.review, reviewSubmit(page));
    const main = page.getByRole('main');
    for (const text of [
      'Registered Nurse',
      'Corner Bakery Co',
      'Rental income: Garage apartment',
      'Universidad de Chile',
      '$15,000.00',
      'Ending in 5462',
      '$1,000.00',
    ]) {
      await expect(main).toContainText(text);
    }
    // The loan request comes first, and each Edit sits beside what it changes, inside its card.
    const review = copy.pages.review;
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(review.sections.loanRequest);
    const loanRequest = main.getByRole('region', { name: review.sections.loanRequest });
    await expect(loanRequest.getByRole('button', { name: review.edits.loanAmount })).toBeVisible();
    const savingsEdit = main
      .getByRole('region', { name: review.sections.incomeAndSavings })
      .getByRole('button', { name: review.edits.wealthAccount });
    const savingsRow = main.getByText(review.rows.savingsChecking);
    const [editBox, rowBox] = [await savingsEdit.boundingBox(), await savingsRow.boundingBox()];
    expect(Math.abs((editBox?.y ?? 0) - (rowBox?.y ?? 999))).toBeLessThan(48);
    await expectNoAxeViolations(page, 'review');
    await captureScreens(page, 'review');

    await page.getByRole('button', { name: copy.pages.review.edits.wealthAccount }).click();
    await at('savings', stepHeadings.savings);
    await expect(page.getByLabel(/^Checking and savings total/)).toHaveValue('$15,000.00');
    await giveSavings(page, '16000', '2500');
    await at('review', stepHeadings.review, reviewSubmit(page));
    await expect(main).toContainText('$16,000.00');

    // A new amount goes to the application record as its whole loan request (spec §7 PUT), then the step.
    await expect(loanRequest).toContainText('12 months');
    await page.getByRole('button', { name: review.edits.loanAmount }).click();
    const saveRequest = page.getByRole('button', { name: copy.pages.applicationGetRelief.submit });
    await at('get-relief', copy.pages.applicationGetRelief.title, saveRequest);
    await page.getByLabel(/^Loan amount/).fill('1200');
    // "No preference" is a choice too: the whole request leaves the term out, and none stays on file.
    await page.getByLabel(/^Loan term/).selectOption({ label: copy.form.noPreference });
    const update = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().includes(`/sdl/v1/application/${applicationUuid}`),
    );
    await saveRequest.click();
    const sent = (await update).postDataJSON();
    expect(sent).toMatchObject({
      desiredLoanAmount: 1200,
      requestedLoanAmount: { amount: 1200, currency: 'USD' },
      intendedUseOfFunds: expect.any(String),
    });
    expect(sent).not.toHaveProperty('desiredLoanTermInMonths');
    await at('review', stepHeadings.review, reviewSubmit(page));
    await expect(loanRequest).toContainText('$1,200.00');
    await expect(loanRequest).not.toContainText('months');
    await reviewSubmit(page).click();
  });

  await test.step('agree: nothing ticked says what is missing; all ticked checks for offers', async () => {
    await at('agree', stepHeadings.agree, agreeFields.submit(page));
    await expect(page.getByRole('link', { name: /soft/i }).first()).toBeVisible();
    for (const box of await agreeFields.consents(page).all()) await expect(box).not.toBeChecked();
    await expect
      .poll(() => [...consentStatusReads].sort())
      .toEqual(['CREDIT_REPORT_AUTHORIZATION', 'ESIGN_CONSENT', 'TERMS_OF_USE_AND_PRIVACY_POLICY']);
    await expectNoAxeViolations(page, 'agree');
    await agreeFields.submit(page).click();
    await expect(errorSummary(page)).toBeVisible();
    await expectNoAxeViolations(page, 'agree (errors)');
    await captureScreens(page, 'agree-errors');
    await agreeToEverything(page);
    await page.waitForURL(loanRoute('getting-offers', applicationUuid));
    // Priced after a short wait, the applicant is taken where the outcome leads (bank link offered).
    expect(await waitOutPricing(page, applicationUuid)).toBe('ADD_BANK_ASSETS');
  });

  await test.step('the canary SSN and birth date left only in the calls meant to carry them', async () => {
    expect(watch.allowedBodies().filter((body) => body.includes('457555462')).length).toBeGreaterThanOrEqual(
      2,
    );
    await watch.expectNowhere();
    expectCanaryNotOnServerDisk();
  });
});
