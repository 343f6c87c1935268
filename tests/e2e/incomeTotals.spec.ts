/**
 * The income step (docs/decisions/0033-income-running-totals-folding-jobs-own-titles.md), at 390 px as on a
 * phone: each job card's yearly pay and the page's total follow what is typed; adding another job folds the
 * finished one to a one-line summary that Edit opens again; a job title the list lacks is given as the
 * applicant's own and the step submits with it; a long employer name ends in an ellipsis before the Clear
 * button rather than under it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  card,
  fillHourlyCookJob,
  giveIdentity,
  onStep,
  pickLookup,
  stepHeadings,
} from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { continueButton, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { captureScreens } from './support/screens';
import { anotherTab } from './support/serverFlow';

const ownTitle = 'Community Health Outreach Lead';
const longEmployer = 'Huntsville Regional Medical Center Foundation of Northern Alabama';

const totalOf = (page: Page) => page.getByRole('group', { name: copy.incomeSummary.total });

/** The input's text area ends before the Clear button starts, and overflowing text ends in an ellipsis. */
async function expectTextClearsButton(box: Locator): Promise<void> {
  const layout = await box.evaluate((input) => {
    const button = input.parentElement?.querySelector('button');
    const style = getComputedStyle(input);
    return {
      textEnd: input.getBoundingClientRect().right - parseFloat(style.paddingRight),
      buttonStart: button?.getBoundingClientRect().left ?? Number.NaN,
      buttonHeight: button?.getBoundingClientRect().height ?? 0,
      textOverflow: style.textOverflow,
      overflows: input.scrollWidth > input.clientWidth,
    };
  });
  expect(layout.textEnd).toBeLessThanOrEqual(layout.buttonStart);
  expect(layout.buttonHeight).toBeGreaterThanOrEqual(44);
  expect(layout.textOverflow).toBe('ellipsis');
  expect(layout.overflows).toBe(true);
}

test('An applicant on a phone sees their income add up, folds a finished job and gives a title of their own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const applicationUuid = await reachIdentity(page, uniqueName('Ana', 'Reyes'));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  await page.getByRole('radio', { name: 'Employed', exact: true }).check();
  const first = card(page, 'Job 1');

  await test.step('a job title the list lacks is given as the applicant’s own', async () => {
    await first.getByRole('radio', { name: 'Salary' }).check();
    await pickLookup(page, first, /^Job title/, ownTitle, `Create "${ownTitle}"`);
    await expect(first.getByRole('combobox', { name: /^Job title/ })).toHaveValue(ownTitle);
  });

  await test.step('a long employer name ends before the Clear button', async () => {
    await pickLookup(page, first, /^Employer/, longEmployer, `Create "${longEmployer}"`);
    await first.getByLabel(/^Start month/).focus();
    await expectTextClearsButton(first.getByRole('combobox', { name: /^Employer/ }));
    await first.getByRole('combobox', { name: /^Employer/ }).screenshot({
      path: 'test-results/screens/income-long-employer-390.png',
    });
  });

  await test.step('the job’s yearly pay and the total follow each keystroke', async () => {
    await first.getByLabel(/^Start month/).selectOption({ label: 'March' });
    await first.getByLabel(/^Start year/).selectOption('2019');
    await expect(first.getByText(copy.incomeSummary.jobYearlyPending)).toBeVisible();
    await expect(totalOf(page)).toContainText('$0.00');
    const salary = first.getByLabel(/^Annual income/);
    await salary.pressSequentially('600');
    await expect(first.getByText('$600.00')).toBeVisible();
    await expect(totalOf(page)).toContainText('$600.00');
    await salary.pressSequentially('00');
    await expect(first.getByText('$60,000.00')).toBeVisible();
    await expect(totalOf(page)).toContainText('$60,000.00');
    await first.getByLabel(/^Bonuses, tips and commissions/).pressSequentially('2500');
    await expect(first.getByText('$62,500.00')).toBeVisible();
    await expect(totalOf(page)).toContainText('$62,500.00');
    // Read in place, not announced on every keystroke.
    await expect(
      totalOf(page).locator('xpath=ancestor-or-self::*[@aria-live or @role="status"]'),
    ).toHaveCount(0);
  });

  await test.step('adding another job folds the finished one to a summary', async () => {
    await page.getByRole('button', { name: copy.arrayItems.jobs.add }).click();
    const second = card(page, 'Job 2');
    await expect(second.getByRole('heading', { name: 'Job 2' })).toBeFocused();
    await expect(first).toContainText(`Salary job · ${ownTitle} at ${longEmployer} · $62,500.00 a year`);
    await expect(first.getByLabel(/^Annual income/)).toBeHidden();
    const edit = first.getByRole('button', { name: 'Edit job 1' });
    await expect(edit).toBeVisible();
    expect((await edit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    await fillHourlyCookJob(page, second);
    // 52 × 20 × $18.50 = $19,240.00; with the first job's $62,500.00
    await expect(second.getByText('$19,240.00')).toBeVisible();
    await expect(totalOf(page)).toContainText('$81,740.00');
    await expectNoAxeViolations(page, 'income (a job folded)');
    await captureScreens(page, 'income-job-folded');
  });

  await test.step('Edit opens the folded job again, with focus on it', async () => {
    await first.getByRole('button', { name: 'Edit job 1' }).click();
    await expect(first.getByRole('heading', { name: 'Job 1' })).toBeFocused();
    await expect(first.getByLabel(/^Annual income/)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Edit job 1' })).toHaveCount(0);
    await expect(first.getByText('$62,500.00')).toBeVisible();
  });

  await test.step('the step submits, and the server keeps the title of their own', async () => {
    await continueButton(page).click();
    await onStep(page, 'education', stepHeadings.education, continueButton(page), applicationUuid);
    const call = await anotherTab(page);
    const records = (await call('GET', `/application/${applicationUuid}/jobs-income-sources`)) as Array<{
      kind: string;
      jobFields?: Record<string, unknown>;
    }>;
    const jobs = records.filter((record) => record.kind === 'JOB').map((record) => record.jobFields ?? {});
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({ title: ownTitle, customCompanyName: longEmployer, salary: 60000 });
    expect(jobs[0]).not.toHaveProperty('occupationId');
    expect(jobs[1]).toMatchObject({ title: 'Cook', salary: 19240 });
  });
});
