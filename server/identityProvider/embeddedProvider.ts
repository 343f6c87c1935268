/**
 * The embedded OpenID provider (oidc-provider, docs/decisions/0066-openid-connect-sign-in.md): what
 * `npm start` and every test sign in against when no OIDC_ISSUER is configured. It lives on the same
 * origin under /oidc, keeps its records in the shared database, and knows one client: this server's
 * relying party. Accounts are email and password (server/store/accounts.ts); its pages are
 * server/identityProvider/interactionRoutes.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../store/database';
import { findAccount } from '../store/accounts';
import { identityProviderAdapter } from '../store/identityProviderRecords';
import type { ProviderKeys } from './providerKeys';
import type { AttemptLimiter } from '../auth/attemptLimiter';
import { sendHtml } from '../pages/htmlReply';
import { renderMessagePage, renderProviderErrorPage, renderProviderLogoutPage } from './interactionPages';

export const embeddedProviderPath = '/oidc';
/** Set by the app's sign-out confirmation for the provider's end-session page (server/pages/signInRoutes.ts). */
export const signOutConfirmedCookie = 'rl_sign_out_confirmed';
export const signOutConfirmedPath = `${embeddedProviderPath}/session`;
export const interactionPath = '/interaction';
/** "Forgot your password?" (server/identityProvider/passwordResetRoutes.ts). */
export const forgotPasswordPath = '/account/password/forgot';
/** Development's local mailbox page (DEV_MAILBOX). */
export const mailboxPath = '/dev/mailbox';

export interface EmbeddedProviderOptions {
  /** Where browsers reach this server, e.g. http://127.0.0.1:4310 (PUBLIC_ORIGIN). */
  publicOrigin: string;
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  keys: ProviderKeys;
  /** Behind a TLS proxy: honour X-Forwarded-Proto/Host (TRUST_PROXY). */
  trustProxy: boolean;
  /** Where signing in starts again: the relying party's /login. */
  signInUrl: string;
}

export function embeddedIssuer(publicOrigin: string): string {
  return `${publicOrigin}${embeddedProviderPath}`;
}

/** The first-party client never sees a consent screen: the grant is made when it is needed. */
async function firstPartyGrant(ctx: KoaContextWithOIDC, clientId: string) {
  const { oidc } = ctx;
  const session = oidc.session;
  const client = oidc.client;
  if (!session || !client) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (client.clientId !== clientId || !session.accountId) return undefined;
  const grant = new oidc.provider.Grant({ clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

export function createEmbeddedProvider(db: Db, options: EmbeddedProviderOptions): Provider {
  const policy = interactionPolicy.base();
  // prompt=create (OpenID Connect "Initiating User Registration"): /account/new opens the create form.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  const { client } = options;
  const configuration: Configuration = {
    adapter: identityProviderAdapter(db),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // The code flow only: no implicit or hybrid answers advertised or accepted.
    responseTypes: ['code'],
    // The name and email go in the ID token itself: the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    claims: {
      // amr: how the person signed in ("pwd", or the upstream's id), for the account page.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const account = await findAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.email ? { email: account.email } : {}),
          // Every address on an account is proven: by the confirmation link it was sent (decision 0070)
          // or by an upstream provider that proved it (linkedIdentities.ts keeps no other).
          email_verified: account.email !== null,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    loadExistingGrant: (ctx) => firstPartyGrant(ctx, client.clientId),
    interactions: { policy, url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}` },
    discovery: { prompt_values_supported: ['none', 'login', 'consent', 'create'] },
    cookies: {
      keys: options.keys.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: options.keys.signing,
    // The provider's own session lasts only through a sign-in: once the app's session ends (signed
    // out, or idle), signing in again asks for the password again.
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 30 * 60,
      Session: 10 * 60,
      Grant: 10 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      // The relying party needs none of these; fewer endpoints, less to defend.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Sent on at once only when the person just confirmed on /keycloak/global_logout (its
          // one-shot cookie); a link from anywhere else gets a question and a button.
          const confirmed = ctx.cookies.get(signOutConfirmedCookie, { signed: false }) === '1';
          if (confirmed) ctx.cookies.set(signOutConfirmedCookie, null, { path: signOutConfirmedPath });
          ctx.type = 'html';
          ctx.body = renderProviderLogoutPage(form, { confirmed });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderProviderErrorPage(
            'You are signed out',
            'You can close this page.',
            options.signInUrl,
          );
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderErrorPage(
        'We could not sign you in',
        `The sign-in request could not be completed (${String(out.error)}). Please start again.`,
        options.signInUrl,
      );
    },
  };
  const provider = new Provider(embeddedIssuer(options.publicOrigin), configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

/** Authorization requests each make an interaction record: they are limited per client address. */
export interface AuthorizationLimit {
  limiter: AttemptLimiter;
  now: () => Date;
  /** Where a limited browser can start again. */
  signInUrl: string;
}

/** The provider's router matches without case and with a trailing slash: so does the limit. */
const isAuthorizationRequest = (url: string | undefined) =>
  (url ?? '').split('?')[0]!.toLowerCase().replace(/\/+$/, '') === `${embeddedProviderPath}/auth`;

/**
 * Mounts the provider under /oidc. Its requests are handed over before Fastify parses a body (the
 * provider reads its own), with the security headers every response of this server carries.
 */
export function mountEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  headers: Record<string, string>,
  limit?: AuthorizationLimit,
): void {
  const callback = provider.callback();
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${embeddedProviderPath}/*`,
    onRequest: async (request, reply) => {
      if (limit && isAuthorizationRequest(request.raw.url)) {
        const wait = await limit.limiter.take(request.ip, limit.now());
        if (wait !== null) {
          reply.header('Retry-After', String(wait));
          return sendHtml(
            reply,
            renderMessagePage('Too many sign-in attempts', `Please wait ${wait} seconds and try again.`, {
              href: limit.signInUrl,
              text: 'Try again',
            }),
            429,
          );
        }
      }
      void reply.hijack();
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      reply.raw.setHeader('X-Request-Id', request.id);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(embeddedProviderPath.length) || '/';
      void callback(raw, reply.raw);
      return undefined;
    },
    handler: () => undefined,
  });
}
