/**
 * Lighthouse 12, default mobile emulation with simulated throttling: performance score, LCP, FCP
 * and TBT per run and their medians. A fresh browser and profile per run, so no run warms another's
 * cache. A signed-in page gets the session cookie in the browser's own cookie jar before the run
 * (puppeteer, which Lighthouse drives anyway), and Lighthouse is told not to clear it. Its
 * `extraHeaders` flag is no way to sign in: once the page sets cookies of its own (the web client
 * and browser session ids, docs/analytics.md), Chromium sends those instead of the extra Cookie header, and
 * every signed-in run measured the redirect to /login.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { SessionCookie } from '../journey/api';
import { chromiumArgs } from '../chromiumPath';
import { median } from './stats';

export interface LighthouseRun {
  performanceScore: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** What Lighthouse saw as the largest contentful paint, to tell what the paint waited for. */
  largestContentfulPaintElement: string;
  /**
   * Lighthouse's measure of this machine's speed at the run (environment.benchmarkIndex): its
   * simulated TBT scales the tasks it observed here, so runs with different indexes differ by that much.
   */
  benchmarkIndex: number;
}

export interface LighthouseMedians {
  performanceScore: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
}

/** The HTML snippet of the first DOM node in an audit's details (tables and lists nest them). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = firstNodeSnippet(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
  for (const value of Object.values(record)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

/** One Lighthouse run in a fresh browser and profile. */
async function measureOnce(url: string, chromePath: string, cookie?: SessionCookie): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (cookie) {
      await browser.setCookie({
        name: cookie.name,
        value: cookie.value,
        domain: new URL(url).hostname,
        path: '/',
        httpOnly: true,
      });
    }
    // Lighthouse's default config: mobile form factor and screen, simulated (Lantern) throttling.
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keep the session cookie; the profile is new, so there is nothing else to clear.
        disableStorageReset: Boolean(cookie),
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // A signed-in run that ended anywhere but the page asked for measured something else.
    if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse was sent to ${lhr.finalDisplayedUrl}, not ${url}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpSnippet = firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details) ?? 'unknown';
    return {
      performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
      largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
      firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
      largestContentfulPaintElement: lcpSnippet.slice(0, 160),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART): such a run is tried once more. */
const triesPerRun = 2;

/** The page one run opens, and the session cookie of a signed-in one. */
export interface LighthouseTarget {
  url: string;
  cookie?: SessionCookie;
}

/**
 * `open` gives each run its page: a signed-in page gets a new application per run, because the
 * server's flow moves on with time (an instantly funded loan leaves the complete page for the
 * overview a minute after acceptance, schemas/pricing.json funding.instantDelaySeconds), so a later
 * run on the first run's application would measure somewhere else, or fail the check above.
 */
export async function runLighthouse(
  open: () => Promise<LighthouseTarget>,
  chromePath: string,
  runs: number,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    let outcome: LighthouseRun | undefined;
    for (let attempt = 1; !outcome; attempt += 1) {
      try {
        const { url, cookie } = await open();
        outcome = await measureOnce(url, chromePath, cookie);
      } catch (error) {
        if (attempt >= triesPerRun || !String(error).includes('NO_NAVSTART')) throw error;
        console.warn(`    Lighthouse run ${run}/${runs}: no navigation recorded, once more`);
      }
    }
    console.info(
      `    Lighthouse run ${run}/${runs}: score ${outcome.performanceScore}, TBT ${outcome.totalBlockingTimeMs} ms, LCP ${outcome.largestContentfulPaintMs} ms (machine benchmark index ${outcome.benchmarkIndex})`,
    );
    results.push(outcome);
  }
  return results;
}

export function lighthouseMedians(runs: LighthouseRun[]): LighthouseMedians {
  return {
    performanceScore: median(runs.map((run) => run.performanceScore)),
    totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
    firstContentfulPaintMs: median(runs.map((run) => run.firstContentfulPaintMs)),
  };
}
