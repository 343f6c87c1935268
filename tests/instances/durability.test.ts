/**
 * The durability proof of the embedded default (DATABASE_URL unset, server/store/embeddedPostgres.ts):
 * one instance, crashed again and again in the middle of a burst of writes, loses no write it
 * acknowledged. Each round starts the instance on the same folders (the first makes the cluster;
 * later ones join the PostgreSQL the killed server left running, or restart one that crashed too),
 * fires trackEvents batches 8 at a time (after one acknowledged warm-up batch each), each marked
 * uniquely, and SIGKILLs the server 150–600 ms into the burst; every other round SIGKILLs the
 * postmaster as well, so PostgreSQL itself must recover. The next start then reads the database:
 * every acknowledged batch is there exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../../server/store/embeddedPostgres';
import {
  connectToDatabase,
  postgresProcessesOf,
  postmasterPid,
  startEmbeddedInstance,
  stopPostgresOf,
  waitFor,
  type EmbeddedInstance,
} from './support/durabilityServer';

const rounds = 6;
const concurrency = 8;
/** Events per write: a batch is one statement, so a stored batch must be whole (all or none). */
const eventsPerWrite = 3;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-durability-'));
const dataDir = path.join(folder, 'postgres');
const keyFile = path.join(folder, 'relief-loans.key');
// Letters only: a marker must never look like an SSN or a birth date, or the server would redact it.
const runTag = Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const webClientUuid = crypto.randomUUID();

let current: EmbeddedInstance | null = null;

afterAll(async () => {
  // Whatever failed above, leave no server, no PostgreSQL and no folder behind.
  if (current && current.process.exitCode === null && current.process.signalCode === null) {
    current.process.kill('SIGKILL');
    await current.exited();
  }
  await stopPostgresOf(dataDir);
  fs.rmSync(folder, { recursive: true, force: true });
});

interface Burst {
  /** Every write answered 200 with the whole batch accepted, the warm-up's included. */
  acknowledged: string[];
  /** Of those, the ones acknowledged after the clock started: the burst the kill cut short. */
  acknowledgedInBurst: number;
  /** Answers other than an acknowledgement before the kill: none are expected. */
  unexpected: string[];
}

/** One trackEvents batch whose events all carry `marker` as their browser session. */
async function trackBatch(baseURL: string, marker: string): Promise<Response> {
  const events = Array.from({ length: eventsPerWrite }, (_unused, part) => ({
    name: 'landing_page_view',
    properties: {
      context: { webClientUuid },
      page: '/relief-loans/get-relief',
      webClientUuid,
      browserSessionId: marker,
      eventTimestamp: new Date().toISOString(),
      value: `part-${part}`,
    },
  }));
  return fetch(`${baseURL}/event_tracking/eventbus/track`, {
    method: 'POST',
    // Same-site, as the app's own pages post it (server/http/telemetryGuards.ts).
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ events }),
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * One warm-up write per worker, then writes `concurrency` at a time until `kill` has run after
 * `killAfterMs`. Every marker goes into `attempted` before it is sent, so a check never finds a write
 * it did not know of, even after a failed round.
 */
async function burstThenKill(
  instance: EmbeddedInstance,
  round: number,
  attempted: Set<string>,
  killAfterMs: number,
  kill: () => void,
): Promise<Burst> {
  const acknowledged: string[] = [];
  const unexpected: string[] = [];
  let killed = false;
  let next = 0;
  const write = async () => {
    const marker = `dur-${runTag}-r${round}-w${next++}`;
    attempted.add(marker);
    try {
      const response = await trackBatch(instance.baseURL, marker);
      const body = (await response.json()) as { result?: { accepted?: unknown } };
      // Acknowledged: the whole 200 answer reached us, whenever it arrived.
      if (response.status === 200 && body.result?.accepted === eventsPerWrite) acknowledged.push(marker);
      else if (!killed) unexpected.push(`${marker}: ${response.status} ${JSON.stringify(body)}`);
    } catch (error) {
      // A request cut off by the kill is simply not acknowledged; before it, it is a failure.
      if (!killed) unexpected.push(`${marker}: ${String(error)}`);
    }
  };
  // Before the clock starts: a fresh server's first writes open its pool's connections and run the
  // first telemetry purge, which on two busy cores can outlast 150 ms and leave a round with nothing.
  await Promise.all(Array.from({ length: concurrency }, write));
  const warmUp = acknowledged.length;
  const worker = async () => {
    while (!killed) await write();
  };
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      killed = true;
      kill();
      resolve();
    }, killAfterMs),
  );
  await Promise.all([killer, ...Array.from({ length: concurrency }, worker)]);
  return { acknowledged, acknowledgedInBurst: acknowledged.length - warmUp, unexpected };
}

/** How many events of each marker of this run the database holds. */
async function storedCounts(): Promise<Map<string, number>> {
  const client = await connectToDatabase(dataDir);
  try {
    const rows = await client.query<{ marker: string; events: number }>(
      `SELECT browser_session_id AS marker, count(*)::int AS events
         FROM tracked_events WHERE browser_session_id LIKE $1 GROUP BY browser_session_id`,
      [`dur-${runTag}-%`],
    );
    return new Map(rows.rows.map((row) => [row.marker, row.events]));
  } finally {
    await client.end();
  }
}

interface RoundReport {
  round: number;
  database: 'created' | 'joined' | 'restarted';
  killed: 'server' | 'server + postmaster';
  killAfterMs: number;
  attempted: number;
  acknowledged: number;
  found: number;
  lost: number;
  /** Cut off by the kill before the answer, yet committed: allowed, reported for interest. */
  storedUnacknowledged: number;
}

const reports: RoundReport[] = [];

/** The reports as an aligned text table, one round a line. */
function tableOf(rows: RoundReport[]): string {
  const columns = Object.keys(rows[0] ?? {}) as Array<keyof RoundReport>;
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((row) => line(columns.map((column) => String(row[column]))))].join('\n');
}
const acknowledgedOf = new Map<number, string[]>();
const attemptedOf = new Map<number, Set<string>>();

/** Checks every round so far against the database; fills in found and lost of the round just crashed. */
async function verifyAfterRestart(latestRound: number): Promise<void> {
  const stored = await storedCounts();
  const attempted = new Set([...attemptedOf.values()].flatMap((markers) => [...markers]));
  for (const [marker, events] of stored) {
    // Exactly once and whole: no duplicated batch, no half batch, nothing we never sent.
    expect(events, `events stored for ${marker}`).toBe(eventsPerWrite);
    expect(attempted.has(marker), `${marker} was sent`).toBe(true);
  }
  for (const [round, acknowledged] of acknowledgedOf) {
    const found = acknowledged.filter((marker) => stored.get(marker) === eventsPerWrite).length;
    const report = reports[round - 1]!;
    if (round === latestRound) {
      report.found = found;
      report.lost = acknowledged.length - found;
      report.storedUnacknowledged = [...(attemptedOf.get(round) ?? [])].filter(
        (marker) => stored.has(marker) && !acknowledged.includes(marker),
      ).length;
    }
    const lost = acknowledged.filter((marker) => stored.get(marker) !== eventsPerWrite);
    expect(
      lost,
      `acknowledged writes of round ${round} missing after the restart following round ${latestRound}`,
    ).toEqual([]);
  }
}

it('keeps every acknowledged write exactly once through SIGKILLs of server and PostgreSQL', async () => {
  for (let round = 1; round <= rounds; round += 1) {
    const pidBefore = postmasterPid(dataDir);
    const aliveBefore = pidBefore !== null && postgresProcessesOf(dataDir).includes(pidBefore);
    const existedBefore = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    current = await startEmbeddedInstance(dataDir, keyFile);
    const pidAfter = postmasterPid(dataDir);
    expect(pidAfter, 'a postmaster runs once the instance is healthy').not.toBeNull();
    const database = !existedBefore
      ? 'created'
      : aliveBefore && pidAfter === pidBefore
        ? 'joined'
        : 'restarted';
    // A server-only crash leaves PostgreSQL running: the next start must join it, not start a second one.
    const expected = round === 1 ? 'created' : round % 2 === 0 ? 'joined' : 'restarted';
    expect(database, `how round ${round} found its database`).toBe(expected);
    if (round > 1) await verifyAfterRestart(round - 1);

    const killPostmaster = round % 2 === 0;
    const killAfterMs = 150 + crypto.randomInt(451);
    const instance = current;
    const postmaster = pidAfter!;
    const attempted = new Set<string>();
    attemptedOf.set(round, attempted);
    const burst = await burstThenKill(instance, round, attempted, killAfterMs, () => {
      instance.process.kill('SIGKILL');
      if (killPostmaster) process.kill(postmaster, 'SIGKILL');
    });
    await instance.exited();
    expect(instance.process.signalCode, 'the server died of the SIGKILL').toBe('SIGKILL');
    if (killPostmaster)
      await waitFor(
        () => !postgresProcessesOf(dataDir).includes(postmaster),
        10_000,
        'the postmaster to die',
      );
    else expect(postgresProcessesOf(dataDir), 'PostgreSQL outlives the server').toContain(postmaster);

    expect(burst.unexpected, `answers before the kill in round ${round}`).toEqual([]);
    // Writes were still being acknowledged when the kill came, so the crash met writes in flight.
    expect(burst.acknowledgedInBurst, `writes acknowledged in the burst of round ${round}`).toBeGreaterThan(
      0,
    );
    acknowledgedOf.set(round, burst.acknowledged);
    reports.push({
      round,
      database,
      killed: killPostmaster ? 'server + postmaster' : 'server',
      killAfterMs,
      attempted: attempted.size,
      acknowledged: burst.acknowledged.length,
      found: 0,
      lost: burst.acknowledged.length,
      storedUnacknowledged: 0,
    });
  }

  // The last crash is checked by one more start, which is then stopped the ordinary way.
  const pidBefore = postmasterPid(dataDir);
  current = await startEmbeddedInstance(dataDir, keyFile);
  await verifyAfterRestart(rounds);
  const startedItsOwn = postmasterPid(dataDir) !== pidBefore;
  current.process.kill('SIGTERM');
  await current.exited();
  expect(current.process.exitCode, 'the server closes cleanly on SIGTERM').toBe(0);
  // A server that joined a running PostgreSQL leaves it running by design: stop it here.
  if (startedItsOwn) expect(postgresProcessesOf(dataDir), 'the server stopped its PostgreSQL').toEqual([]);
  await stopPostgresOf(dataDir);
  expect(postgresProcessesOf(dataDir), 'PostgreSQL processes of this test').toEqual([]);

  console.info(`Durability of the embedded default, per round:\n${tableOf(reports)}`);
  const totals = reports.reduce((sum, report) => sum + report.lost, 0);
  expect(totals, 'acknowledged writes lost over all rounds').toBe(0);
}, 300_000);

it('restarts PostgreSQL at once after it and its server die (dead postmaster unreaped)', async () => {
  current = await startEmbeddedInstance(dataDir, keyFile);
  const postmaster = postmasterPid(dataDir)!;
  current.process.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  await current.exited();
  // No pause, as a supervisor restarts: in-process this comes long before a new server would boot,
  // so the killed postmaster, orphaned, is usually still an unreaped zombie whose pid the lock file names.
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    expect(postmasterPid(dataDir), 'a new postmaster, not the dead one joined').not.toBe(postmaster);
    await embeddedDatabaseUrl(embedded, 'relief_loans');
    await verifyAfterRestart(0);
  } finally {
    await embedded.stop();
  }
  expect(postgresProcessesOf(dataDir), 'PostgreSQL processes of this test').toEqual([]);
}, 120_000);
