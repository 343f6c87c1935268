/**
 * QA reaches two branches of docs/test-scenarios.md with the toolkit's
 * presets, filled through the applicant's own widgets (docs/qa-toolkit.md). The toolkit is only in a
 * build made with VITE_DEV_TOOLKIT=true (spec §9: off in production), so this spec needs one:
 * `VITE_DEV_TOOLKIT=true npm run test:e2e`; against a build without it, it says so and skips.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { continueButton, expectHeading, loanRoute } from './support/funnel';
import { openAtStep } from './support/placed';

const assets = join(import.meta.dirname, '../../dist/assets');
// A build without the toolkit may still emit its chunk files, but nothing of the app loads them.
const toolkitBuilt =
  existsSync(assets) &&
  readdirSync(assets).some(
    (file) =>
      file.endsWith('.js') &&
      !file.startsWith('QaToolkit') &&
      readFileSync(join(assets, file), 'utf8').includes('QaToolkitMount'),
  );
test.skip(!toolkitBuilt, 'dist/ was built without the QA toolkit: build with VITE_DEV_TOOLKIT=true');

/** QA leaves the field the step focused (? there is text), then opens the toolkit with ?. */
async function openToolkit(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  const toolkit = page.getByRole('dialog', { name: 'QA toolkit' });
  // The toolkit's key listener loads after the first paint: press ? again until it is listening.
  await expect(async () => {
    if (!(await toolkit.isVisible())) await page.keyboard.press('?');
    await expect(toolkit).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(toolkit.getByRole('button', { name: 'Fill valid' })).toBeVisible();
  return toolkit;
}

test('QA reaches "State not available" with its preset on the address step', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'ADDRESS_AND_PHONE');
  const toolkit = await openToolkit(page);
  await expect(toolkit.getByRole('spinbutton', { name: 'Seed' })).toHaveValue(/^\d+$/);
  await toolkit.getByRole('button', { name: 'Preset: State not available' }).click();
  await expect(toolkit.getByRole('status')).toHaveText(/Filled the State not available preset/);
  await page.keyboard.press('Escape');
  await expect(toolkit).toBeHidden();
  // What QA sees is what is submitted: the applicant's own fields hold the preset.
  await expect(page.getByRole('textbox', { name: /city/i })).toHaveValue('New York');
  await continueButton(page).click();
  await page.waitForURL(loanRoute('not-available/state', applicationUuid));
  await expectHeading(page, copy.pages.disqualifiedState.title);
});

test('QA reaches "Income not available" with its preset on the income step', async ({
  page,
  context,
  baseURL,
}) => {
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'INCOME');
  const toolkit = await openToolkit(page);
  await toolkit.getByRole('button', { name: 'Preset: Income not available' }).click();
  await page.keyboard.press('?');
  await expect(toolkit).toBeHidden();
  await continueButton(page).click();
  // The preset's $11,000 is asked about before it is sent; QA answers as an applicant would.
  await page.getByRole('button', { name: copy.incomeCheck.confirm }).click();
  await page.waitForURL(loanRoute('not-available/income', applicationUuid));
  await expectHeading(page, copy.pages.disqualifiedIncome.title);
});
