/**
 * A step form downloads the code its first render shows and the rest at the applicant's first touch
 * (src/stepForm/stepNeeds.ts, issue 9 first-load JS): income's first screen has no job, so the
 * job-title and employer lookup arrives only once the applicant presses in the form, in time for
 * the job card it opens. (Saved answers that show a lookup load it before the form renders:
 * tests/unit/stepForm/stepNeeds.test.ts, and the edits from review in fullApplication.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { fillOneSalaryJob, giveIdentity, onStep, stepHeadings } from './support/application';
import { continueButton, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';

/** Names of the scripts the page has requested so far. */
function watchScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

const lookupChunk = (requested: string[]) => requested.some((path) => /\/LookupField-[\w-]+\.js$/.test(path));

test('The income step loads the job lookup at the applicant’s first touch, not with the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIdentity(page, uniqueName('Lena', 'Okafor'));
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  await giveIdentity(page);
  await onStep(page, 'income', stepHeadings.income, continueButton(page), applicationUuid);
  const incomeUrl = page.url();

  await test.step('opened directly, the step shows its first question without the lookup code', async () => {
    const fresh = await page.context().newPage();
    const requested = watchScripts(fresh);
    await fresh.goto(incomeUrl);
    // The step loader requests all it preloads before the form first renders.
    await expect(fresh.getByRole('radio', { name: 'Employed', exact: true })).toBeVisible();
    expect(lookupChunk(requested)).toBe(false);

    // The first focus in the form loads it, before any answer opens a job card.
    await fresh.getByRole('radio', { name: 'Employed', exact: true }).focus();
    await expect.poll(() => lookupChunk(requested)).toBe(true);
    await expect(fresh.getByRole('combobox')).toHaveCount(0);
    await fillOneSalaryJob(fresh, '64000');
    await expect(fresh.getByRole('combobox', { name: /^Job title/ })).toBeVisible();
  });
});
