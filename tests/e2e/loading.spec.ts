/**
 * The loading state is a page too: on a slow phone connection an applicant may sit on it for
 * seconds, so it gets the same WCAG 2.1 AA check as the finished steps. The step form's code is
 * held back so the loading indicator stays on screen while axe runs. It must be a status that
 * screen readers announce, not a silent spinner.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { getReliefUrl } from './support/funnel';

test('An applicant on a slow connection is told the step is loading', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/relief-loans/assets/StepForm-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(getReliefUrl, { waitUntil: 'domcontentloaded' });
  // Announced as a status with the copy's loading text (spec §8 label "loading").
  await expect(page.getByRole('status').filter({ hasText: copy.common.loading }).first()).toBeAttached();
  try {
    await expectNoAxeViolations(page, 'get-relief while its form loads');
  } finally {
    release();
  }
  await expect(page.getByRole('button', { name: copy.pages.getRelief.submit })).toBeVisible();
});
