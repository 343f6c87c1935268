/**
 * The real server for scripts that drive it (bench, screenshots): `node --import tsx server/main.ts`
 * on a free port with a throw-away database and the built app of dist/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../../server/config/freePort';

export const distDir = 'dist';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the server and waits until it serves the get-relief page; throws when dist/ is missing. */
export async function startServer(label = 'bench'): Promise<RunningServer> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: run npm run build first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `relief-loans-${label}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_DATABASE_DIR: path.join(dataDir, 'postgres'),
      PERSONAL_DATA_KEY_FILE: path.join(dataDir, 'relief-loans.key'),
      STATIC_DIR: distDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killTimer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${stderr}`);
    try {
      const response = await fetch(`${origin}/relief-loans/get-relief`);
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 60 s:\n${stderr}`);
}
