/**
 * Server instances for the benchmark: `node --import tsx server/main.ts`, each on a free port, all on
 * one DATABASE_URL with one PERSONAL_DATA_KEY (README "Running several instances"). Each instance's
 * log (a JSON line per request) goes to a file, read afterwards for errors the answers do not show.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { freePort } from '../../server/config/freePort';
import { distDir } from '../journey/server';

export interface Instance {
  origin: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

/** One key for every instance of a run, as a deployment keeps one in its secret store. */
export const newPersonalDataKey = () => crypto.randomBytes(32).toString('base64url');

export async function startInstance(
  databaseUrl: string,
  personalDataKey: string,
  logFile: string,
): Promise<Instance> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PERSONAL_DATA_KEY: personalDataKey,
      // The API needs no built app; with dist/ missing the server only warns.
      STATIC_DIR: distDir,
      LOG_FILE: '',
    },
    stdio: ['ignore', log, 'pipe'],
  });
  fs.closeSync(log);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killTimer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // The server logs its start-up failure (a port taken, the database refusing) to its log file.
      const logTail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new Error(`An instance exited during start-up (code ${child.exitCode}):\n${stderr}${logTail}`);
    }
    try {
      // Healthy means it reaches the database: migrations are done and it takes requests.
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, pid: child.pid ?? 0, logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`An instance did not become healthy within 60 s:\n${stderr}`);
}

export interface LoggedProblems {
  /** Log lines at level error (50) or worse. */
  errors: number;
  /** Log lines at level warn (40). */
  warnings: number;
  /** The first few distinct messages, for the report. */
  samples: string[];
}

/** Warnings and errors an instance logged (pino levels: 40 warn, 50 error, 60 fatal). */
export function loggedProblems(logFile: string): LoggedProblems {
  const found: LoggedProblems = { errors: 0, warnings: 0, samples: [] };
  let text: string;
  try {
    text = fs.readFileSync(logFile, 'utf8');
  } catch {
    return found;
  }
  for (const line of text.split('\n')) {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === undefined || Number(level) < 40) continue;
    if (Number(level) >= 50) found.errors += 1;
    else found.warnings += 1;
    const message = /"msg":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1] ?? line.slice(0, 200);
    const errorMessage = /"err":\{[^}]*?"message":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
    const sample = `level ${level}: ${message}${errorMessage ? ` (${errorMessage})` : ''}`.slice(0, 300);
    if (found.samples.length < 5 && !found.samples.includes(sample)) found.samples.push(sample);
  }
  return found;
}
