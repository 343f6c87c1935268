/**
 * The API load benchmark (scripts/apiBench.ts is its entry): for each database, one instance and
 * then two, the fixed-rate latency targets and the maximum throughput of a read and a write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeApplicants } from './applicants';
import { describeDatabase, startDatabase, type BenchDatabase, type DatabaseDescription } from './databases';
import {
  loggedProblems,
  newPersonalDataKey,
  startInstance,
  type Instance,
  type LoggedProblems,
} from './instances';
import type { LoadMode } from './loadGenerator';
import { runLoadInChild } from './loadRun';
import { loadLabel, printRatios, printResults, throughputRatios, type ScenarioResult } from './report';
import {
  fixedRateTargets,
  readSettings,
  type BenchSettings,
  type DatabaseKind,
  type RequestKind,
} from './settings';

const resultsFile = '.bench/api-results.json';
const newInstanceWarmUpSeconds = 10;

interface Scenario {
  kind: RequestKind;
  mode: LoadMode;
  measuredSeconds: number;
  targetP99Ms: number | null;
}

/** Per instance count: the two targets at their fixed rates, then each request's maximum throughput. */
function scenariosOf(settings: BenchSettings): Scenario[] {
  const kinds: RequestKind[] = ['read', 'write'];
  return [
    ...kinds.map((kind) => ({
      kind,
      mode: { type: 'fixed-rate', ratePerSecond: fixedRateTargets[kind].ratePerSecond } as const,
      measuredSeconds: settings.fixedRateSeconds,
      targetP99Ms: fixedRateTargets[kind].p99Ms,
    })),
    ...kinds.map((kind) => ({
      kind,
      mode: { type: 'closed-loop', concurrency: settings.concurrency } as const,
      measuredSeconds: settings.closedLoopSeconds,
      targetP99Ms: null,
    })),
  ];
}

interface DatabaseRecord {
  kind: DatabaseKind;
  origin: string;
  description: DatabaseDescription | null;
  /** Warnings and errors the instances logged, per instance. */
  instanceLogs: LoggedProblems[];
  /** Why this database was not (fully) measured, when it was not. */
  failure: string | null;
}

function progressLine(result: ScenarioResult): string {
  const errors = result.errors + result.warmUpErrors;
  const { p50Ms, p99Ms, maxMs } = result.latency;
  return (
    `  ${result.database}, ${result.instances} instance(s), ${result.kind} ${loadLabel(result.mode)}: ` +
    `${result.throughputPerSecond} req/s, p50 ${p50Ms} p99 ${p99Ms} max ${maxMs} ms` +
    (errors > 0 ? `, ${errors} ERRORS ${JSON.stringify(result.errorKinds)}` : '')
  );
}

async function measureDatabase(
  kind: DatabaseKind,
  settings: BenchSettings,
  logFolder: string,
  results: ScenarioResult[],
): Promise<DatabaseRecord> {
  console.info(`\n${kind}: starting the database`);
  const record: DatabaseRecord = { kind, origin: '', description: null, instanceLogs: [], failure: null };
  const instances: Instance[] = [];
  let database: BenchDatabase | null = null;
  try {
    database = await startDatabase(kind);
    record.origin = database.origin;
    record.description = await describeDatabase(database.url);
    console.info(`  ${database.origin}; PostgreSQL ${record.description.version}`);
    const { url, postmasterPid } = database;
    const personalDataKey = newPersonalDataKey();
    const addInstance = async () => {
      const logFile = path.join(logFolder, `${kind}-instance-${instances.length + 1}.log`);
      instances.push(await startInstance(url, personalDataKey, logFile));
    };
    await addInstance();
    const applicants = await makeApplicants(instances[0]?.origin ?? '', settings.applicants);
    console.info(
      `  ${applicants.length} applicants signed in, each with an application on ADDRESS_AND_PHONE`,
    );
    for (const count of [1, 2]) {
      // The second instance starts only now: it sits idle through none of the one-instance runs.
      let justStarted = false;
      while (instances.length < count) {
        await addInstance();
        justStarted = true;
      }
      for (const scenario of scenariosOf(settings)) {
        // A load balancer eases a new instance in (slow start); here, a longer warm-up before the
        // first run after an instance starts, so its start-up work and first compiles are not measured.
        const warmUpSeconds = justStarted
          ? Math.max(settings.warmUpSeconds, newInstanceWarmUpSeconds)
          : settings.warmUpSeconds;
        justStarted = false;
        const measured = await runLoadInChild(
          {
            kind: scenario.kind,
            mode: scenario.mode,
            origins: instances.map((instance) => instance.origin),
            applicants,
            warmUpSeconds,
            measuredSeconds: scenario.measuredSeconds,
            requestTimeoutMs: settings.requestTimeoutMs,
          },
          { servers: instances.map((instance) => instance.pid), postmaster: postmasterPid() },
        );
        const targetMet =
          scenario.targetP99Ms === null ? null : measured.latency.p99Ms <= scenario.targetP99Ms;
        const result: ScenarioResult = {
          ...measured,
          database: kind,
          instances: count,
          kind: scenario.kind,
          mode: scenario.mode,
          measuredSeconds: scenario.measuredSeconds,
          targetP99Ms: scenario.targetP99Ms,
          targetMet,
          passed: measured.errors + measured.warmUpErrors === 0 && targetMet !== false,
        };
        results.push(result);
        console.info(progressLine(result));
      }
    }
  } catch (error) {
    record.failure = error instanceof Error ? error.message : String(error);
    console.error(`  ${kind} could not be measured fully: ${record.failure}`);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    record.instanceLogs = instances.map((instance) => loggedProblems(instance.logFile));
    try {
      await database?.stop();
    } catch (error) {
      console.error(
        `  ${kind} did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return record;
}

const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

export async function runApiBench(): Promise<void> {
  const settings = readSettings();
  const loadAtStart = loadAverage();
  console.info(
    `API load benchmark: ${settings.databases.join(' and ')} PostgreSQL, 1 and 2 instances, ` +
      `${settings.applicants} applicants; fixed-rate runs ${settings.fixedRateSeconds} s, ` +
      `maximum-throughput runs ${settings.closedLoopSeconds} s (${settings.concurrency} in flight), ` +
      `each after ${settings.warmUpSeconds} s of warm-up.`,
  );
  console.info(`Load average at start: ${loadAtStart.join(', ')} on ${os.cpus().length} CPUs`);
  const logFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-api-bench-logs-'));
  const results: ScenarioResult[] = [];
  const databases: DatabaseRecord[] = [];
  const startedAt = Date.now();
  try {
    for (const kind of settings.databases)
      databases.push(await measureDatabase(kind, settings, logFolder, results));
  } finally {
    fs.rmSync(logFolder, { recursive: true, force: true });
  }

  printResults(results);
  const ratios = throughputRatios(results);
  printRatios(ratios);
  for (const database of databases) {
    const settingsText = database.description
      ? Object.entries(database.description.settings)
          .map(([name, value]) => `${name}=${value}`)
          .join(', ')
      : '';
    console.info(
      `\n${database.kind}: ${database.origin}; ` +
        `PostgreSQL ${database.description?.version ?? '?'} (${settingsText})`,
    );
    database.instanceLogs.forEach((logged, index) => {
      if (logged.errors + logged.warnings === 0) return;
      console.info(
        `  instance ${index + 1} logged ${logged.errors} errors and ${logged.warnings} warnings: ` +
          logged.samples.join(' | '),
      );
    });
    if (database.failure) console.info(`  NOT MEASURED FULLY: ${database.failure}`);
  }
  const loadAtEnd = loadAverage();
  console.info(
    `\nLoad average at end: ${loadAtEnd.join(', ')}; took ${Math.round((Date.now() - startedAt) / 1000)} s`,
  );

  const failures = [
    ...databases
      .filter((database) => database.failure)
      .map((database) => `${database.kind}: ${database.failure}`),
    ...results
      .filter((result) => !result.passed)
      .map(
        (result) =>
          `${result.database}, ${result.instances} instance(s), ${result.kind} ${loadLabel(result.mode)}`,
      ),
  ];
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        environment: {
          node: process.version,
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? 'unknown',
          // The machine may be shared: the load says how busy it was around the runs.
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: loadAtEnd,
        },
        settings,
        targets: fixedRateTargets,
        databases,
        results,
        maxThroughputRatios: ratios,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.info(`Wrote ${resultsFile}`);
  if (failures.length > 0) {
    console.warn(`Failed: ${failures.join('; ')}`);
    // Errors (wrong answers, timeouts) and a database that could not be measured always fail the
    // command; a p99 over its target does under BENCH_STRICT=1, as the page benchmark's targets do.
    const broken =
      databases.some((database) => database.failure) ||
      results.some((result) => result.errors + result.warmUpErrors > 0);
    if (broken || process.env.BENCH_STRICT === '1') process.exitCode = 1;
  }
}
