/**
 * The wait on getting-offers survives a reload and a server restart (the run
 * is in the database, not in the process), and a bureau that is down is told in spec §8's words with
 * a way to try again that reaches the offers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { applicationAt, uniquePerson } from '../../scripts/journey/applicationAt';
import { expectNoAxeViolations } from './support/axe';
import { loanRoute } from './support/funnel';
import { startOwnServer } from './support/ownServer';
import { captureScreens } from './support/screens';

const waiting = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'pricing your loan' });

test('A reload and a server restart while pricing runs: the applicant still reaches the offers', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const port = Number(process.env.E2E_PORT ?? 4390) + 17;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-restart-'));
  // A long run (8 s), so the reload and the restart both happen while it goes.
  let server = await startOwnServer(port, dataDir, { PRICING_DELAY_MS: '8000' });
  try {
    const placed = await applicationAt(server.baseURL, 'PRICING', uniquePerson('Restart'));
    await context.addCookies([{ name: placed.cookie.name, value: placed.cookie.value, url: server.baseURL }]);
    await page.goto(placed.url);
    await expect(waiting(page)).toBeVisible();
    await page.reload();
    await expect(waiting(page)).toBeVisible();
    await server.stop();
    server = await startOwnServer(port, dataDir, { PRICING_DELAY_MS: '8000' });
    await page.waitForURL(loanRoute('offers', placed.applicationUuid), { timeout: 30_000 });
    await expect(page.getByRole('button', { name: copy.pages.offers.submit })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('A bureau that is down once: the message and Try again, then the offers', async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const placed = await applicationAt(baseURL, 'PRICING', uniquePerson('Bureau'), { ssn: '123451700' });
  await context.addCookies([{ name: placed.cookie.name, value: placed.cookie.value, url: baseURL }]);
  await page.goto(placed.url);
  const alert = page.getByRole('alert').filter({ hasText: copy.errors.UPSTREAM_UNAVAILABLE });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page, 'getting-offers (bureau down)');
  await captureScreens(page, 'getting-offers-failed');
  await page.getByRole('button', { name: copy.common.tryAgain }).click();
  await page.waitForURL(loanRoute('offers', placed.applicationUuid), { timeout: 15_000 });
});
