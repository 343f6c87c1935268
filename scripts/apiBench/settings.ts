/**
 * What the API load benchmark measures and for how long (its figures are recorded in docs/performance.md):
 *   API_BENCH_SECONDS=10     measured seconds of each fixed-rate run; the closed-loop (maximum
 *                            throughput) runs measure half as long, and every run warms up for
 *                            about a third of it first (so 2 gives a quick trial of the whole bench)
 *   API_BENCH_DATABASES=embedded,system   which servers to measure against
 *   API_BENCH_APPLICANTS=50  applicants the requests are spread over
 *   API_BENCH_CONCURRENCY=32 requests in flight in the closed-loop runs (at most the applicants)
 *   BENCH_DATABASE_URL       the real PostgreSQL to use (else the local Debian cluster is set up)
 */

export type RequestKind = 'read' | 'write';
export type DatabaseKind = 'embedded' | 'system';

/** The API's latency targets: p99 at a constant arrival rate, on a 2-core machine. */
export const fixedRateTargets: Record<RequestKind, { ratePerSecond: number; p99Ms: number }> = {
  read: { ratePerSecond: 500, p99Ms: 10 },
  write: { ratePerSecond: 200, p99Ms: 50 },
};

/** Short names for the table, and what each stands for. */
export const requestLabels: Record<RequestKind, { short: string; meaning: string }> = {
  read: { short: 'GET current step', meaning: 'getCurrentFlowStep, GET /flow/{uuid}/current-step' },
  write: {
    short: 'PUT personal info',
    meaning:
      'putPersonalInfo with address and phone on ADDRESS_AND_PHONE, PUT /application/{uuid}/personal-info',
  },
};

export interface BenchSettings {
  fixedRateSeconds: number;
  closedLoopSeconds: number;
  warmUpSeconds: number;
  databases: DatabaseKind[];
  applicants: number;
  concurrency: number;
  /** A request with no answer after this long counts as an error (a stall, not a slow answer). */
  requestTimeoutMs: number;
}

function positiveInteger(name: string, fallback: number): number {
  const configured = process.env[name]?.trim();
  if (!configured) return fallback;
  const value = Number(configured);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number >= 1, not ${configured}`);
  return value;
}

function databaseKinds(): DatabaseKind[] {
  const configured = process.env.API_BENCH_DATABASES?.trim();
  if (!configured) return ['embedded', 'system'];
  const kinds = configured.split(',').map((kind) => kind.trim());
  const unknown = kinds.filter((kind) => kind !== 'embedded' && kind !== 'system');
  if (unknown.length > 0 || kinds.length === 0)
    throw new Error(`API_BENCH_DATABASES lists embedded and/or system, not ${configured}`);
  return kinds as DatabaseKind[];
}

export function readSettings(): BenchSettings {
  const fixedRateSeconds = positiveInteger('API_BENCH_SECONDS', 10);
  const applicants = positiveInteger('API_BENCH_APPLICANTS', 50);
  const concurrency = positiveInteger('API_BENCH_CONCURRENCY', 32);
  // Each closed-loop worker keeps applicants of its own, so no two requests in flight wait on one row lock.
  if (concurrency > applicants)
    throw new Error(
      `API_BENCH_CONCURRENCY (${concurrency}) must not exceed API_BENCH_APPLICANTS (${applicants})`,
    );
  return {
    fixedRateSeconds,
    closedLoopSeconds: Math.max(2, Math.round(fixedRateSeconds / 2)),
    warmUpSeconds: Math.max(1, Math.round(fixedRateSeconds * 0.3)),
    databases: databaseKinds(),
    applicants,
    concurrency,
    requestTimeoutMs: 10_000,
  };
}
