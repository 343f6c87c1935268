/**
 * Starts the reference funnel API and the built app on one origin:
 *   node --import tsx server/main.ts
 * Configuration: PORT, HOST, DATABASE_FILE, STATIC_DIR, LOG_FILE, TRUST_PROXY, PRICING_DELAY_MS, ASSETS_DELAY_MS,
 * AI_AGENT_ID, TELEMETRY_RETENTION_DAYS, FUNNEL_REPORT_TOKEN, SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS
 * (README "Configuration").
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readServerConfig } from './config/env';
import { hasBuiltApp } from './http/staticApp';

const env = readServerConfig(process.env);
if (!env.ok) {
  console.error(
    `Relief Loans cannot start. Fix these environment variables:\n${env.errors.map((error) => `  - ${error}`).join('\n')}`,
  );
  process.exit(1);
}
const { config } = env;

/** Log lines go to stdout, and also to LOG_FILE when it is set. */
function logStreamFor(logFile: string | null): { write: (line: string) => void } | undefined {
  if (!logFile) return undefined;
  fs.mkdirSync(path.dirname(path.resolve(logFile)), { recursive: true });
  const file = fs.createWriteStream(logFile, { flags: 'a' });
  let fileWorks = true;
  // A file that can't be written stops the copy, not the server: stdout still gets every line.
  file.on('error', (error) => {
    fileWorks = false;
    console.error(`LOG_FILE ${logFile} cannot be written (${error.message}); logging to stdout only`);
  });
  return {
    write: (line) => {
      process.stdout.write(line);
      if (fileWorks) file.write(line);
    },
  };
}

const logStream = logStreamFor(config.logFile);
const app = await buildApp({
  databaseFile: config.databaseFile,
  staticDir: config.staticDir,
  logger: true,
  trustProxy: config.trustProxy,
  pricingDelayMs: config.pricingDelayMs,
  assetsDelayMs: config.assetsDelayMs,
  aiAgentId: config.aiAgentId,
  telemetryRetentionDays: config.telemetryRetentionDays,
  funnelReportToken: config.funnelReportToken,
  sessionPolicy: {
    idleMs: config.sessionIdleMinutes * 60_000,
    maxAgeMs: config.sessionMaxAgeHours * 60 * 60_000,
  },
  ...(logStream ? { logStream } : {}),
});
if (!hasBuiltApp(config.staticDir)) {
  console.warn(
    `No built app in ${config.staticDir}/ (run npm run build); serving the API and sign-in pages only.`,
  );
}

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.info(`${signal} received, closing Relief Loans…`);
  try {
    await app.close(); // the onClose hook closes the database after in-flight requests finish
    process.exit(0);
  } catch (error) {
    console.error('Relief Loans did not close cleanly', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.info(`Relief Loans is running at http://${config.host}:${config.port}/relief-loans/get-relief`);
} catch (error) {
  console.error('Relief Loans could not start listening', error);
  await app.close();
  process.exit(1);
}
