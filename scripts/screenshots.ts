/**
 * Screenshots of every page an applicant meets before pricing (docs/performance.md):
 *   npm run screenshots      (expects dist/: run npm run build first)
 * Starts the server on a free port with a throw-away database and, for each page of
 * scripts/journey/pages.ts, puts a new applicant's application on that step through the API
 * (scripts/journey), opens the page in headless Chromium with the applicant's session cookie and
 * takes full-page PNGs at 390×844 and 1280×800:
 *   - initial: the page as loaded;
 *   - error: after pressing the form's main submit button untouched. A form the server prefilled
 *     (the edit steps) has its filled text fields emptied first, so the error state shows; review,
 *     which has no fields, is given an application whose education went missing (docs/test-scenarios.md:
 *     Missing data at review), so Continue is refused and the app reopens education.
 * Writes .screenshots/<page>-<width>-<state>.png and prints the list. SCREENSHOT_PAGES=review,income
 * limits the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './chromiumPath';
import {
  prepareTarget,
  preFlowTargets,
  stepTargets,
  type OpenedPage,
  type PageTarget,
} from './journey/pages';
import { watchNetwork } from './journey/quietNetwork';
import { startServer } from './journey/server';

const outDir = '.screenshots';
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const errorWaitMs = 5_000;

interface Shot {
  file: string;
  note: string;
}

/** Each page's own requests (not telemetry), watched from the moment it opens. */
const networks = new WeakMap<Page, ReturnType<typeof watchNetwork>>();

/** Waits until the page's requests settle and (up to 10 s) no loading spinner or busy region is left. */
async function loaded(page: Page): Promise<void> {
  await networks.get(page)?.quiet();
  await page
    .waitForFunction(
      () => document.querySelectorAll('.chakra-spinner, [aria-busy="true"]').length === 0,
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
}

/** Two animation frames: layout and paint have caught up with the last change. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function openPage(browser: Browser, opened: OpenedPage, size: (typeof sizes)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  if (opened.cookie) {
    await context.addCookies([
      { name: opened.cookie.name, value: opened.cookie.value, url: new URL(opened.url).origin },
    ]);
  }
  const page = await context.newPage();
  networks.set(page, watchNetwork(page));
  await page.goto(opened.url, { waitUntil: 'load' });
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await loaded(page);
  await settle(page);
  return page;
}

/** The form's main submit button: the first visible submit of a form, else a Continue-like button. */
async function mainSubmit(page: Page): Promise<Locator | null> {
  const inForm = page.locator('form button[type="submit"]:visible');
  if ((await inForm.count()) > 0) return inForm.first();
  const named = page.getByRole('button', { name: /continue|submit|agree|see my options|save/i });
  if ((await named.count()) > 0) return named.first();
  return null;
}

/** Empties the text fields the page came with filled, so an untouched submit meets empty fields. */
async function clearPrefilledFields(page: Page): Promise<number> {
  const fields = page.locator(
    'form input:visible:not([type]), form input[type="text"]:visible, form input[type="tel"]:visible, form input[type="number"]:visible, form input[type="email"]:visible, form textarea:visible',
  );
  let cleared = 0;
  for (const field of await fields.all()) {
    if ((await field.isEditable()) && (await field.inputValue()) !== '') {
      await field.fill('');
      cleared += 1;
    }
  }
  if (cleared > 0) await page.keyboard.press('Tab');
  return cleared;
}

/** Presses the main submit and waits for errors (or a move to another page); answers what happened. */
async function showErrors(page: Page): Promise<string> {
  const cleared = await clearPrefilledFields(page);
  const button = await mainSubmit(page);
  if (!button) return 'no submit button found';
  const before = page.url();
  await button.click();
  const errorShown = page
    .locator('[aria-invalid="true"], [role="alert"]')
    .first()
    .waitFor({ state: 'visible', timeout: errorWaitMs })
    .catch(() => undefined);
  const moved = page
    .waitForURL((url) => url.toString() !== before, { timeout: errorWaitMs })
    .catch(() => undefined);
  await Promise.race([errorShown, moved]);
  await loaded(page);
  await page.waitForTimeout(300);
  await settle(page);
  const errorCount = await page.locator('[aria-invalid="true"]:visible, [role="alert"]:visible').count();
  const after = new URL(page.url());
  const where =
    page.url() === before
      ? ''
      : after.pathname === new URL(before).pathname
        ? 'page reloaded, '
        : `moved to ${after.pathname}, `;
  const clearedNote = cleared > 0 ? `${cleared} prefilled field(s) emptied, ` : '';
  return `${clearedNote}${where}${errorCount > 0 ? 'errors shown' : 'no error shown'}`;
}

async function shootTarget(browser: Browser, baseUrl: string, target: PageTarget): Promise<Shot[]> {
  const shots: Shot[] = [];
  let opened = await prepareTarget(baseUrl, target);
  for (const size of sizes) {
    const page = await openPage(browser, opened, size);
    try {
      const file = path.join(outDir, `${target.name}-${size.width}-initial.png`);
      await page.screenshot({ path: file, fullPage: true });
      shots.push({ file, note: new URL(page.url()).pathname });
    } finally {
      await page.context().close();
    }
  }
  for (const size of sizes) {
    if (target.name === 'review') opened = await prepareTarget(baseUrl, target, { missingEducation: true });
    const page = await openPage(browser, opened, size);
    try {
      const note = await showErrors(page);
      const file = path.join(outDir, `${target.name}-${size.width}-error.png`);
      await page.screenshot({ path: file, fullPage: true });
      shots.push({ file, note });
      // An accepted submit moved the application on: the next width needs a new one.
      if (note.includes('moved to') && opened.applicationUuid) opened = await prepareTarget(baseUrl, target);
    } finally {
      await page.context().close();
    }
  }
  return shots;
}

async function main(): Promise<void> {
  const only = process.env.SCREENSHOT_PAGES?.split(',').map((name) => name.trim());
  const targets = [...preFlowTargets, ...stepTargets].filter((target) => !only || only.includes(target.name));
  if (targets.length === 0) throw new Error(`SCREENSHOT_PAGES matches no page`);
  fs.mkdirSync(outDir, { recursive: true });
  const executablePath = resolveChromiumPath() ?? chromium.executablePath();
  const server = await startServer('screenshots');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const shots: Shot[] = [];
  try {
    for (const target of targets) {
      console.info(`${target.name}…`);
      shots.push(...(await shootTarget(browser, server.origin, target)));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.info(`\n${shots.length} screenshots in ${outDir}/:`);
  const width = Math.max(...shots.map((shot) => shot.file.length));
  for (const shot of shots) console.info(`  ${shot.file.padEnd(width)}  ${shot.note}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
