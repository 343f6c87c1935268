/**
 * A signed-in page loaded directly (a returning applicant opening a link) does not queue its work
 * behind answers it can do without (docs/decisions.md "A signed-in page asks for its screen and its
 * checks while it waits"). Each test holds one answer back and watches what the page asks for
 * meanwhile, so a change that puts the work back in the queue fails here, not only in the bench.
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { openAtStep } from './support/placed';

/** Holds every answer to `pattern` until the returned release is called. */
async function holdAnswers(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every URL the page asks for, in order. */
function requested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test("A signed-in page downloads its screen's code while the session is still being checked", async ({
  page,
  context,
  baseURL,
}) => {
  const urls = requested(page);
  const releaseIdentity = await holdAnswers(page, '**/small_dollar_loan/api/identity*');
  await openAtStep({ page, context, baseURL }, 'FUNNEL_COMPLETE');
  await expect.poll(() => urls.some((url) => /\/assets\/CompleteScreen-[\w-]+\.js$/.test(url))).toBe(true);
  // Still no session: the page says nothing about the loan yet.
  await expect(heading(page)).not.toHaveText(copy.pages.complete.title);
  releaseIdentity();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
});

test("An answer's check downloads while its request is out, not after the answer", async ({
  page,
  context,
  baseURL,
}) => {
  const urls = requested(page);
  const releaseStep = await holdAnswers(page, '**/flow/*/current-step*');
  await openAtStep({ page, context, baseURL }, 'FUNNEL_COMPLETE');
  await expect.poll(() => urls.some((url) => /\/flow\/[\w-]+\/current-step$/.test(url))).toBe(true);
  await expect
    .poll(() => urls.some((url) => /\/assets\/getCurrentFlowStep-[\w-]+\.js$/.test(url)))
    .toBe(true);
  releaseStep();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
});

test('The complete page asks for the loan alongside the step, and says complete only once the step does', async ({
  page,
  context,
  baseURL,
}) => {
  const urls = requested(page);
  const releaseStep = await holdAnswers(page, '**/flow/*/current-step*');
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'FUNNEL_COMPLETE');
  const offerPath = `/application-offers/${applicationUuid}/selected-loan-offer`;
  await expect.poll(() => urls.includes(offerPath)).toBe(true);
  // The loan is asked for, the step is not in: the neutral frame, never the outcome.
  await expect(heading(page)).toHaveText(copy.pages.loanHome.title);
  await expect(page.getByRole('table')).toHaveCount(0);
  releaseStep();
  await expect(heading(page)).toHaveText(copy.pages.complete.title);
  await expect(page.getByRole('table', { name: copy.pages.complete.scheduleTitle })).toBeVisible();
});
