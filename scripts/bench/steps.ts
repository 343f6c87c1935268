/**
 * docs/performance.md: every application step loaded directly by a signed-in returning applicant.
 * For each step a new applicant's application is put on it through the API (scripts/journey); then
 * the JS the page loads (gzip, until network idle), Lighthouse mobile (median of the runs, each run
 * on an application of its own), and on the identity and income steps keystroke-to-paint latency at
 * 1x and 4x CPU throttling.
 */
import type { Browser } from '@playwright/test';
import { addSalaryJob } from '../journey/applicationAt';
import { prepareTarget, stepTargets as stepPages, type PageTarget } from '../journey/pages';
import { lighthouseMedians, runLighthouse, type LighthouseMedians, type LighthouseRun } from './lighthouse';
import { measureKeystrokes, annualIncomeField, ssnField, type KeystrokeResult } from './keystrokes';
import { measureLoadedJs } from './loadedJs';
import { kib, round, type ChunkSize } from './stats';

export const stepBudget = {
  performanceScore: 90,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  /** 220 until the build stopped rewriting other packages (+21 KiB, docs/decisions/0060-build-without-rewriting-dependencies.md). */
  firstLoadJsGzipKiB: 241,
  /** docs/performance.md: income's keystroke-to-paint p95 at 4x CPU throttling. */
  keystrokeP95At4xMs: 40,
};

export interface StepMeasurement {
  step: string;
  page: string;
  /** The route, with the application id replaced by {uuid}. */
  path: string;
  loadedJsGzipKiB: number;
  loadedScripts: ChunkSize[];
  lighthouse: { runs: LighthouseRun[]; medians: LighthouseMedians };
  keystrokes?: { field: string; results: KeystrokeResult[] };
  missed: string[];
}

/** BENCH_STEPS: comma-separated steps (INCOME or income); unset or empty means every step. */
export function selectedStepTargets(env: string | undefined): PageTarget[] {
  const wanted = env
    ?.split(',')
    .map((name) => name.trim().toUpperCase().replace(/-/g, '_'))
    .filter((name) => name !== '');
  if (!wanted || wanted.length === 0) return stepPages;
  const unknown = wanted.filter((name) => !stepPages.some((target) => target.step === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_STEPS names no such step: ${unknown.join(', ')} (steps: ${stepPages.map((target) => target.step).join(', ')})`,
    );
  }
  return stepPages.filter((target) => wanted.includes(target.step ?? ''));
}

function missedTargets(measurement: Omit<StepMeasurement, 'missed'>): string[] {
  const { medians } = measurement.lighthouse;
  const missed: string[] = [];
  if (medians.performanceScore < stepBudget.performanceScore) missed.push('score');
  if (medians.largestContentfulPaintMs > stepBudget.largestContentfulPaintMs) missed.push('LCP');
  if (medians.totalBlockingTimeMs > stepBudget.totalBlockingTimeMs) missed.push('TBT');
  if (measurement.loadedJsGzipKiB > stepBudget.firstLoadJsGzipKiB) missed.push('JS');
  const at4x = measurement.keystrokes?.results.find((result) => result.cpuThrottling === 4);
  if (measurement.step === 'INCOME' && at4x && at4x.p95Ms >= stepBudget.keystrokeP95At4xMs) {
    missed.push('keystroke p95 at 4x');
  }
  return missed;
}

export async function measureStep(
  browser: Browser,
  chromePath: string,
  origin: string,
  target: PageTarget,
  runs: number,
): Promise<StepMeasurement> {
  const opened = await prepareTarget(origin, target);
  if (!opened.cookie || !opened.applicationUuid) throw new Error(`${target.name} opened no application`);
  const url = opened.url;
  const loaded = await measureLoadedJs(browser, url, opened.cookie);
  const lighthouseRuns = await runLighthouse(
    async () => {
      const fresh = await prepareTarget(origin, target);
      return { url: fresh.url, cookie: fresh.cookie };
    },
    chromePath,
    runs,
  );
  let keystrokes: StepMeasurement['keystrokes'];
  if (target.step === 'ID_VERIFICATION') {
    keystrokes = { field: 'SSN', results: await measureKeystrokes(browser, url, opened.cookie, ssnField) };
  } else if (target.step === 'INCOME') {
    // The money field belongs to a job card: give the step a salary job (INCOME is still current).
    if (!opened.session) throw new Error('The income page opened no API session');
    await addSalaryJob(opened.session, opened.applicationUuid);
    keystrokes = {
      field: 'annual income (first job)',
      results: await measureKeystrokes(browser, url, opened.cookie, annualIncomeField),
    };
  }
  const measurement = {
    step: target.step ?? target.name,
    page: target.name,
    path: new URL(url).pathname.replace(opened.applicationUuid, '{uuid}'),
    loadedJsGzipKiB: round(loaded.totalGzipBytes / kib),
    loadedScripts: loaded.scripts,
    lighthouse: { runs: lighthouseRuns, medians: lighthouseMedians(lighthouseRuns) },
    ...(keystrokes ? { keystrokes } : {}),
  };
  return { ...measurement, missed: missedTargets(measurement) };
}
