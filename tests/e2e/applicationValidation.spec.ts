/**
 * The rules of spec §5 on the new steps show their message next to the field in the
 * browser (every rule is also covered by the unit and API suites), and income below the product's
 * minimum, once the applicant confirms the figure, leads to not-available/income (docs/test-scenarios.md).
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  card,
  fillOneSalaryJob,
  giveIdentity,
  identityFields,
  onStep,
  stepHeadings,
} from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, typeInto } from './support/fieldErrors';
import { continueButton, expectHeading, loanRoute, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { captureScreens } from './support/screens';
import { serverCurrentStep } from './support/serverFlow';

test('An applicant who types an impossible birth date, is under 18 or has an invalid SSN is told so', async ({
  page,
}) => {
  const applicationUuid = await reachIdentity(page, uniqueName('Ada', 'Moreno'));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  const dob = identityFields.dob(page);
  const ssn = identityFields.ssn(page);

  await typeInto(dob, '02302001');
  await expectFieldError(page, dob, 'Enter a valid date of birth as MM/DD/YYYY');
  const thisYear = new Date().getFullYear();
  await typeInto(dob, `0101${thisYear - 10}`);
  await expectFieldError(page, dob, 'You must be at least 18 to apply');
  for (const invalid of ['666-12-3456', '912-12-3456', '123-00-4567', '123-45-0000']) {
    await typeInto(ssn, invalid);
    await expectFieldError(
      page,
      ssn,
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    );
  }
  await typeInto(ssn, '1234');
  await expectFieldError(page, ssn, 'Enter all 9 digits of your Social Security number');
  await expectNoAxeViolations(page, 'identity (invalid values)');
});

test('An applicant whose income is below the minimum is told the loan isn’t available', async ({ page }) => {
  const applicationUuid = await reachIdentity(page, uniqueName('Sam', 'Ortiz'));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);

  await fillOneSalaryJob(page, '200');
  const job = card(page, 'Job 1');
  await job.getByRole('radio', { name: 'Hourly' }).check();
  await typeInto(job.getByLabel(/^Hours per week/), '169');
  await expectFieldError(page, job.getByLabel(/^Hours per week/), 'Must be 168 or less');
  await job.getByRole('radio', { name: 'Salary' }).check();
  await typeInto(job.getByLabel(/^Annual income/), '11000');

  await continueButton(page).click();
  // Asked first (a typo is easy to fix now); the applicant says the figure is right.
  await expect(page.getByRole('heading', { name: 'Is $11,000 a year right?' })).toBeFocused();
  await page.getByRole('button', { name: copy.incomeCheck.confirm }).click();
  await page.waitForURL(loanRoute('not-available/income', applicationUuid));
  await expectHeading(page, copy.pages.disqualifiedIncome.title);
  expect(await serverCurrentStep(page, applicationUuid)).toBe('INCOME_NOT_AVAILABLE');
  await expectNoAxeViolations(page, 'not-available/income');
  await captureScreens(page, 'not-available-income');
});

test('An applicant with a graduation year outside the window is told which way it is off', async ({
  page,
}) => {
  const applicationUuid = await reachIdentity(page, uniqueName('Ines', 'Duarte'));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  await fillOneSalaryJob(page, '48000');
  await continueButton(page).click();
  await onStep(page, 'education', stepHeadings.education, continueButton(page), applicationUuid);

  await page.getByRole('radio', { name: 'Associate', exact: true }).check();
  const year = page.getByLabel(/^Graduation year/);
  const thisYear = new Date().getFullYear();
  await typeInto(year, String(thisYear - 101));
  await expectFieldError(page, year, 'Graduation must be within the last 100 years');
  await typeInto(year, String(thisYear + 11));
  await expectFieldError(page, year, 'Graduation must be within the next 10 years');
  await continueButton(page).click();
  await expectFieldError(
    page,
    page.getByRole('combobox', { name: /^School name/ }),
    'Selected degree requires a school name',
  );
  await expect(page.getByRole('combobox', { name: /^School name/ })).toBeFocused();
  await expectNoAxeViolations(page, 'education (invalid values)');
  await captureScreens(page, 'education-errors');
});
