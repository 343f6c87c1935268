/**
 * Keystroke-to-paint latency: ~30 keys typed into one text field of a signed-in step, each key
 * measured in the page from its keydown (a capture-phase listener on window, the first to run) to
 * the next paint (requestAnimationFrame, then a task queued from it: it runs once the frame is
 * produced). Keys are pressed one at a time with a pause, so each gets its own frame. Measured at
 * each CPU throttling rate (CDP Emulation.setCPUThrottlingRate) on a freshly loaded page.
 */
import type { Browser, Page } from '@playwright/test';
import type { SessionCookie } from '../journey/api';
import { gotoQuiet } from '../journey/quietNetwork';
import { percentile, round } from './stats';

export interface KeystrokeField {
  /** CSS selector of the field. */
  selector: string;
  keys: string[];
}

export interface KeystrokeResult {
  cpuThrottling: number;
  keys: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const backspaces = (count: number) => Array.from({ length: count }, () => 'Backspace');

/** The SSN field on the identity step: 9 digits, all deleted, 9 more, 3 deleted (30 keys). */
export const ssnField: KeystrokeField = {
  selector: '#root_ssn',
  keys: [...'123456789', ...backspaces(9), ...'234567891', ...backspaces(3)],
};

/** The first job's annual income (a money field) on the income step: 3 × type 5 digits, delete them. */
export const annualIncomeField: KeystrokeField = {
  selector: '#root_jobs_0_annualIncome',
  keys: [...'75000', ...backspaces(5), ...'82500', ...backspaces(5), ...'64000', ...backspaces(5)],
};

interface MeasuredWindow {
  __keyToPaintMs?: number[];
}

function installProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const target = window as Window & MeasuredWindow;
    target.__keyToPaintMs = [];
    window.addEventListener(
      'keydown',
      () => {
        const started = performance.now();
        requestAnimationFrame(() => {
          setTimeout(() => target.__keyToPaintMs?.push(performance.now() - started), 0);
        });
      },
      { capture: true },
    );
  });
}

const readProbe = (page: Page) =>
  page.evaluate(() => [...((window as Window & MeasuredWindow).__keyToPaintMs ?? [])]);

async function measureAtRate(
  browser: Browser,
  url: string,
  cookie: SessionCookie,
  field: KeystrokeField,
  rate: number,
): Promise<KeystrokeResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name: cookie.name, value: cookie.value, url: new URL(url).origin }]);
    const page = await context.newPage();
    await gotoQuiet(page, url);
    const input = page.locator(field.selector);
    await input.waitFor({ state: 'visible', timeout: 15_000 });
    await input.click();
    // Start from an empty field, then two unmeasured keys so first-use work is not counted.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('1');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await installProbe(page);
    const pauseMs = 80 * rate;
    for (const key of field.keys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(pauseMs);
    }
    const deadline = Date.now() + 5_000;
    let timings = await readProbe(page);
    while (timings.length < field.keys.length && Date.now() < deadline) {
      await page.waitForTimeout(100);
      timings = await readProbe(page);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      cpuThrottling: rate,
      keys: timings.length,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      maxMs: round(Math.max(...timings)),
    };
  } finally {
    await context.close();
  }
}

export async function measureKeystrokes(
  browser: Browser,
  url: string,
  cookie: SessionCookie,
  field: KeystrokeField,
  rates: readonly number[] = [1, 4],
): Promise<KeystrokeResult[]> {
  const results: KeystrokeResult[] = [];
  for (const rate of rates) results.push(await measureAtRate(browser, url, cookie, field, rate));
  return results;
}
