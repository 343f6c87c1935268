/**
 * docs/performance.md: every application step loaded directly by a signed-in returning applicant.
 * For each step a new applicant's application is put on it through the API (scripts/journey); then
 * the JS the page loads (gzip, until network idle), Lighthouse mobile (median of the runs, each run
 * on an application of its own), and on every step with a typed digit field keystroke to next paint
 * at 4x CPU throttling (scripts/bench/keystrokes.ts).
 */
import type { Browser } from '@playwright/test';
import type { ApiSession, SessionCookie } from '../journey/api';
import { addSalaryJob, applicantData } from '../journey/applicationAt';
import { prepareTarget, stepTargets as stepPages, type PageTarget } from '../journey/pages';
import { lighthouseMedians, runLighthouse, type LighthouseMedians, type LighthouseRun } from './lighthouse';
import {
  annualIncomeField,
  hourlyWageField,
  hoursPerWeekField,
  loanAmountField,
  measureKeystrokes,
  phoneField,
  savingsField,
  ssnField,
  streetField,
  zipField,
  type FieldKeystrokes,
  type KeystrokeField,
} from './keystrokes';
import { measureLoadedJs } from './loadedJs';
import { kib, round, type ChunkSize } from './stats';

export const stepBudget = {
  performanceScore: 90,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  /** 220 until the build stopped rewriting other packages (+21 KiB, docs/decisions/0060-build-without-rewriting-dependencies.md). */
  firstLoadJsGzipKiB: 241,
};

/** The typed digit fields of each step (schemas/steps/<step>/ui.json) and a text field, measured for keystroke latency. */
export const keystrokeFields: Readonly<Record<string, readonly KeystrokeField[]>> = {
  LOAN_AMOUNT: [loanAmountField],
  ADDRESS_AND_PHONE: [phoneField, zipField, streetField],
  ADDRESS: [zipField, streetField],
  PHONE: [phoneField],
  ID_VERIFICATION: [ssnField],
  INCOME: [annualIncomeField, hourlyWageField, hoursPerWeekField],
  SAVINGS: [savingsField],
};

/** Steps with a typed digit field, for BENCH_ONLY=keystrokes. */
export const keystrokeSteps = (targets: PageTarget[]) =>
  targets.filter((target) => keystrokeFields[target.step ?? ''] !== undefined);

export interface StepMeasurement {
  step: string;
  page: string;
  /** The route, with the application id replaced by {uuid}. */
  path: string;
  loadedJsGzipKiB?: number;
  loadedScripts?: ChunkSize[];
  /** Absent with BENCH_ONLY=keystrokes. */
  lighthouse?: { runs: LighthouseRun[]; medians: LighthouseMedians };
  keystrokes?: FieldKeystrokes[];
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
  const missed: string[] = [];
  const medians = measurement.lighthouse?.medians;
  if (medians) {
    if (medians.performanceScore < stepBudget.performanceScore) missed.push('score');
    if (medians.largestContentfulPaintMs > stepBudget.largestContentfulPaintMs) missed.push('LCP');
    if (medians.totalBlockingTimeMs > stepBudget.totalBlockingTimeMs) missed.push('TBT');
  }
  if ((measurement.loadedJsGzipKiB ?? 0) > stepBudget.firstLoadJsGzipKiB) missed.push('JS');
  for (const field of measurement.keystrokes ?? [])
    for (const kind of field.missed) missed.push(`keystroke p95, ${field.field}, ${kind}`);
  return missed;
}

/** An hourly job beside the salary one: income's form then shows two job cards, as for many applicants. */
const addHourlyJob = (session: ApiSession, uuid: string) =>
  session.call('POST', `/application/${uuid}/jobs-income-sources`, {
    kind: 'JOB',
    jobFields: {
      ...applicantData.salaryJob,
      category: 'EMPLOYED_HOURLY',
      salary: undefined,
      hourlyWage: 21.5,
      hoursPerWeek: 30,
      payFrequency: 'BIWEEKLY',
    },
  });

/** Keystroke latency of the step's typed digit fields, on an application placed on the step. */
async function measureStepKeystrokes(
  browser: Browser,
  origin: string,
  target: PageTarget,
): Promise<FieldKeystrokes[] | undefined> {
  const fields = keystrokeFields[target.step ?? ''];
  if (!fields) return undefined;
  const opened = await prepareTarget(origin, target);
  if (!opened.cookie || !opened.applicationUuid || !opened.session)
    throw new Error(`${target.name} opened no application`);
  if (target.step === 'INCOME') {
    // The money fields belong to job cards: a salary job and an hourly one (INCOME is still current).
    await addSalaryJob(opened.session, opened.applicationUuid);
    await addHourlyJob(opened.session, opened.applicationUuid);
  }
  const results: FieldKeystrokes[] = [];
  for (const field of fields) {
    const measured = await measureKeystrokes(browser, opened.url, opened.cookie, field);
    console.info(
      `  ${field.label}: ${measured.results.map((result) => `${result.kind} p50 ${result.p50Ms} / p95 ${result.p95Ms} ms`).join(', ')}`,
    );
    results.push(measured);
  }
  return results;
}

/** BENCH_ONLY=keystrokes: only the keystroke latency of the step, no page load or Lighthouse. */
export async function measureStep(
  browser: Browser,
  chromePath: string,
  origin: string,
  target: PageTarget,
  runs: number,
  keystrokesOnly = false,
): Promise<StepMeasurement> {
  const opened = await prepareTarget(origin, target);
  if (!opened.cookie || !opened.applicationUuid) throw new Error(`${target.name} opened no application`);
  const url = opened.url;
  const pageLoad = keystrokesOnly
    ? undefined
    : await measurePageLoad(browser, chromePath, origin, target, runs, opened.cookie, url);
  const keystrokes = await measureStepKeystrokes(browser, origin, target);
  const measurement = {
    step: target.step ?? target.name,
    page: target.name,
    path: new URL(url).pathname.replace(opened.applicationUuid, '{uuid}'),
    ...pageLoad,
    ...(keystrokes ? { keystrokes } : {}),
  };
  return { ...measurement, missed: missedTargets(measurement) };
}

async function measurePageLoad(
  browser: Browser,
  chromePath: string,
  origin: string,
  target: PageTarget,
  runs: number,
  cookie: SessionCookie,
  url: string,
) {
  const loaded = await measureLoadedJs(browser, url, cookie);
  const lighthouseRuns = await runLighthouse(
    async () => {
      const fresh = await prepareTarget(origin, target);
      return { url: fresh.url, cookie: fresh.cookie };
    },
    chromePath,
    runs,
  );
  return {
    loadedJsGzipKiB: round(loaded.totalGzipBytes / kib),
    loadedScripts: loaded.scripts,
    lighthouse: { runs: lighthouseRuns, medians: lighthouseMedians(lighthouseRuns) },
  };
}
