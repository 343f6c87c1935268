/**
 * Lighthouse 12, default mobile emulation with simulated throttling: performance score, LCP, FCP
 * and TBT per run and their medians. A fresh browser and profile per run, so no run warms another's
 * cache. A signed-in page gets the session cookie on every request through Lighthouse's
 * `extraHeaders` flag (the browser profile itself is new and empty).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../chromiumPath';
import { median } from './stats';

export interface LighthouseRun {
  performanceScore: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** What Lighthouse saw as the largest contentful paint, to tell what the paint waited for. */
  largestContentfulPaintElement: string;
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

export async function runLighthouse(
  url: string,
  chromePath: string,
  runs: number,
  cookieHeader?: string,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
      logLevel: 'silent',
    });
    try {
      // Lighthouse's default config: mobile form factor and screen, simulated (Lantern) throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcpSnippet =
        firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details) ?? 'unknown';
      const outcome: LighthouseRun = {
        performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
        largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
        firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
        largestContentfulPaintElement: lcpSnippet.slice(0, 160),
      };
      console.info(
        `    Lighthouse run ${run}/${runs}: score ${outcome.performanceScore}, TBT ${outcome.totalBlockingTimeMs} ms, LCP ${outcome.largestContentfulPaintMs} ms`,
      );
      results.push(outcome);
    } finally {
      chrome.kill();
    }
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
