/**
 * A server of this test's own (the built app of dist/ on its own port and database), for tests that
 * stop and start it, or need settings the shared server lacks (a longer pricing run).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** `dataDir` holds the server's embedded database and key: a restart on the same folder keeps both. */
export async function startOwnServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_DATABASE_DIR: path.join(dataDir, 'postgres'),
      PERSONAL_DATA_KEY_FILE: path.join(dataDir, 'relief-loans.key'),
      STATIC_DIR: 'dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/relief-loans/get-relief`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
