/**
 * Every step completes by keyboard alone. No clicks from identity to agree:
 * Tab, Shift+Tab, Space, Enter, arrow keys and typing, through the comboboxes too.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { agreeFields, card, identityFields, onStep, reviewSubmit, stepHeadings } from './support/application';
import { continueButton, reachIdentity } from './support/funnel';
import { arrowDownUntil, tabTo } from './support/keyboard';
import { uniqueName } from './support/people';
import { canary } from './support/secrets';
import { waitOutPricing } from './support/serverFlow';

/** Tab to a combobox, type, move to the option with ArrowDown and take it with Enter. */
async function chooseByKeyboard(page: Page, box: Locator, typed: string, option: RegExp): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await arrowDownUntil(page, async () => {
    const active = await box.getAttribute('aria-activedescendant');
    if (!active) return false;
    const text = await page.locator(`[id="${active}"]`).textContent();
    return option.test(text ?? '');
  });
  await page.keyboard.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

async function selectByKeyboard(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await arrowDownUntil(page, async () =>
    select.evaluate(
      (element, wanted) => (element as HTMLSelectElement).selectedOptions[0]?.textContent === wanted,
      label,
    ),
  );
}

async function radioByKeyboard(page: Page, group: Locator, name: string): Promise<void> {
  const target = group.getByRole('radio', { name, exact: true });
  await tabTo(page, group.getByRole('radio').first());
  await page.keyboard.press('Space');
  await arrowDownUntil(page, () => target.isChecked());
}

async function submitByKeyboard(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

test('An applicant who uses only a keyboard completes identity through agree', async ({ page }) => {
  test.setTimeout(150_000);
  const applicationUuid = await reachIdentity(page, uniqueName('Tomas', 'Berg'));
  const at = (subPath: string, heading: string, submit = continueButton(page)) =>
    onStep(page, subPath, heading, submit, applicationUuid);

  await at('identity', stepHeadings.identity);
  await tabTo(page, identityFields.dob(page));
  await page.keyboard.type(canary.dob.replace(/\//g, ''));
  await tabTo(page, identityFields.ssn(page));
  await page.keyboard.type(canary.ssn.replace(/-/g, ''));
  await tabTo(page, identityFields.showSsn(page));
  await page.keyboard.press('Space');
  await expect(identityFields.ssn(page)).toHaveValue(canary.ssn);
  await submitByKeyboard(page, continueButton(page));

  await at('income', stepHeadings.income);
  await radioByKeyboard(page, page.getByRole('group', { name: /main source of income/ }), 'Employed');
  const job = card(page, 'Job 1');
  await radioByKeyboard(page, job, 'Salary');
  await chooseByKeyboard(page, job.getByRole('combobox', { name: /^Job title/ }), 'Teach', /Teacher/);
  await chooseByKeyboard(page, job.getByRole('combobox', { name: /^Employer/ }), 'Schools', /Schools/);
  await selectByKeyboard(page, job.getByLabel(/^Start month/), 'August');
  await selectByKeyboard(page, job.getByLabel(/^Start year/), '2016');
  await tabTo(page, job.getByLabel(/^Annual income/));
  await page.keyboard.type('54000');
  await tabTo(page, page.getByRole('button', { name: copy.arrayItems.otherIncomeSources.add }));
  await page.keyboard.press('Enter');
  const other = card(page, 'Other income 1');
  await selectByKeyboard(page, other.getByLabel(/^Kind of income/), 'Child support');
  await tabTo(page, other.getByLabel(/^Amount per year/));
  await page.keyboard.type('4800');
  await submitByKeyboard(page, continueButton(page));

  await at('education', stepHeadings.education);
  await radioByKeyboard(page, page.getByRole('group', { name: /highest level of education/ }), 'Associate');
  await chooseByKeyboard(
    page,
    page.getByRole('combobox', { name: /^School name/ }),
    'Lakeshore Tech',
    /^Create/,
  );
  await radioByKeyboard(page, page.getByRole('group', { name: /in the United States/ }), 'Yes');
  await tabTo(page, page.getByLabel(/^Graduation year/));
  await page.keyboard.type('2009');
  await submitByKeyboard(page, continueButton(page));

  await at('savings', stepHeadings.savings);
  await tabTo(page, page.getByLabel(/^Checking and savings total/));
  await page.keyboard.type('3200');
  await tabTo(page, page.getByLabel(/^Investments total/));
  await page.keyboard.type('0');
  await submitByKeyboard(page, continueButton(page));

  await at('review', stepHeadings.review, reviewSubmit(page));
  await expect(page.getByRole('main')).toContainText('Child support');
  await submitByKeyboard(page, reviewSubmit(page));

  await at('agree', stepHeadings.agree, agreeFields.submit(page));
  await tabTo(page, agreeFields.ssn(page));
  await page.keyboard.type(canary.ssn);
  for (const box of await agreeFields.consents(page).all()) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await submitByKeyboard(page, agreeFields.submit(page));
  await at('getting-offers', stepHeadings.pricing, page.getByRole('heading', { level: 1 }));
  expect(await waitOutPricing(page, applicationUuid)).not.toBe('PRICING');
});
