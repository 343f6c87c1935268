/**
 * A signed-in page loaded directly (a returning applicant opening a link) does not queue its work
 * behind answers it can do without
 * (docs/decisions/0053-a-signed-in-page-asks-for-its-screen-and-its-checks-while-it-waits.md). Each test
 * holds one answer back and watches what the page asks for meanwhile, so a change that puts the work back in
 * the queue fails here, not only in the bench. Telemetry, the other way round, waits for the page
 * (docs/decisions/0054-telemetry-starts-once-the-page-has-settled.md).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { applicationAt, uniquePerson } from '../../scripts/journey/applicationAt';
import { loanRoute } from './support/funnel';
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
  const { hasAsked, release } = await openCompleteHolding(fixtures, '**/selected-loan-offer*');
  await expect.poll(() => hasAsked(/\/selected-loan-offer$/)).toBe(true);
  await expect.poll(() => hasAsked(/\/assets\/getSelectedLoanOffer-[\w-]+\.js$/)).toBe(true);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
  // The checks of the session and the current step come with the app's code: no request of their own.
  expect(hasAsked(/\/assets\/(getIdentity|getCurrentFlowStep)-[\w-]+\.js$/)).toBe(false);
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
  await expect.poll(() => hasAsked(new RegExp(`^/flow/${applicationUuid}/current-step$`))).toBe(true);
  // A window with nothing else to wait for, well past `load` (when telemetry used to start).
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('status', { name: copy.common.loading })).toBeVisible();
  expect(hasAsked(visit)).toBe(false);
  release();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
  // Well inside the 10 s a page that never settles waits.
  await expect.poll(() => hasAsked(visit), { timeout: 3_000 }).toBe(true);
});

test('A page left before it settled still records its one visit', async ({ page, context, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const visits: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/tracking/external-visit') visits.push(request.url());
  });
  // Signed out, a signed-in page sends the applicant to sign in from its loading frame.
  const landed = new URL('/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/income', baseURL).href;
  await page.goto(landed);
  await page.waitForURL(/\/interaction\//);
  await expect.poll(() => visits.length).toBe(1);
  expect(new URL(visits[0]!).searchParams.get('landing_page_url')).toBe(landed);
});

test('The external visit names the page as landed on, before the app followed the server', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const placed = await applicationAt(baseURL, 'INCOME', uniquePerson('INCOME'));
  await context.addCookies([{ name: placed.cookie.name, value: placed.cookie.value, url: baseURL }]);
  const visit = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/tracking/external-visit',
  );
  const landed = new URL(`/relief-loans/loan/${placed.applicationUuid}?utm_source=newsletter`, baseURL).href;
  await page.goto(landed);
  // The loan home follows the server to the step.
  await page.waitForURL(loanRoute('income', placed.applicationUuid));
  await expect(heading(page)).toBeVisible();
  const query = new URL((await visit).url()).searchParams;
  expect(query.get('landing_page_url')).toBe(landed);
  expect(query.get('utm_source')).toBe('newsletter');
});
