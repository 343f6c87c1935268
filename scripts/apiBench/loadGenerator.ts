/**
 * The load generator, run in a child process of its own (scripts/apiBench/loadRun.ts forks it), so
 * its event loop is shared with nothing it times. It receives one run, makes the requests with
 * keep-alive connections (scripts/apiBench/httpClient.ts), checks every answer and reports latency
 * percentiles.
 *
 *   fixed-rate   open loop: request i is due at start + i / rate and is sent then whatever earlier
 *                requests are doing; its latency runs from when it was due, so a stall of the server
 *                (or of this process) shows in the figures instead of delaying the requests that
 *                would have seen it (coordinated omission).
 *   closed-loop  N workers, each sending its next request when its last one is answered: the
 *                throughput the server reaches with N requests in flight, and the latency at it.
 *
 * Both warm up first (the same load, not counted), so connections, pools and JIT are settled.
 */
import { keepAliveClient, RequestFailed } from './httpClient';
import { plannedRequest, expectedAnswer, type BenchApplicant } from './operations';
import type { RequestKind } from './settings';

/** The flag scripts/apiBench.ts reads to act as the generator instead of the bench. */
export const loadGeneratorFlag = '--load-generator';

export type LoadMode =
  { type: 'fixed-rate'; ratePerSecond: number } | { type: 'closed-loop'; concurrency: number };

export interface LoadRunSpec {
  kind: RequestKind;
  mode: LoadMode;
  /** Requests alternate between these instances. */
  origins: string[];
  applicants: BenchApplicant[];
  warmUpSeconds: number;
  measuredSeconds: number;
  requestTimeoutMs: number;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface LoadRunResult {
  /** Answers (of any kind) to requests of the measured window. */
  answered: number;
  /** Answers per second that arrived in the measured window (a server keeping up a fixed rate: that rate). */
  throughputPerSecond: number;
  latency: LatencySummary;
  /** Wrong status, wrong body, timeouts and connection errors in the measured window. */
  errors: number;
  warmUpErrors: number;
  /** Errors by kind (`HTTP 500`, `timeout`, `ECONNRESET`, …), warm-up included. */
  errorKinds: Record<string, number>;
  /** The first few distinct error answers, for the report. */
  errorSamples: string[];
  /** Fixed rate only: how late this process sent requests after they were due (its own lag). */
  sendLagP99Ms: number | null;
  maxInFlight: number;
}

/** Messages from the generator to the process that forked it. */
export type GeneratorMessage =
  | { type: 'measuring' }
  | { type: 'measured' }
  | { type: 'result'; result: LoadRunResult }
  | { type: 'failed'; message: string };

/** Nearest-rank percentile of an ascending array. */
function percentileOfSorted(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function summarise(latencies: number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50Ms: round2(percentileOfSorted(sorted, 50)),
    p95Ms: round2(percentileOfSorted(sorted, 95)),
    p99Ms: round2(percentileOfSorted(sorted, 99)),
    maxMs: round2(sorted[sorted.length - 1] ?? Number.NaN),
    meanMs: round2(sorted.length > 0 ? sum / sorted.length : Number.NaN),
  };
}

function errorKindOf(error: unknown): string {
  if (error instanceof RequestFailed) return error.code;
  if (!(error instanceof Error)) return String(error);
  // Node's system errors carry a code: ECONNRESET, ECONNREFUSED …
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}

/** Connections per instance at most: far more than a healthy server needs at these rates. */
const maxSocketsPerInstance = 256;

/** Counts answers and errors of one run; `measured` tells whether a request falls in the measured window. */
class Tally {
  latencies: number[] = [];
  errors = 0;
  warmUpErrors = 0;
  errorKinds: Record<string, number> = {};
  errorSamples: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Answers that arrived inside the measured window, whenever their requests were sent: the throughput. */
  answeredInWindow = 0;

  private readonly client = keepAliveClient(maxSocketsPerInstance);

  constructor(
    private readonly spec: LoadRunSpec,
    private readonly window: { from: number; to: number },
  ) {}

  close(): void {
    this.client.close();
  }

  /** Sends one request; resolves (never rejects) when it is answered or has failed. */
  async send(applicantIndex: number, originIndex: number, sequence: number, measured: boolean, from: number) {
    const applicant = this.spec.applicants[applicantIndex];
    const origin = this.spec.origins[originIndex];
    if (!applicant || !origin)
      throw new Error('A request for an applicant or instance the run does not have');
    const planned = plannedRequest(this.spec.kind, origin, applicant, sequence);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    let problem: string | null = null;
    let sample = '';
    try {
      const { status, body } = await this.client.send(planned, this.spec.requestTimeoutMs);
      if (!expectedAnswer(this.spec.kind, status, body)) {
        problem = `HTTP ${status}`;
        sample = `${planned.method} → ${status}: ${body.slice(0, 240)}`;
      }
    } catch (error) {
      problem = errorKindOf(error);
      sample = `${planned.method} → ${problem}: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.inFlight -= 1;
    const answeredAt = performance.now();
    if (answeredAt >= this.window.from && answeredAt <= this.window.to) this.answeredInWindow += 1;
    if (measured) this.latencies.push(answeredAt - from);
    if (problem === null) return;
    if (measured) this.errors += 1;
    else this.warmUpErrors += 1;
    this.errorKinds[problem] = (this.errorKinds[problem] ?? 0) + 1;
    if (this.errorSamples.length < 5 && !this.errorSamples.includes(sample)) this.errorSamples.push(sample);
  }
}

const tell = (message: GeneratorMessage) => process.send?.(message);

const sleepUntil = (moment: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())));

async function fixedRate(spec: LoadRunSpec, ratePerSecond: number): Promise<LoadRunResult> {
  const interval = 1000 / ratePerSecond;
  const warmUpCount = Math.round(spec.warmUpSeconds * ratePerSecond);
  const total = warmUpCount + Math.round(spec.measuredSeconds * ratePerSecond);
  const applicantCount = spec.applicants.length;
  const originCount = spec.origins.length;
  const sendLags: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  const dueAt = (index: number) => start + index * interval;
  // A server that keeps up answers as many requests in the window as were due in it; one behind, fewer.
  const tally = new Tally(spec, { from: dueAt(warmUpCount), to: dueAt(total) });

  await new Promise<void>((resolve) => {
    let next = 0;
    const sendDue = () => {
      const now = performance.now();
      while (next < total && dueAt(next) <= now) {
        const index = next;
        next += 1;
        if (index === warmUpCount) tell({ type: 'measuring' });
        const measured = index >= warmUpCount;
        if (measured) sendLags.push(now - dueAt(index));
        // Applicant i mod P, so each row is written once per pass over the pool; the instance shifts
        // by one each pass, so every applicant reaches every instance and requests alternate.
        const applicant = index % applicantCount;
        const pass = Math.floor(index / applicantCount);
        pending.push(tally.send(applicant, (index + pass) % originCount, pass, measured, dueAt(index)));
      }
      if (next < total) setTimeout(sendDue, Math.max(0, dueAt(next) - performance.now()));
      else resolve();
    };
    setTimeout(sendDue, Math.max(0, start - performance.now()));
  });
  tell({ type: 'measured' });
  await Promise.all(pending);
  return resultOf(tally, spec, summarise(sendLags).p99Ms);
}

/** What a run measured, once its last request is answered. */
function resultOf(tally: Tally, spec: LoadRunSpec, sendLagP99Ms: number | null): LoadRunResult {
  tally.close();
  const latency = summarise(tally.latencies);
  return {
    answered: latency.count,
    throughputPerSecond: Math.round(tally.answeredInWindow / spec.measuredSeconds),
    latency,
    errors: tally.errors,
    warmUpErrors: tally.warmUpErrors,
    errorKinds: tally.errorKinds,
    errorSamples: tally.errorSamples,
    sendLagP99Ms,
    maxInFlight: tally.maxInFlight,
  };
}

async function closedLoop(spec: LoadRunSpec, concurrency: number): Promise<LoadRunResult> {
  const start = performance.now();
  const measureFrom = start + spec.warmUpSeconds * 1000;
  const end = measureFrom + spec.measuredSeconds * 1000;
  const tally = new Tally(spec, { from: measureFrom, to: end });
  const originCount = spec.origins.length;
  const uses = new Array<number>(spec.applicants.length).fill(0);
  let sent = 0;
  // Worker w owns applicants w, w + N, w + 2N …: no two of its requests, nor two workers', wait on one row.
  const worker = async (workerIndex: number) => {
    const own = spec.applicants
      .map((_applicant, index) => index)
      .filter((index) => index % concurrency === workerIndex);
    for (let round = 0; performance.now() < end; round += 1) {
      const applicant = own[round % own.length] ?? workerIndex;
      const sequence = uses[applicant] ?? 0;
      uses[applicant] = sequence + 1;
      const sentAt = performance.now();
      const origin = sent % originCount;
      sent += 1;
      await tally.send(applicant, origin, sequence, sentAt >= measureFrom, sentAt);
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, (_unused, index) => worker(index)));
  await sleepUntil(measureFrom);
  tell({ type: 'measuring' });
  await sleepUntil(end);
  tell({ type: 'measured' });
  await running;
  return resultOf(tally, spec, null);
}

function runLoad(spec: LoadRunSpec): Promise<LoadRunResult> {
  return spec.mode.type === 'fixed-rate'
    ? fixedRate(spec, spec.mode.ratePerSecond)
    : closedLoop(spec, spec.mode.concurrency);
}

/** The child's side: takes one run, answers its result and exits (keep-alive sockets would hold it open). */
export function serveLoadRun(): void {
  process.once('message', (spec: LoadRunSpec) => {
    runLoad(spec).then(
      (result) =>
        process.send?.({ type: 'result', result } satisfies GeneratorMessage, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          {
            type: 'failed',
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies GeneratorMessage,
          () => process.exit(1),
        ),
    );
  });
}
