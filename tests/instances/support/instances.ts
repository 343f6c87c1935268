/**
 * Instances of the real server, each its own process (`node --import tsx server/main.ts`) on its own
 * port, as a deployment runs them behind a load balancer. Every instance started here is remembered
 * until it has exited, so `stopAllInstances()` in an afterAll ends them even when a test failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort as freeLoopbackPort } from '../../../server/config/freePort';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface InstanceOptions {
  databaseUrl: string;
  /** The personal-data key (32 bytes, base64url); every instance of one database needs the same. */
  personalDataKey: string;
  /** More environment (PRICING_DELAY_MS, …), over the defaults below. */
  env?: Record<string, string>;
  /** What to run: the server (default), or another entry such as the standalone OpenID provider. */
  entry?: string;
  /** The path that answers 200 once it is ready (default /healthz). */
  readyPath?: string;
}

export interface Instance {
  /** http://127.0.0.1:port */
  origin: string;
  pid: number;
  /** Sends `signal` and resolves once the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** SIGTERM (the graceful shutdown a deploy sends), then waits for the exit; SIGKILL after 20 s. */
  stop: () => Promise<void>;
  /** What the process wrote: stdout holds its JSON log lines (one `incoming request` per request). */
  output: () => { stdout: string; stderr: string };
}

/** A new personal-data key in the form PERSONAL_DATA_KEY takes. */
export const newPersonalDataKey = () => crypto.randomBytes(32).toString('base64url');

const running = new Set<Instance>();
const portsHandedOut = new Set<number>();

/** A port nothing listens on now, not given to another instance of this run. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await freeLoopbackPort();
    if (!portsHandedOut.has(port)) {
      portsHandedOut.add(port);
      return port;
    }
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function exitOf(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Keeps the last `limit` characters a stream wrote (a log cannot grow without bound in memory). */
function collect(stream: NodeJS.ReadableStream | null, limit: number): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > limit) text = text.slice(text.length - limit);
  });
  return () => text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when GET /healthz answers 200 now. */
async function healthy(origin: string, readyPath: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false; // not listening yet
  }
}

/** Starts an instance and resolves once its health check answers 200 (30 s at most). */
export async function startInstance({
  databaseUrl,
  personalDataKey,
  env = {},
  entry = 'server/main.ts',
  readyPath = '/healthz',
}: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  // An empty app folder: the instance serves the API and the sign-in pages, which is all these tests use.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-instance-static-'));
  const inherited = { ...process.env };
  // Whatever the shell set for a server of its own must not reach these.
  for (const name of ['EMBEDDED_DATABASE_DIR', 'PERSONAL_DATA_KEY_FILE', 'LOG_FILE', 'TRUST_PROXY'])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PERSONAL_DATA_KEY: personalDataKey,
      STATIC_DIR: staticDir,
      PRICING_DELAY_MS: '300',
      ASSETS_DELAY_MS: '300',
      // One public origin for all, as behind a load balancer: a sign-in started on one instance
      // finishes on another (the provider's issuer and the callback are named by it).
      PUBLIC_ORIGIN: 'http://127.0.0.1:4310',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = collect(child.stdout, 8_000_000);
  const stderr = collect(child.stderr, 200_000);
  const exited = exitOf(child).then(() => fs.rmSync(staticDir, { recursive: true, force: true }));

  const kill = async (signal: NodeJS.Signals) => {
    if (!hasExited(child)) child.kill(signal);
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    origin,
    pid: child.pid ?? -1,
    kill,
    stop: async () => {
      if (hasExited(child)) return exited;
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        await kill('SIGTERM');
      } finally {
        clearTimeout(forced);
      }
    },
    output: () => ({ stdout: stdout(), stderr: stderr() }),
  };
  running.add(instance);
  void exited.then(() => running.delete(instance));

  const deadline = Date.now() + 30_000;
  while (!(await healthy(origin, readyPath))) {
    if (hasExited(child))
      throw new Error(`The instance on port ${port} exited before it was healthy:\n${stderr()}`);
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`The instance on port ${port} was not healthy within 30 s:\n${stderr()}`);
    }
    await sleep(200);
  }
  return instance;
}

/** Stops every instance still running (an afterAll's clean-up, also after a failed test). */
export async function stopAllInstances(): Promise<void> {
  await Promise.all([...running].map((instance) => instance.stop()));
}
