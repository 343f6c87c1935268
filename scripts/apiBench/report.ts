/** The API load benchmark's console table, its verdicts and the two-instances-to-one ratios. */
import { printGrid } from '../bench/table';
import type { MeasuredLoad } from './loadRun';
import type { LoadMode } from './loadGenerator';
import { requestLabels, type DatabaseKind, type RequestKind } from './settings';

export interface ScenarioResult extends MeasuredLoad {
  database: DatabaseKind;
  instances: number;
  kind: RequestKind;
  mode: LoadMode;
  measuredSeconds: number;
  /** The p99 target of a fixed-rate run; null for a maximum-throughput run. */
  targetP99Ms: number | null;
  /** null: no target. */
  targetMet: boolean | null;
  /** No errors, and the target met where there is one. */
  passed: boolean;
}

export const loadLabel = (mode: LoadMode) =>
  mode.type === 'fixed-rate' ? `${mode.ratePerSecond}/s open` : `max, ${mode.concurrency} in flight`;

const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const cores = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : value.toFixed(2);

function resultCell(result: ScenarioResult): string {
  const failures: string[] = [];
  if (result.errors + result.warmUpErrors > 0) failures.push(`${result.errors + result.warmUpErrors} errors`);
  if (result.targetMet === false) failures.push('p99 over');
  if (failures.length > 0) return `FAIL (${failures.join(', ')})`;
  return result.targetMet === null ? '-' : 'ok';
}

export function printResults(results: ScenarioResult[]): void {
  if (results.length === 0) return;
  console.info(
    '\nAPI under load (ms from when each request was due; CPU in cores during the measured window: ' +
      'instances / PostgreSQL / generator / other work on the machine):\n',
  );
  printGrid(
    [
      'Database',
      'Inst',
      'Request',
      'Load',
      'req/s',
      'p50',
      'p95',
      'p99',
      'max',
      'Errors',
      'Lag',
      'Target p99',
      'Result',
      'CPU inst/pg/gen/other',
    ],
    results.map((result) => [
      result.database,
      String(result.instances),
      requestLabels[result.kind].short,
      loadLabel(result.mode),
      String(result.throughputPerSecond),
      figure(result.latency.p50Ms),
      figure(result.latency.p95Ms),
      figure(result.latency.p99Ms),
      figure(result.latency.maxMs),
      result.warmUpErrors > 0 ? `${result.errors} (+${result.warmUpErrors} warm-up)` : String(result.errors),
      result.sendLagP99Ms === null ? '' : figure(result.sendLagP99Ms),
      result.targetP99Ms === null ? '' : `<= ${result.targetP99Ms}`,
      resultCell(result),
      [result.cpu?.instances, result.cpu?.postgres, result.cpu?.generator, result.cpu?.other]
        .map(cores)
        .join(' / '),
    ]),
    4,
  );
  console.info('');
  for (const { short, meaning } of Object.values(requestLabels)) console.info(`  ${short}: ${meaning}`);
  console.info(
    '  Lag: how late the generator itself sent fixed-rate requests (p99), already inside the latencies.',
  );
}

export interface ThroughputRatio {
  database: DatabaseKind;
  kind: RequestKind;
  oneInstance: number;
  twoInstances: number;
  /** Two instances' maximum throughput over one's. */
  ratio: number;
}

export function throughputRatios(results: ScenarioResult[]): ThroughputRatio[] {
  const ratios: ThroughputRatio[] = [];
  const maxRuns = results.filter((result) => result.mode.type === 'closed-loop');
  for (const one of maxRuns.filter((result) => result.instances === 1)) {
    const two = maxRuns.find(
      (result) => result.instances === 2 && result.database === one.database && result.kind === one.kind,
    );
    if (!two || one.throughputPerSecond === 0) continue;
    ratios.push({
      database: one.database,
      kind: one.kind,
      oneInstance: one.throughputPerSecond,
      twoInstances: two.throughputPerSecond,
      ratio: Math.round((two.throughputPerSecond / one.throughputPerSecond) * 100) / 100,
    });
  }
  return ratios;
}

export function printRatios(ratios: ThroughputRatio[]): void {
  if (ratios.length === 0) return;
  console.info('\nMaximum throughput, two instances / one:\n');
  printGrid(
    ['Database', 'Request', '1 instance req/s', '2 instances req/s', 'Ratio'],
    ratios.map((ratio) => [
      ratio.database,
      requestLabels[ratio.kind].short,
      String(ratio.oneInstance),
      String(ratio.twoInstances),
      `${ratio.ratio.toFixed(2)}x`,
    ]),
    2,
  );
}
