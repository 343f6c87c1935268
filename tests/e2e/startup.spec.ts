/**
 * A signed-in page loaded directly (a returning applicant opening a link) does not queue its work
 * behind answers it can do without (docs/decisions.md "A signed-in page asks for its screen and its
 * checks while it waits"). Each test holds one answer back and watches what the page asks for
 * meanwhile, so a change that puts the work back in the queue fails here, not only in the bench.
 * Telemetry, the other way round, waits for the page (docs/decisions.md "Telemetry starts once the
 * page has settled").
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { openAtStep } from './support/placed';

type Fixtures = { page: Page; context: BrowserContext; baseURL: string | undefined };

/**
 * Opens a completed application's page with every answer to `held` held back. Returns the paths the
 * page asked for (in order, kept up to date), the application, and the release of the held answers.
 */
async function openCompleteHolding(fixtures: Fixtures, held: string) {
  const { page } = fixtures;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  const applicationUuid = await openAtStep(fixtures, 'FUNNEL_COMPLETE');
  const hasAsked = (pattern: RegExp) => asked.some((path) => pattern.test(path));
  return { hasAsked, applicationUuid, release };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test("A signed-in page downloads its screen's code while the session is still being checked", async ({
  page,
  context,
  baseURL,
}) => {
  const fixtures = { page, context, baseURL };
  const { hasAsked, release } = await openCompleteHolding(fixtures, '**/small_dollar_loan/api/identity*');
  await expect.poll(() => hasAsked(/\/assets\/CompleteScreen-[\w-]+\.js$/)).toBe(true);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
});

test("An answer's check downloads while its request is out, not after the answer", async ({
  page,
  context,
  baseURL,
}) => {
  const fixtures = { page, context, baseURL };
  const { hasAsked, release } = await openCompleteHolding(fixtures, '**/flow/*/current-step*');
  await expect.poll(() => hasAsked(/\/flow\/[\w-]+\/current-step$/)).toBe(true);
  await expect.poll(() => hasAsked(/\/assets\/getCurrentFlowStep-[\w-]+\.js$/)).toBe(true);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
});

test('The complete page asks for the loan alongside the step, and says complete only once the step does', async ({
  page,
  context,
  baseURL,
}) => {
  const fixtures = { page, context, baseURL };
  const { hasAsked, applicationUuid, release } = await openCompleteHolding(
    fixtures,
    '**/flow/*/current-step*',
  );
  await expect
    .poll(() => hasAsked(new RegExp(`^/application-offers/${applicationUuid}/selected-loan-offer$`)))
    .toBe(true);
  // The loan is asked for, the step is not in: the neutral frame, never the outcome.
  await expect(heading(page)).toHaveText(copy.pages.loanHome.title);
  await expect(page.getByRole('table')).toHaveCount(0);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
  await expect(page.getByRole('table', { name: copy.pages.complete.scheduleTitle })).toBeVisible();
});

test('Telemetry waits until the page has its data, then starts', async ({ page, context, baseURL }) => {
  const fixtures = { page, context, baseURL };
  const { hasAsked, applicationUuid, release } = await openCompleteHolding(
    fixtures,
    '**/application-offers/*/selected-loan-offer*',
  );
  const visit = /^\/tracking\/external-visit$/;
  // Well past `load` (when telemetry used to start), the page still waits for the loan.
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect.poll(() => hasAsked(new RegExp(`^/flow/${applicationUuid}/current-step$`))).toBe(true);
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('status', { name: copy.common.loading })).toBeVisible();
  expect(hasAsked(visit)).toBe(false);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
  await expect.poll(() => hasAsked(visit)).toBe(true);
});
