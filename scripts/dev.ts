/**
 * `npm run dev`: the API (restarting when server/ or schemas/ change) and Vite's dev server with hot
 * reload for the app and schemas/, which proxies API paths to the API. One command, two processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4310';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  children.push(child);
}

function shutdown(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run(process.execPath, ['--import', 'tsx', '--watch-path=server', '--watch-path=schemas', 'server/main.ts'], {
  PORT: apiPort,
  // The browser is on Vite's origin, which proxies sign-in to the API: the provider and the callback
  // are named by it, so sign-in stays on the page's own origin.
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:5173',
  // "Forgot your password?" works offline: its message appears at /dev/mailbox.
  DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
});
run(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], { API_PORT: apiPort });
console.info(
  `App (hot reload): http://127.0.0.1:5173/relief-loans/get-relief  ·  API: http://127.0.0.1:${apiPort}`,
);
