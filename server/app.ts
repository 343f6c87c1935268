/**
 * buildApp() assembles the reference funnel API and the app's static files without listening
 * (fastify/demo style), so tests inject requests into a fresh app on a fresh database.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { AppContext } from './appContext';
import { migrate, openDatabase, type Db } from './store/database';
import { checkPersonalDataKey, createPersonalDataCipher } from './auth/personalDataCipher';
import { registerHealthCheck } from './http/healthCheck';
import { errorForLog, requestForLog } from './http/logSerializers';
import { seedLookups } from './store/lookupSeed';
import { ApiError } from './http/apiError';
import { createAttemptLimiter } from './auth/attemptLimiter';
import { handleClientError } from './http/clientErrorResponse';
import { installErrorHandler, sendApiError } from './http/errorHandler';
import { applyResponseHeaders, installResponseHeaders, securityHeadersFor } from './http/securityHeaders';
import type { ScryptSetting } from './identityProvider/passwordHash';
import type { UpstreamSetting } from './identityProvider/upstreamProviders';
import type { SmtpSettings } from './adapters/mail/smtpMail';
import { assertNoNulCharacters, compilerFor } from './http/validation';
import { registerAccountPageRoutes } from './pages/accountPageRoutes';
import { registerLegalDocumentRoutes } from './pages/legalDocumentRoutes';
import { applicationHandlers } from './handlers/applications';
import { educationHandlers } from './handlers/educations';
import { flowHandlers } from './handlers/flow';
import { identityHandlers } from './handlers/identity';
import { jobsIncomeSourcesHandlers } from './handlers/jobsIncomeSources';
import { lookupHandlers } from './handlers/lookups';
import { personalInfoHandlers } from './handlers/personalInfo';
import { legalConsentHandlers } from './handlers/legalConsents';
import { registerHelpPageRoutes } from './pages/helpPageRoutes';
import { wealthAccountHandlers } from './handlers/wealthAccounts';
import { bankLinkHandlers } from './handlers/bankLink';
import { linkedAssetsOfBankLink } from './domain/bankLink/bankLinkAssets';
import { createSandboxBankLink } from './adapters/bankLink/sandboxBankLink';
import { offerHandlers } from './handlers/offers';
import { cashLineHandlers } from './handlers/cashLine';
import { productHandlers } from './handlers/products';
import { assistantHandlers } from './handlers/assistant';
import { registerSandboxChatScript } from './http/sandboxChatScript';
import { createSandboxAiAgent } from './adapters/assistant/sandboxAiAgent';
import { defaultAiAgentId } from './adapters/assistant/aiAgentProvider';
import { preFlowHandlers } from './handlers/preFlow';
import { assertFlowExitsValid } from './domain/flow/flowEngine';
import { startJobQueue, type JobQueue } from './jobs/jobQueue';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import { sandboxBureau } from './adapters/bureau/sandboxBureau';
import { assertStepRegistryMatchesFlow } from './steps/stepRegistry';
import { registerOperations } from './http/registerOperations';
import { setUpSignIn, type ExternalProvider } from './auth/signInProvider';
import { telemetryHandlers } from './handlers/telemetry';
import { defaultSessionPolicy, type SessionPolicy } from './store/sessions';
import { productIssuingBank, type IssuingBank } from './domain/pricing/issuingBank';
import { hasBuiltApp, registerStaticApp, sendAppFallback } from './http/staticApp';

export interface BuildAppOptions {
  /** The PostgreSQL database (DATABASE_URL, or the embedded server's: server/main.ts picks). */
  databaseUrl: string;
  /** Connections this instance may hold (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  /** The 32-byte key that encrypts personal data; the same on every instance (server/auth/personalDataCipher.ts). */
  personalDataKey: Buffer;
  staticDir?: string;
  logger?: boolean;
  now?: () => Date;
  /** How long a step lock lives when its submission never releases it (a crashed request); default 30 s. */
  stepLockTtlMs?: number;
  /**
   * Trust X-Forwarded-* from this proxy (Fastify `trustProxy`: true, or its addresses), so a
   * request that reached the proxy over TLS gets a Secure cookie and HSTS. Off by default.
   */
  trustProxy?: boolean | string;
  /** How long a pricing run takes (default 2 s), standing in for the bureau and the pricing engine. */
  pricingDelayMs?: number;
  /** How long a linked bank's balances take to arrive after the token exchange (default 1.5 s). */
  assetsDelayMs?: number;
  /**
   * Sign-in attempts per client address per minute (per email address: half as many in ten minutes;
   * sign-ins started: three times as many); failed authentications per client address per minute.
   */
  signInAttemptsPerMinute?: number;
  failedAuthPerMinute?: number;
  /** Where log lines go when `logger` is on (stdout by default); tests read it to prove secrets stay out. */
  logStream?: { write: (line: string) => void };
  /** The chat assistant's id (AI_AGENT_ID); null turns the assistant off. Default: the sandbox assistant. */
  aiAgentId?: string | null;
  /** Telemetry older than this many days is deleted (TELEMETRY_RETENTION_DAYS, default 30). */
  telemetryRetentionDays?: number;
  /** The staff token of the funnel report (FUNNEL_REPORT_TOKEN); null or unset leaves it open. */
  funnelReportToken?: string | null;
  /** When sessions expire (SESSION_IDLE_MINUTES, SESSION_MAX_AGE_HOURS); default 60 minutes idle, 30 days old. */
  sessionPolicy?: SessionPolicy;
  /**
   * The product's issuing bank; default the one schemas/product.json names. Null, as for a product
   * configured without one, makes pricing and offers answer STEP_PRODUCT_MISSING_ISSUING_BANK.
   */
  issuingBank?: IssuingBank | null;
  /** Where browsers reach this server (PUBLIC_ORIGIN); default http://127.0.0.1:4310. */
  publicOrigin?: string;
  /** The OpenID provider OIDC_ISSUER names; unset: the embedded provider (server/identityProvider). */
  externalProvider?: ExternalProvider | null;
  /** OIDC_REDIRECT_URL; default PUBLIC_ORIGIN + /auth/callback. */
  oidcRedirectUrl?: string | null;
  /** DEV_MAILBOX: the embedded provider's messages shown at /dev/mailbox (default: on without `smtp`). */
  devMailbox?: boolean;
  /** SMTP_URL and MAIL_FROM: where password-reset links are sent; unset, no mail service. */
  smtp?: SmtpSettings | null;
  /** "Continue with Google / Apple" on the embedded provider (UPSTREAM_…); none by default. */
  upstreamProviders?: UpstreamSetting[];
  /**
   * The embedded provider's scrypt setting for new passwords. Tests pass a cheap one so thousands of
   * accounts take seconds; there is no environment variable, so a deployment always has the default.
   */
  passwordHashSetting?: ScryptSetting;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Secrets and personal data never reach the log: headers that carry them are redacted and bodies are never logged. */
const loggerOptions = {
  level: 'info',
  serializers: { err: errorForLog, req: requestForLog },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
      'req.body',
    ],
    censor: '[redacted]',
  },
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.databaseUrl, { maxConnections: options.databasePoolSize ?? 10 });
  // The attempt limits count on connections of their own: a request holding a pooled connection in its
  // transaction records a wrong SSN without waiting for a second one from the same pool (which, with
  // every connection so held, would never come).
  const limitsDb = openDatabase(options.databaseUrl, { maxConnections: 2 });
  const now = options.now ?? (() => new Date());
  const cipher = createPersonalDataCipher(options.personalDataKey);
  let jobQueue: JobQueue;
  try {
    // Every instance migrates on start; the migration lock makes the others wait, then find nothing to do.
    await migrate(db);
    await seedLookups(db);
    await checkPersonalDataKey(db, cipher, now());
    jobQueue = await startJobQueue(options.databaseUrl);
  } catch (error) {
    await Promise.all([db.destroy(), limitsDb.destroy()]);
    throw error;
  }
  const ctx: AppContext = {
    db,
    cipher,
    now,
    stepLockTtlMs: options.stepLockTtlMs ?? 30_000,
    signInLimiter: createAttemptLimiter(limitsDb, {
      name: 'sign-in',
      max: options.signInAttemptsPerMinute ?? 20,
      windowMs: 60_000,
    }),
    failedAuthLimiter: createAttemptLimiter(limitsDb, {
      name: 'failed-auth',
      max: options.failedAuthPerMinute ?? 30,
      windowMs: 60_000,
    }),
    // Five wrong SSN confirmations per application per 15 minutes (server/steps/ssnConfirmation.ts).
    ssnConfirmLimiter: createAttemptLimiter(limitsDb, {
      name: 'ssn-confirmation',
      max: 5,
      windowMs: 15 * 60_000,
    }),
    pricingDelayMs: options.pricingDelayMs ?? 2000,
    jobs: jobQueue,
    creditBureau: sandboxBureau,
    linkedAssets: linkedAssetsOfBankLink,
    assetsDelayMs: options.assetsDelayMs ?? 1500,
    bankLink: createSandboxBankLink(db),
    sessionPolicy: options.sessionPolicy ?? defaultSessionPolicy,
    issuingBank: options.issuingBank === undefined ? productIssuingBank : options.issuingBank,
  };
  const app = Fastify({
    logger: options.logger
      ? { ...loggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    genReqId: () => crypto.randomUUID(),
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: handleClientError,
    bodyLimit: 64 * 1024,
    // A URL that cannot be decoded fails before any hook runs; it still gets the headers and the envelope.
    frameworkErrors: (_error, request, reply) => {
      applyResponseHeaders(request, reply);
      void sendApiError(
        request,
        reply,
        new ApiError({
          statusCode: 400,
          exceptionType: 'BadRequest',
          message: 'The address of the request is not valid',
        }),
      );
    },
  });
  app.decorate('db', db);
  app.decorateRequest('bearer', null);
  app.addHook('onClose', async () => {
    // Jobs running here finish (or are retried elsewhere once they expire) before the pool closes.
    await jobQueue.close();
    await Promise.all([db.destroy(), limitsDb.destroy()]);
  });

  app.setValidatorCompiler(({ schema, httpPart }) =>
    compilerFor(httpPart)(schema as Record<string, unknown>),
  );
  // Signing out through an external provider posts here, then goes to its end-session page.
  // "Continue with Google" posts here, then goes on to Google's sign-in page.
  const securityHeaders = securityHeadersFor(
    [
      ...(options.externalProvider ? [options.externalProvider.issuer] : []),
      ...(options.upstreamProviders ?? []).map((upstream) => upstream.issuer),
    ].map((issuer) => new URL(issuer).origin),
  );
  installResponseHeaders(app, securityHeaders);
  installErrorHandler(app);
  // No text column stores U+0000: a request holding one gets a field error before anything reads it.
  app.addHook('preValidation', async (request) => {
    assertNoNulCharacters(request.params);
    assertNoNulCharacters(request.query);
    if (request.headers['content-type']?.includes('json')) assertNoNulCharacters(request.body);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  assertFlowExitsValid();
  assertStepRegistryMatchesFlow();
  registerOperations(app, ctx, {
    ...identityHandlers,
    ...preFlowHandlers,
    ...applicationHandlers,
    ...personalInfoHandlers,
    ...wealthAccountHandlers,
    ...legalConsentHandlers,
    ...lookupHandlers,
    ...jobsIncomeSourcesHandlers,
    ...educationHandlers,
    ...flowHandlers,
    ...offerHandlers,
    ...cashLineHandlers,
    ...bankLinkHandlers,
    ...productHandlers,
    ...telemetryHandlers({
      retentionDays: options.telemetryRetentionDays ?? 30,
      staffToken: options.funnelReportToken ?? null,
    }),
    ...assistantHandlers(
      createSandboxAiAgent({
        agentId: options.aiAgentId === undefined ? defaultAiAgentId : options.aiAgentId,
        cipher,
      }),
    ),
  });
  registerHealthCheck(app, db);
  registerSandboxChatScript(app);
  const signInLimit = options.signInAttemptsPerMinute ?? 20;
  const publicOrigin = options.publicOrigin ?? 'http://127.0.0.1:4310';
  await setUpSignIn(app, ctx, options.personalDataKey, {
    publicOrigin,
    external: options.externalProvider ?? null,
    redirectUrl: options.oidcRedirectUrl ?? null,
    trustProxy: Boolean(options.trustProxy),
    passwordHashSetting: options.passwordHashSetting ?? null,
    devMailbox: options.devMailbox ?? !options.smtp,
    upstreams: options.upstreamProviders ?? [],
    smtp: options.smtp ?? null,
    limits: {
      // Starting a sign-in writes a row; more starts than posts are allowed (each sign-in is one of each).
      starts: createAttemptLimiter(limitsDb, {
        name: 'sign-in-start',
        max: signInLimit * 3,
        windowMs: 60_000,
      }),
      perClient: ctx.signInLimiter,
      // Per email address, known or not: ten tries in ten minutes (one a minute, in a burst of ten).
      perAccount: createAttemptLimiter(limitsDb, {
        name: 'sign-in-account',
        max: Math.max(1, Math.ceil(signInLimit / 2)),
        windowMs: 10 * 60_000,
      }),
      authorizations: createAttemptLimiter(limitsDb, {
        name: 'provider-authorization',
        max: signInLimit * 3,
        windowMs: 60_000,
      }),
      // Messages (sign-up confirmations, reset links) per email address: nobody floods a mailbox.
      mailPerAddress: createAttemptLimiter(limitsDb, {
        name: 'mail-per-address',
        max: Math.max(1, Math.ceil(signInLimit / 2)),
        windowMs: 10 * 60_000,
      }),
    },
  });
  registerAccountPageRoutes(app, ctx, { publicOrigin });
  registerLegalDocumentRoutes(app);
  registerHelpPageRoutes(app);
  if (hasBuiltApp(options.staticDir)) await registerStaticApp(app, options.staticDir);

  app.setNotFoundHandler((request, reply) => {
    if (sendAppFallback(request, reply, options.staticDir)) return reply;
    return sendApiError(
      request,
      reply,
      new ApiError({
        statusCode: 404,
        exceptionType: 'NotFound',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  });

  await app.ready();
  // Due work queued by any instance (a stopped or crashed one included) is taken up from now on.
  await startBackgroundJobs(jobQueue, ctx, { telemetryRetentionDays: options.telemetryRetentionDays ?? 30 });
  return app;
}
