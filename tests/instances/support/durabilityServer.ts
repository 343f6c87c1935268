/**
 * What the durability test (tests/instances/durability.test.ts) needs beyond a started instance: one
 * server process on the EMBEDDED default (DATABASE_URL unset) that it can SIGKILL, the embedded
 * PostgreSQL's postmaster and every process of it (to crash it, and to prove none is left), and the
 * database opened the way server/store/embeddedPostgres.ts leaves it (lock file + password file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../server/config/freePort';

export interface EmbeddedInstance {
  baseURL: string;
  process: ChildProcess;
  /** Its stderr so far: why it did not start, when it did not. */
  output: () => string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: () => Promise<void>;
}

/**
 * Starts `node --import tsx server/main.ts` on the embedded default in `dataDir` and waits until
 * /healthz answers 200, i.e. the instance reaches its (possibly just recovered) database.
 */
export async function startEmbeddedInstance(
  dataDir: string,
  keyFile: string,
  timeoutMs = 90_000,
): Promise<EmbeddedInstance> {
  const port = await freePort();
  // The embedded default is the point: no DATABASE_URL (nor a key) may leak in from the caller.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.PERSONAL_DATA_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_DATABASE_DIR: dataDir,
      PERSONAL_DATA_KEY_FILE: keyFile,
    },
    // stdout carries a JSON line per request: nobody reads it, so it must not fill a pipe.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: EmbeddedInstance = {
    baseURL: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exit),
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    try {
      const health = await fetch(`${instance.baseURL}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (health.status === 200) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pid in the folder's postmaster.pid (its first line), or null when there is no lock file. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Every live process of the PostgreSQL cluster in `dataDir`: the postmaster and each backend work in
 * the data folder, so their working directory identifies them (Linux /proc), whoever their parent.
 * Zombies are left out: they are dead and only wait for a parent to reap them.
 */
export function postgresProcessesOf(dataDir: string): number[] {
  const target = fs.realpathSync(dataDir);
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) !== target) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The state follows the command name in parentheses, which may itself hold spaces.
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z') continue;
      pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

/** Waits until `check` is true, or fails after `timeoutMs` with `what`. */
export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops whatever of the cluster still runs: a fast shutdown (SIGINT) of the postmaster first, so the
 * folder is left clean, then SIGKILL for anything that outlives it.
 */
export async function stopPostgresOf(dataDir: string): Promise<void> {
  if (!fs.existsSync(dataDir)) return;
  const postmaster = postmasterPid(dataDir);
  if (postmaster !== null && postgresProcessesOf(dataDir).includes(postmaster)) {
    process.kill(postmaster, 'SIGINT');
    try {
      await waitFor(() => postgresProcessesOf(dataDir).length === 0, 15_000, 'PostgreSQL to shut down');
    } catch {
      // fall through to SIGKILL
    }
  }
  for (const pid of postgresProcessesOf(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await waitFor(() => postgresProcessesOf(dataDir).length === 0, 10_000, 'PostgreSQL processes to exit');
}

/** A client on the instance's `relief_loans` database, found as tests/e2e/support/e2eDatabase.ts does. */
export async function connectToDatabase(dataDir: string): Promise<pg.Client> {
  const port = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = fs.readFileSync(`${path.resolve(dataDir)}.password`, 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://relief:${encodeURIComponent(password)}@127.0.0.1:${port}/relief_loans`,
  });
  await client.connect();
  return client;
}
