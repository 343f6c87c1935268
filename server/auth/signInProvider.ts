/**
 * Which OpenID provider signs people in (docs/decisions/0066-openid-connect-sign-in.md): the one
 * OIDC_ISSUER names (Keycloak, Auth0, Google, any certified provider), or else the embedded one,
 * mounted on this server. Either way this server is the same relying party.
 */
import { serverPageViews } from '../http/serverPageViews';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type * as oidc from 'openid-client';
import type { AppContext } from '../appContext';
import {
  createEmbeddedProvider,
  embeddedIssuer,
  mountEmbeddedProvider,
} from '../identityProvider/embeddedProvider';
import { registerInteractionRoutes, type InteractionLimits } from '../identityProvider/interactionRoutes';
import { registerPasswordResetRoutes } from '../identityProvider/passwordResetRoutes';
import { registerSignUpRoutes } from '../identityProvider/signUpRoutes';
import {
  embeddedSignInLabel,
  upstreamCallbackPath,
  upstreamKinds,
  type UpstreamSetting,
} from '../identityProvider/upstreamProviders';
import { registerUpstreamRoutes } from '../identityProvider/upstreamRoutes';
import { loadProviderKeys } from '../identityProvider/providerKeys';
import { baseSecurityHeaders } from '../http/securityHeaders';
import { registerSignInRoutes, signedOutPath } from '../pages/signInRoutes';
import { localMailboxService } from '../adapters/mail/localMailbox';
import { allOf } from '../adapters/mail/mailService';
import { smtpMailService, type SmtpSettings } from '../adapters/mail/smtpMail';
import type { AttemptLimiter } from './attemptLimiter';
import { createRelyingParty } from './relyingParty';
import { defaultScryptSetting, type ScryptSetting } from '../identityProvider/passwordHash';

export interface ExternalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SignInSettings {
  /** Where browsers reach this server (PUBLIC_ORIGIN), e.g. https://apply.example.com. */
  publicOrigin: string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET; null runs the embedded provider. */
  external: ExternalProvider | null;
  /** OIDC_REDIRECT_URL; by default PUBLIC_ORIGIN + /auth/callback. */
  redirectUrl: string | null;
  trustProxy: boolean;
  limits: InteractionLimits & {
    /** Sign-ins started (/login, /account/new) per client address: each writes a row. */
    starts: AttemptLimiter;
    /** Authorization requests at the embedded provider per client address (each writes a row). */
    authorizations: AttemptLimiter;
    /**
     * Messages asked for per email address: sign-up confirmations and password-reset links (apart
     * from sign-in's, so asking locks nobody out of signing in).
     */
    mailPerAddress: AttemptLimiter;
  };
  /** DEV_MAILBOX: keep the embedded provider's messages and show them at /dev/mailbox. */
  devMailbox: boolean;
  /** SMTP_URL and MAIL_FROM: the mail service password-reset links go through; null: none. */
  smtp: SmtpSettings | null;
  /** The embedded provider's scrypt setting; null: the default (server/identityProvider/passwordHash.ts). */
  passwordHashSetting: ScryptSetting | null;
  /** "Continue with Google / Apple" on the embedded provider (server/identityProvider/upstreamRoutes.ts). */
  upstreams: UpstreamSetting[];
}

export const embeddedClientId = 'relief-loans-web';

/** The SMTP service, closed with the app (its pooled connections would keep the process alive). */
function smtpService(app: FastifyInstance, smtp: SmtpSettings) {
  const service = smtpMailService(smtp);
  app.addHook('onClose', () => service.close());
  return service;
}

/** The embedded client's secret, the same on every instance: derived from the personal-data key. */
export function embeddedClientSecret(personalDataKey: Buffer): string {
  return Buffer.from(
    crypto.hkdfSync('sha256', personalDataKey, Buffer.alloc(0), 'relief-loans embedded OIDC client', 32),
  ).toString('base64url');
}

/**
 * The embedded provider is called in-process: no network hop, no TLS between the two halves of one
 * server, and it works under app.inject in tests. The request carries the public host and scheme, as a
 * browser's would through the proxy.
 */
export function inProcessFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-host': target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
      },
      ...(body === undefined || body === null ? {} : { payload: body.toString() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export async function setUpSignIn(
  app: FastifyInstance,
  ctx: AppContext,
  personalDataKey: Buffer,
  settings: SignInSettings,
): Promise<void> {
  const redirectUri = settings.redirectUrl ?? `${settings.publicOrigin}/auth/callback`;
  const postLogoutRedirectUri = `${settings.publicOrigin}${signedOutPath}`;
  if (settings.external) {
    const host = new URL(settings.external.issuer).host;
    registerSignInRoutes(app, ctx, {
      relyingParty: createRelyingParty({ ...settings.external, redirectUri, postLogoutRedirectUri }),
      providerLabel: () => host,
      publicOrigin: settings.publicOrigin,
      startLimiter: settings.limits.starts,
    });
    return;
  }
  const client = {
    clientId: embeddedClientId,
    clientSecret: embeddedClientSecret(personalDataKey),
    redirectUri,
    postLogoutRedirectUri,
  };
  const provider = createEmbeddedProvider(ctx.db, {
    publicOrigin: settings.publicOrigin,
    client,
    keys: await loadProviderKeys(ctx.db, ctx.cipher, ctx.now()),
    trustProxy: settings.trustProxy,
    signInUrl: '/login',
  });
  mountEmbeddedProvider(app, provider, baseSecurityHeaders, {
    limiter: settings.limits.authorizations,
    now: ctx.now,
    signInUrl: '/login',
  });
  // Development only, by choice (DEV_MAILBOX), never behind a TLS proxy, and to this machine alone.
  const localMailbox = settings.devMailbox && !settings.trustProxy;
  const mail = allOf([
    ...(settings.smtp ? [smtpService(app, settings.smtp)] : []),
    ...(localMailbox ? [localMailboxService(ctx.db, ctx.now)] : []),
  ]);
  // The embedded provider's pages are the app's sign-in screens in analytics.
  const pageViews = serverPageViews(ctx);
  const signUps = {
    db: ctx.db,
    provider,
    now: ctx.now,
    publicOrigin: settings.publicOrigin,
    signInUrl: '/login',
    mail,
    showMailbox: localMailbox,
    perAddress: settings.limits.mailPerAddress,
    hashSetting: settings.passwordHashSetting ?? defaultScryptSetting,
    pageViews,
  };
  registerSignUpRoutes(app, signUps);
  registerInteractionRoutes(app, {
    signUps,
    pageViews,
    db: ctx.db,
    provider,
    limits: settings.limits,
    now: ctx.now,
    hashSetting: settings.passwordHashSetting ?? defaultScryptSetting,
    signInUrl: '/login',
    publicOrigin: settings.publicOrigin,
    upstreams: settings.upstreams.map((upstream) => ({
      id: upstream.id,
      label: upstreamKinds[upstream.id].label,
    })),
  });
  registerUpstreamRoutes(app, {
    db: ctx.db,
    provider,
    upstreams: settings.upstreams.map((upstream) => ({
      id: upstream.id,
      relyingParty: createRelyingParty({
        issuer: upstream.issuer,
        clientId: upstream.clientId,
        clientSecret: upstream.clientSecret,
        redirectUri: `${settings.publicOrigin}${upstreamCallbackPath(upstream.id)}`,
        scope: upstreamKinds[upstream.id].scope,
        responseMode: upstreamKinds[upstream.id].responseMode,
        clientAuthentication: upstreamKinds[upstream.id].clientAuthentication,
      }),
    })),
    perClient: settings.limits.perClient,
    now: ctx.now,
    publicOrigin: settings.publicOrigin,
    signInUrl: '/login',
    issuer: embeddedIssuer(settings.publicOrigin),
  });
  registerPasswordResetRoutes(app, {
    db: ctx.db,
    now: ctx.now,
    limits: { perClient: settings.limits.perClient, perAccount: settings.limits.mailPerAddress },
    hashSetting: settings.passwordHashSetting ?? defaultScryptSetting,
    publicOrigin: settings.publicOrigin,
    signInUrl: '/login',
    issuer: embeddedIssuer(settings.publicOrigin),
    mail,
    showMailbox: localMailbox,
  });
  registerSignInRoutes(app, ctx, {
    relyingParty: createRelyingParty({
      issuer: embeddedIssuer(settings.publicOrigin),
      ...client,
      fetch: inProcessFetch(app),
    }),
    providerLabel: embeddedSignInLabel,
    publicOrigin: settings.publicOrigin,
    startLimiter: settings.limits.starts,
  });
}
