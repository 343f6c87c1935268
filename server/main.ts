/**
 * Starts the reference funnel API and the built app on one origin:
 *   node --import tsx server/main.ts
 * Configuration: PORT, HOST, DATABASE_URL (or EMBEDDED_DATABASE_DIR), DATABASE_POOL_SIZE, PERSONAL_DATA_KEY
 * (or PERSONAL_DATA_KEY_FILE), STATIC_DIR, LOG_FILE, TRUST_PROXY, PRICING_DELAY_MS, ASSETS_DELAY_MS,
 * AI_AGENT_ID, TELEMETRY_RETENTION_DAYS, FUNNEL_REPORT_TOKEN, SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS
 * (README "Configuration").
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadPersonalDataKey } from './auth/personalDataCipher';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './store/embeddedPostgres';
import { readServerConfig } from './config/env';
import { hasBuiltApp } from './http/staticApp';
import { productIssuingBank } from './domain/pricing/issuingBank';

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
let embedded = null as EmbeddedDatabase | null;
/** The database, migrated, and the app on it; a start-up problem (no database, a wrong key) is one clear line. */
async function start() {
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === null) {
    embedded = await startEmbeddedPostgres(config.embeddedDatabaseDir);
    databaseUrl = await embeddedDatabaseUrl(embedded, 'relief_loans');
  }
  return buildApp({
    databaseUrl,
    databasePoolSize: config.databasePoolSize,
    personalDataKey: loadPersonalDataKey({
      keyBase64url: config.personalDataKey,
      keyFile: config.personalDataKeyFile,
    }),
    staticDir: config.staticDir,
    logger: true,
    trustProxy: config.trustProxy,
    publicOrigin: config.signIn.publicOrigin,
    externalProvider: config.signIn.external,
    oidcRedirectUrl: config.signIn.redirectUrl,
    devMailbox: config.signIn.devMailbox,
    upstreamProviders: config.signIn.upstreams,
    smtp: config.signIn.smtp,
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
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await start();
} catch (error) {
  console.error(`Relief Loans cannot start: ${error instanceof Error ? error.message : String(error)}`);
  await embedded?.stop();
  process.exit(1);
}
if (!hasBuiltApp(config.staticDir)) {
  console.warn(
    `No built app in ${config.staticDir}/ (run npm run build); serving the API and sign-in pages only.`,
  );
}
if (!productIssuingBank) {
  console.warn(
    'schemas/product.json names no issuing bank (issuingBankUuid, issuingBankName): pricing and offers answer 422 STEP_PRODUCT_MISSING_ISSUING_BANK until it does.',
  );
}

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.info(`${signal} received, closing Relief Loans…`);
  try {
    await app.close(); // the onClose hook closes the database after in-flight requests finish
    await embedded?.stop();
    process.exit(0);
  } catch (error) {
    console.error('Relief Loans did not close cleanly', error);
    process.exit(1);
  }
}
// A library's background promise that fails (pg-boss completing a job while the database restarts,
// say) is logged, not allowed to end the process: the queue and the pool recover on their next try.
process.on('unhandledRejection', (reason) => {
  console.error(
    'Unhandled rejection in the background:',
    reason instanceof Error
      ? `${reason.name}: ${(reason as { code?: string }).code ?? reason.message}`
      : typeof reason,
  );
});
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.info(`Relief Loans is running at http://${config.host}:${config.port}/relief-loans/get-relief`);
} catch (error) {
  console.error('Relief Loans could not start listening', error);
  await app.close();
  await embedded?.stop();
  process.exit(1);
}
