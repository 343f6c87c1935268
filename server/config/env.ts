import { defaultAiAgentId } from '../adapters/assistant/aiAgentProvider';
import { readSignInConfig, type SignInConfig } from './signInEnv';

/** Start-up configuration from the environment, checked at once so every bad variable is listed together. */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * DATABASE_URL: the PostgreSQL server every instance shares (postgres://user:password@host:port/db).
   * Null when unset: the embedded server in `embeddedDatabaseDir` (server/store/embeddedPostgres.ts).
   */
  databaseUrl: string | null;
  /** EMBEDDED_DATABASE_DIR: the embedded server's data folder when DATABASE_URL is unset (data/postgres). */
  embeddedDatabaseDir: string;
  /** DATABASE_POOL_SIZE: connections this instance may hold (default 10). */
  databasePoolSize: number;
  /** PERSONAL_DATA_KEY: the 32-byte key (base64url) that encrypts SSNs and birth dates; null when unset. */
  personalDataKey: string | null;
  /** PERSONAL_DATA_KEY_FILE: where the key is kept when PERSONAL_DATA_KEY is unset (data/relief-loans.key). */
  personalDataKeyFile: string;
  staticDir: string;
  /** Also append the JSON log lines to this file (the end-to-end privacy test reads it); stdout only when unset. */
  logFile: string | null;
  /** TRUST_PROXY: `true`, or the proxy's addresses/CIDRs (comma-separated); false when unset. */
  trustProxy: boolean | string;
  /** PRICING_DELAY_MS: how long a pricing run takes (default 2000). */
  pricingDelayMs: number;
  /** ASSETS_DELAY_MS: how long a linked bank's balances take to arrive (default 1500). */
  assetsDelayMs: number;
  /**
   * AI_AGENT_ID: the chat assistant's id (docs/assistant.md). Unset: the sandbox assistant
   * (`defaultAiAgentId`, relief-loans-sandbox); set but empty: null, the assistant is off.
   */
  aiAgentId: string | null;
  /** TELEMETRY_RETENTION_DAYS: analytics, visits, error reports and monitoring older than this are deleted (default 30). */
  telemetryRetentionDays: number;
  /** FUNNEL_REPORT_TOKEN: staff send it as X-Staff-Token to read the funnel report; unset: the report is open. */
  funnelReportToken: string | null;
  /** SESSION_IDLE_MINUTES: a session unused this long has expired (default 60). */
  sessionIdleMinutes: number;
  /** SESSION_MAX_AGE_HOURS: a session this old has expired however busy (default 720, 30 days). */
  sessionMaxAgeHours: number;
  /** PUBLIC_ORIGIN and the OIDC_* settings (server/config/signInEnv.ts). */
  signIn: SignInConfig;
}

/** A whole number from the environment within limits, or the default when unset; a problem is listed. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  errors: string[],
): number {
  const text = env[name]?.trim() || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    errors.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return value;
}

function isPostgresUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type EnvResult = { ok: true; config: ServerConfig } | { ok: false; errors: string[] };

export function readServerConfig(env: NodeJS.ProcessEnv): EnvResult {
  const errors: string[] = [];
  const portText = env.PORT?.trim() || '4310';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    errors.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);
  const host = env.HOST?.trim() || '127.0.0.1';
  if (/\s|\/|:\/\//.test(host))
    errors.push(`HOST must be a host name or IP address without scheme or path (got "${host}")`);
  if (env.DATABASE_FILE !== undefined)
    errors.push(
      'DATABASE_FILE is no longer read: the store is PostgreSQL. Set DATABASE_URL, or leave it unset for the embedded server in EMBEDDED_DATABASE_DIR',
    );
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl))
    errors.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL with a host (its value is not shown)',
    );
  const embeddedDatabaseDir = env.EMBEDDED_DATABASE_DIR?.trim() || 'data/postgres';
  const databasePoolSize = wholeNumber(env, 'DATABASE_POOL_SIZE', 10, [1, 100], errors);
  const personalDataKey = env.PERSONAL_DATA_KEY?.trim() || null;
  if (personalDataKey !== null && !/^[A-Za-z0-9_-]{43}$/.test(personalDataKey))
    errors.push('PERSONAL_DATA_KEY must be 32 bytes in base64url, 43 characters (its value is not shown)');
  const personalDataKeyFile = env.PERSONAL_DATA_KEY_FILE?.trim() || 'data/relief-loans.key';
  if (personalDataKeyFile.endsWith('/'))
    errors.push(`PERSONAL_DATA_KEY_FILE must name a file, not a folder (got "${personalDataKeyFile}")`);
  const staticDir = env.STATIC_DIR?.trim() || 'dist';
  const logFile = env.LOG_FILE?.trim() || null;
  if (logFile?.endsWith('/')) errors.push(`LOG_FILE must name a file, not a folder (got "${logFile}")`);
  const trustProxyText = env.TRUST_PROXY?.trim() ?? '';
  const trustProxy =
    trustProxyText === '' || trustProxyText === 'false'
      ? false
      : trustProxyText === 'true'
        ? true
        : trustProxyText;
  if (typeof trustProxy === 'string' && !/^[0-9a-fA-F.:/,\s]+$/.test(trustProxy))
    errors.push(
      `TRUST_PROXY must be true, false or the proxy's IP addresses/CIDRs, comma-separated (got "${trustProxy}")`,
    );
  const delayText = env.PRICING_DELAY_MS?.trim() || '2000';
  const pricingDelayMs = Number(delayText);
  if (!/^\d+$/.test(delayText) || pricingDelayMs > 600_000)
    errors.push(`PRICING_DELAY_MS must be a whole number of milliseconds up to 600000 (got "${delayText}")`);
  const assetsDelayText = env.ASSETS_DELAY_MS?.trim() || '1500';
  const assetsDelayMs = Number(assetsDelayText);
  if (!/^\d+$/.test(assetsDelayText) || assetsDelayMs > 600_000)
    errors.push(
      `ASSETS_DELAY_MS must be a whole number of milliseconds up to 600000 (got "${assetsDelayText}")`,
    );
  const aiAgentText = env.AI_AGENT_ID === undefined ? defaultAiAgentId : env.AI_AGENT_ID.trim();
  if (aiAgentText !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(aiAgentText))
    errors.push(
      `AI_AGENT_ID must be up to 64 letters, digits, - or _, or empty to turn the assistant off (got "${aiAgentText}")`,
    );
  const aiAgentId = aiAgentText === '' ? null : aiAgentText;
  const telemetryRetentionDays = wholeNumber(env, 'TELEMETRY_RETENTION_DAYS', 30, [1, 3650], errors);
  const funnelReportToken = env.FUNNEL_REPORT_TOKEN?.trim() || null;
  if (funnelReportToken !== null && !/^[A-Za-z0-9_-]{16,128}$/.test(funnelReportToken))
    errors.push('FUNNEL_REPORT_TOKEN must be 16 to 128 letters, digits, - or _ (its value is not shown)');
  const sessionIdleMinutes = wholeNumber(env, 'SESSION_IDLE_MINUTES', 60, [1, 43_200], errors);
  const sessionMaxAgeHours = wholeNumber(env, 'SESSION_MAX_AGE_HOURS', 720, [1, 8760], errors);
  const signIn = readSignInConfig(env, { host, port }, errors);
  // New accounts are confirmed by email (decision 0070): the embedded provider needs a way to send it.
  // The local mailbox is never shown behind a TLS proxy, so there only SMTP will do.
  if (!signIn.external && !signIn.smtp && (!signIn.devMailbox || trustProxy !== false))
    errors.push(
      'New accounts are confirmed by email: set SMTP_URL and MAIL_FROM (or, developing on this machine without TRUST_PROXY, DEV_MAILBOX=1)',
    );
  return errors.length > 0
    ? { ok: false, errors }
    : {
        ok: true,
        config: {
          port,
          host,
          databaseUrl,
          embeddedDatabaseDir,
          databasePoolSize,
          personalDataKey,
          personalDataKeyFile,
          staticDir,
          logFile,
          trustProxy,
          pricingDelayMs,
          assetsDelayMs,
          aiAgentId,
          telemetryRetentionDays,
          funnelReportToken,
          sessionIdleMinutes,
          sessionMaxAgeHours,
          signIn,
        },
      };
}
