/**
 * The application steps after address-and-phone as an applicant takes them (identity, income,
 * education, savings, review, agree), by role and by the labels of the step files and copy.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import copy from '../../../schemas/copy/en-US.json' with { type: 'json' };
import { canary } from './secrets';
import { continueButton, expectHeading, loanRoute } from './funnel';

export const stepHeadings = {
  identity: copy.pages.idVerification.title,
  income: copy.pages.income.title,
  education: copy.pages.education.title,
  savings: copy.pages.savings.title,
  review: copy.pages.review.title,
  agree: copy.pages.submit.title,
  pricing: copy.pages.pricing.title,
};

export const identityFields = {
  dob: (page: Page) => page.getByLabel(/^Date of birth/),
  ssn: (page: Page) => page.getByLabel(/^Social Security number/),
  showSsn: (page: Page) => page.getByRole('button', { name: copy.form.showSsn }),
  hideSsn: (page: Page) => page.getByRole('button', { name: copy.form.hideSsn }),
};

export const agreeFields = {
  ssn: (page: Page) => page.getByLabel(/^Confirm your Social Security number/),
  consents: (page: Page) => page.getByRole('checkbox'),
  submit: (page: Page) => page.getByRole('button', { name: copy.pages.submit.title, exact: true }),
};

/** The card of one job or other-income entry ("Job 2"), a labelled group. */
export const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Waits for a step's page and its form (the form loads after the heading, then its data). */
export async function onStep(
  page: Page,
  subPath: string,
  heading: string,
  submit: Locator,
  applicationUuid?: string,
): Promise<void> {
  await page.waitForURL(loanRoute(subPath, applicationUuid));
  await expectHeading(page, heading);
  await expect(submit).toBeVisible();
  await expect(page.getByRole('status', { name: copy.common.loading })).toHaveCount(0);
}

export const reviewSubmit = (page: Page) => page.getByRole('button', { name: copy.pages.review.submit });

/** Picks from a lookup combobox: type, wait for the option, choose it. */
export async function pickLookup(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Puts text on the clipboard and pastes it into the focused field, as a person pasting would. */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

export async function giveIdentity(page: Page): Promise<void> {
  await identityFields.dob(page).fill(canary.dob.replace(/\//g, ''));
  await expect(identityFields.dob(page)).toHaveValue(canary.dob);
  await identityFields.ssn(page).fill(canary.ssn);
  await continueButton(page).click();
}

export async function giveSavings(page: Page, savings: string, investments: string): Promise<void> {
  await page.getByLabel(/^Checking and savings total/).fill(savings);
  await page.getByLabel(/^Investments total/).fill(investments);
  await continueButton(page).click();
}

export async function agreeToEverything(page: Page): Promise<void> {
  await agreeFields.ssn(page).fill(canary.ssn);
  const boxes = agreeFields.consents(page);
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
  await agreeFields.submit(page).click();
}

/** Income with one salary job at the given annual income (not submitted). */
export async function fillOneSalaryJob(page: Page, annualIncome: string): Promise<void> {
  await page.getByRole('radio', { name: 'Employed', exact: true }).check();
  const job = card(page, 'Job 1');
  await job.getByRole('radio', { name: 'Salary' }).check();
  await pickLookup(page, job, /^Job title/, 'Cashi', /^Cashier/);
  await pickLookup(page, job, /^Employer/, 'Market', /Market/);
  await job.getByLabel(/^Start month/).selectOption({ label: 'June' });
  await job.getByLabel(/^Start year/).selectOption('2021');
  await job.getByLabel(/^Annual income/).fill(annualIncome);
}

/**
 * From the identity step to review with a complete, qualifying application: identity, one salary job
 * at $52,000, a high-school diploma and $900 of savings.
 */
export async function walkFromIdentityToReview(page: Page, applicationUuid: string): Promise<void> {
  const at = (subPath: string, heading: string, submit = continueButton(page)) =>
    onStep(page, subPath, heading, submit, applicationUuid);
  await at('identity', stepHeadings.identity);
  await giveIdentity(page);
  await at('income', stepHeadings.income);
  await fillOneSalaryJob(page, '52000');
  await continueButton(page).click();
  await at('education', stepHeadings.education);
  await page.getByRole('radio', { name: 'High school diploma', exact: true }).check();
  await page.getByLabel(/^Graduation year/).fill('2010');
  await continueButton(page).click();
  await at('savings', stepHeadings.savings);
  await giveSavings(page, '900', '0');
  await at('review', stepHeadings.review, reviewSubmit(page));
}

/** An hourly job at an employer of one's own, in a job card: 52 × 20 h × $18.50 = $19,240.00 a year. */
export async function fillHourlyCookJob(page: Page, job: Locator): Promise<void> {
  await job.getByRole('radio', { name: 'Hourly' }).check();
  await pickLookup(page, job, /^Job title/, 'Cook', /^Cook/);
  await pickLookup(page, job, /^Employer/, 'Corner Bakery Co', 'Create "Corner Bakery Co"');
  await job.getByLabel(/^Start month/).selectOption({ label: 'November' });
  await job.getByLabel(/^Start year/).selectOption('2022');
  await job.getByLabel(/^Hourly wage/).fill('18.50');
  await job.getByLabel(/^Hours per week/).fill('20');
  await job.getByLabel(/^How often are you paid/).selectOption({ label: 'Every two weeks' });
}
