/**
 * End-to-end tests: real Chromium against the real server and a fresh embedded PostgreSQL database
 * (docs/test-scenarios.md). `npm run test:e2e` builds the app first; this config only serves dist/.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './scripts/chromiumPath';

// E2E_PORT lets two runs on one machine (two engineers, or a run beside CI) avoid each other.
const port = Number(process.env.E2E_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

// Workers load this file again; the environment carries the one folder chosen by the runner, so every
// run starts on a new, empty database and no run sees another's users.
process.env.E2E_DIR ??= path.join(
  os.tmpdir(),
  `relief-loans-e2e-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`,
);
process.env.E2E_DATABASE_DIR ??= path.join(process.env.E2E_DIR, 'postgres');

// The server's log lines also go to this file, so the privacy test can prove no SSN or birth date reaches them.
process.env.E2E_LOG_FILE ??= path.join(process.env.E2E_DIR, 'server.log');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Each test signs in a person of its own, so tests could run in parallel; the CI machine has two
  // cores and one of them serves the app, so one worker keeps timings (the 1 s pick-up modal) steady.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Fail a step that cannot happen within seconds with its own message, not the test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: resolveChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/relief-loans/get-relief`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_DATABASE_DIR: process.env.E2E_DATABASE_DIR,
      PERSONAL_DATA_KEY_FILE: path.join(process.env.E2E_DIR, 'relief-loans.key'),
      LOG_FILE: process.env.E2E_LOG_FILE,
      // Pricing takes its documented default time (README "Configuration"), so the wait on getting-offers is
      // seen.
      PRICING_DELAY_MS: '2000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server finish requests and close the database (server/main.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
