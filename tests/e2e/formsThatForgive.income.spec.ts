/**
 * Forms that forgive, on the income step at 390 px as on a phone: a salary typed as $11,000 instead of
 * $110,000 is asked about ("Is $11,000 a year right?") before the server can turn it down, and the
 * applicant corrects it in place with nothing typed lost (core/rules/incomeFigureCheck.ts); a job that
 * starts more than a month from now is a job offer and adds nothing to today's income
 * (core/rules/jobStartsLater.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { card, fillOneSalaryJob, giveIdentity, onStep, stepHeadings } from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { continueButton, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { serverCurrentStep } from './support/serverFlow';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/forgive-${name}-390.png`, fullPage: true });

const totalOf = (page: Page) => page.getByRole('group', { name: copy.incomeSummary.total });

async function reachIncome(page: Page, first: string, last: string): Promise<string> {
  await page.setViewportSize({ width: 390, height: 844 });
  const applicationUuid = await reachIdentity(page, uniqueName(first, last));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  return applicationUuid;
}

test('An applicant who types $11,000 instead of $110,000 is asked, corrects it and continues', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIncome(page, 'Rosa', 'Quintero');
  await fillOneSalaryJob(page, '11000');
  const salary = card(page, 'Job 1').getByLabel(/^Annual income/);
  await salary.blur();
  await shot(page, 'income-typo-before');

  const question = page.getByRole('heading', { name: 'Is $11,000 a year right?' });
  await test.step('Continue asks about the figure, in the page, with focus on the question', async () => {
    await continueButton(page).click();
    await expect(question).toBeVisible();
    await expect(question).toBeFocused();
    await expect(page.getByText(/less than the \$12,000 a year we need/)).toBeVisible();
    await expect(continueButton(page)).toBeHidden();
    // Nothing was sent: the server has not decided.
    expect(await serverCurrentStep(page, applicationUuid)).toBe('INCOME');
    await expectNoAxeViolations(page, 'income (asked about a figure)');
    await shot(page, 'income-typo-asked');
  });

  await test.step('"No, let me change it" goes back to the salary, with the figure kept', async () => {
    await page.getByRole('button', { name: copy.incomeCheck.correct }).click();
    await expect(question).toHaveCount(0);
    await expect(salary).toBeFocused();
    await expect(salary).toHaveValue(/11,000/);
    await expect(card(page, 'Job 1').getByRole('combobox', { name: /^Job title/ })).toHaveValue(/Cashier/);
  });

  await test.step('the corrected salary goes through without a question', async () => {
    await salary.fill('110000');
    await salary.blur();
    await expect(totalOf(page)).toContainText('$110,000.00');
    await shot(page, 'income-typo-corrected');
    await continueButton(page).click();
    await onStep(page, 'education', stepHeadings.education, continueButton(page), applicationUuid);
  });
});

test('An applicant asked about a figure can say it is right with the keyboard, and a new figure asks again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIncome(page, 'Tomas', 'Ibarra');
  await fillOneSalaryJob(page, '900');
  const salary = card(page, 'Job 1').getByLabel(/^Annual income/);
  await salary.press('Enter');
  const small = page.getByRole('heading', { name: 'Is $900 a year right?' });
  await expect(small).toBeFocused();
  await expect(page.getByText(copy.incomeCheck.unusuallyLow)).toBeVisible();

  // Changing the figure closes the question; Continue asks about the new one.
  await salary.fill('1200000');
  await expect(small).toHaveCount(0);
  await continueButton(page).click();
  const large = page.getByRole('heading', { name: 'Is $1,200,000 a year right?' });
  await expect(large).toBeFocused();
  await expect(page.getByText(copy.incomeCheck.unusuallyHigh)).toBeVisible();
  await expectNoAxeViolations(page, 'income (asked about a large figure)');

  // From the question, Tab reaches "Yes, that’s right" and Enter sends the form as it is.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.incomeCheck.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await onStep(page, 'education', stepHeadings.education, continueButton(page), applicationUuid);
});

test('An applicant whose job starts next December sees it is a job offer, not income today', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIncome(page, 'Lena', 'Vogt');
  await fillOneSalaryJob(page, '38480');
  const job = card(page, 'Job 1');
  await expect(totalOf(page)).toContainText('$38,480.00');
  await shot(page, 'income-start-before');

  const nextYear = String(new Date().getFullYear() + 1);
  await job.getByLabel(/^Start month/).selectOption({ label: 'December' });
  await job.getByLabel(/^Start year/).selectOption(nextYear);
  await expect(job.getByText(copy.incomeSummary.jobStartsLater)).toBeVisible();
  await expect(totalOf(page)).toContainText('$0.00');
  await expectNoAxeViolations(page, 'income (a job that starts later)');
  await shot(page, 'income-start-later');

  // A typo in the year is fixed in place: the pay typed is still there and counts again.
  await job.getByLabel(/^Start year/).selectOption('2021');
  await expect(job.getByText(copy.incomeSummary.jobStartsLater)).toHaveCount(0);
  await expect(totalOf(page)).toContainText('$38,480.00');
  await shot(page, 'income-start-corrected');
  await continueButton(page).click();
  await onStep(page, 'education', stepHeadings.education, continueButton(page), applicationUuid);
});
