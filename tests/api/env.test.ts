import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config/env';

describe('start-up configuration', () => {
  it('Operator starting with no settings gets the documented defaults', () => {
    expect(readServerConfig({})).toEqual({
      ok: true,
      config: {
        port: 4310,
        host: '127.0.0.1',
        databaseUrl: null,
        embeddedDatabaseDir: 'data/postgres',
        databasePoolSize: 10,
        personalDataKey: null,
        personalDataKeyFile: 'data/relief-loans.key',
        staticDir: 'dist',
        logFile: null,
        trustProxy: false,
        pricingDelayMs: 2000,
        assetsDelayMs: 1500,
        aiAgentId: 'relief-loans-sandbox',
        telemetryRetentionDays: 30,
        funnelReportToken: null,
        sessionIdleMinutes: 60,
        sessionMaxAgeHours: 720,
        signIn: {
          publicOrigin: 'http://127.0.0.1:4310',
          external: null,
          redirectUrl: null,
          devMailbox: true,
          upstreams: [],
          smtp: null,
        },
      },
    });
  });

  it('Operator can name the chat assistant, or turn it off with an empty AI_AGENT_ID', () => {
    const named = readServerConfig({ AI_AGENT_ID: 'sierra-prod_01' });
    expect(named.ok && named.config.aiAgentId).toBe('sierra-prod_01');
    const off = readServerConfig({ AI_AGENT_ID: '  ' });
    expect(off.ok && off.config.aiAgentId).toBeNull();
    const bad = readServerConfig({ AI_AGENT_ID: 'agent id!' });
    expect(!bad.ok && bad.errors).toEqual([
      'AI_AGENT_ID must be up to 64 letters, digits, - or _, or empty to turn the assistant off (got "agent id!")',
    ]);
  });

  it('Operator behind a TLS proxy trusts it by flag or by address, and a typo is refused', () => {
    const mail = { SMTP_URL: 'smtps://mailer@smtp.example.com:465', MAIL_FROM: 'hello@example.com' };
    const flag = readServerConfig({ TRUST_PROXY: 'true', ...mail });
    expect(flag.ok && flag.config.trustProxy).toBe(true);
    const addresses = readServerConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8', ...mail });
    expect(addresses.ok && addresses.config.trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
    const typo = readServerConfig({ TRUST_PROXY: 'yes please' });
    expect(typo.ok).toBe(false);
  });

  it('Operator must give the embedded provider a way to mail confirmation links: the local mailbox on this machine, or SMTP', () => {
    const smtp = { SMTP_URL: 'smtps://mailer@smtp.example.com:465', MAIL_FROM: 'hello@example.com' };
    const withSmtp = readServerConfig(smtp);
    // A real mail service turns the local mailbox off unless it is asked for.
    expect(withSmtp.ok && withSmtp.config.signIn.devMailbox).toBe(false);
    const both = readServerConfig({ ...smtp, DEV_MAILBOX: '1' });
    expect(both.ok && both.config.signIn.devMailbox).toBe(true);
    const problem =
      'New accounts are confirmed by email: set SMTP_URL and MAIL_FROM (or, developing on this machine without TRUST_PROXY, DEV_MAILBOX=1)';
    const none = readServerConfig({ DEV_MAILBOX: '0' });
    expect(!none.ok && none.errors).toEqual([problem]);
    // Behind a proxy the mailbox is never shown, so only SMTP can confirm an account.
    const proxied = readServerConfig({ TRUST_PROXY: 'true' });
    expect(!proxied.ok && proxied.errors).toEqual([problem]);
    // A public origin never shows the mailbox: it needs SMTP, and refuses the mailbox if asked for it.
    const publicOrigin = readServerConfig({ PUBLIC_ORIGIN: 'https://apply.example.com' });
    expect(!publicOrigin.ok && publicOrigin.errors).toEqual([problem]);
    const publicWithMailbox = readServerConfig({
      PUBLIC_ORIGIN: 'https://apply.example.com',
      DEV_MAILBOX: '1',
    });
    expect(!publicWithMailbox.ok && publicWithMailbox.errors).toEqual([
      'DEV_MAILBOX is for development on this machine: PUBLIC_ORIGIN must be http://localhost or http://127.0.0.1 with it (got "https://apply.example.com")',
    ]);
    const publicWithSmtp = readServerConfig({ PUBLIC_ORIGIN: 'https://apply.example.com', ...smtp });
    expect(publicWithSmtp.ok && publicWithSmtp.config.signIn.devMailbox).toBe(false);
    // Another provider (OIDC_ISSUER) makes its own accounts: no mail is needed here.
    const external = readServerConfig({
      TRUST_PROXY: 'true',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'relief-loans',
      OIDC_CLIENT_SECRET: 'a-secret-value',
    });
    expect(external.ok).toBe(true);
  });

  it('Operator can also send the log to a file, but not to a folder', () => {
    const withFile = readServerConfig({ LOG_FILE: 'logs/server.log' });
    expect(withFile.ok && withFile.config.logFile).toBe('logs/server.log');
    const withFolder = readServerConfig({ LOG_FILE: 'logs/' });
    expect(!withFolder.ok && withFolder.errors).toEqual([
      'LOG_FILE must name a file, not a folder (got "logs/")',
    ]);
  });

  it('Operator can set how long pricing and linked balances take, in whole milliseconds', () => {
    const set = readServerConfig({ PRICING_DELAY_MS: '0', ASSETS_DELAY_MS: '250' });
    expect(set.ok && [set.config.pricingDelayMs, set.config.assetsDelayMs]).toEqual([0, 250]);
    const bad = readServerConfig({ ASSETS_DELAY_MS: '1.5s' });
    expect(!bad.ok && bad.errors).toEqual([
      'ASSETS_DELAY_MS must be a whole number of milliseconds up to 600000 (got "1.5s")',
    ]);
  });

  it('Operator with several bad settings sees every one of them at once', () => {
    const result = readServerConfig({
      PORT: '99999',
      HOST: 'http://localhost',
      PERSONAL_DATA_KEY_FILE: 'data/',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "99999")',
      'HOST must be a host name or IP address without scheme or path (got "http://localhost")',
      'PERSONAL_DATA_KEY_FILE must name a file, not a folder (got "data/")',
    ]);
  });

  it('Operator points every instance at one PostgreSQL server and one personal-data key', () => {
    const shared = readServerConfig({
      DATABASE_URL: 'postgres://relief:secret@db.internal:5432/relief',
      DATABASE_POOL_SIZE: '20',
      PERSONAL_DATA_KEY: 'A'.repeat(43),
    });
    expect(shared.ok && [shared.config.databaseUrl, shared.config.databasePoolSize]).toEqual([
      'postgres://relief:secret@db.internal:5432/relief',
      20,
    ]);
    const bad = readServerConfig({
      DATABASE_URL: 'mysql://db.internal/relief',
      PERSONAL_DATA_KEY: 'short',
      DATABASE_FILE: 'data/relief-loans.sqlite',
    });
    // Neither secret is echoed back into the start-up error.
    expect(!bad.ok && bad.errors).toEqual([
      'DATABASE_FILE is no longer read: the store is PostgreSQL. Set DATABASE_URL, or leave it unset for the embedded server in EMBEDDED_DATABASE_DIR',
      'DATABASE_URL must be a postgres:// or postgresql:// URL with a host (its value is not shown)',
      'PERSONAL_DATA_KEY must be 32 bytes in base64url, 43 characters (its value is not shown)',
    ]);
  });

  it('Operator can set telemetry retention and session expiry, and a bad value is listed', () => {
    const set = readServerConfig({
      TELEMETRY_RETENTION_DAYS: '7',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_AGE_HOURS: '12',
      FUNNEL_REPORT_TOKEN: 'staff-token-0123456789',
    });
    expect(
      set.ok && [
        set.config.telemetryRetentionDays,
        set.config.sessionIdleMinutes,
        set.config.sessionMaxAgeHours,
        set.config.funnelReportToken,
      ],
    ).toEqual([7, 15, 12, 'staff-token-0123456789']);
    const bad = readServerConfig({
      TELEMETRY_RETENTION_DAYS: '0',
      SESSION_IDLE_MINUTES: 'soon',
      SESSION_MAX_AGE_HOURS: '9000',
      FUNNEL_REPORT_TOKEN: 'short',
    });
    expect(!bad.ok && bad.errors).toEqual([
      'TELEMETRY_RETENTION_DAYS must be a whole number from 1 to 3650 (got "0")',
      'FUNNEL_REPORT_TOKEN must be 16 to 128 letters, digits, - or _ (its value is not shown)',
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 43200 (got "soon")',
      'SESSION_MAX_AGE_HOURS must be a whole number from 1 to 8760 (got "9000")',
    ]);
  });
});
