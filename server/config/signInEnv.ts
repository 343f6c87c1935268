/**
 * Sign-in settings from the environment (README "Sign-in"): PUBLIC_ORIGIN, and OIDC_ISSUER,
 * OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URL for a provider other than the embedded one;
 * UPSTREAM_GOOGLE_… and UPSTREAM_APPLE_… for "Continue with Google / Apple" on the embedded one.
 */
import { upstreamIds, upstreamKinds, type UpstreamSetting } from '../identityProvider/upstreamProviders';
import type { SmtpSettings } from '../adapters/mail/smtpMail';

export interface SignInConfig {
  /** PUBLIC_ORIGIN: where browsers reach this server; default http://HOST:PORT. */
  publicOrigin: string;
  /** The provider OIDC_ISSUER names, with this server's client id and secret there; null: the embedded one. */
  external: { issuer: string; clientId: string; clientSecret: string } | null;
  /** OIDC_REDIRECT_URL: the callback registered with the provider; default PUBLIC_ORIGIN/auth/callback. */
  redirectUrl: string | null;
  /** DEV_MAILBOX: the embedded provider's messages are shown at /dev/mailbox; default on without SMTP_URL at a loopback origin. */
  devMailbox: boolean;
  /** UPSTREAM_<GOOGLE|APPLE>_CLIENT_ID, _CLIENT_SECRET and optional _ISSUER: the buttons shown. */
  upstreams: UpstreamSetting[];
  /** SMTP_URL and MAIL_FROM: the mail service for password-reset links; null: none. */
  smtp: SmtpSettings | null;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** https anywhere; plain http only on this machine (development and tests). */
function isAllowedScheme(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

export function readSignInConfig(
  env: NodeJS.ProcessEnv,
  listen: { host: string; port: number },
  errors: string[],
): SignInConfig {
  const listenHost = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  const originText = env.PUBLIC_ORIGIN?.trim() || `http://${listenHost}:${listen.port}`;
  const origin = parseUrl(originText);
  // Unset, it is made from HOST and PORT, whose own problems are already listed.
  const given = (env.PUBLIC_ORIGIN?.trim() ?? '') !== '';
  const wellFormed =
    origin !== null &&
    ['http:', 'https:'].includes(origin.protocol) &&
    origin.origin === originText.replace(/\/$/, '');
  if (given && !wellFormed)
    errors.push(
      `PUBLIC_ORIGIN must be a scheme, host and optional port, like https://apply.example.com (got "${originText}")`,
    );

  const issuerText = env.OIDC_ISSUER?.trim() ?? '';
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() ?? '';
  let external: SignInConfig['external'] = null;
  if (issuerText || clientId || clientSecret) {
    const issuer = parseUrl(issuerText);
    if (!issuer || !isAllowedScheme(issuer))
      errors.push(
        `OIDC_ISSUER must be the provider's https URL (http only on localhost) (got "${issuerText}")`,
      );
    if (!clientId) errors.push('OIDC_CLIENT_ID must be set with OIDC_ISSUER');
    if (!clientSecret)
      errors.push('OIDC_CLIENT_SECRET must be set with OIDC_ISSUER (its value is not shown)');
    // The issuer exactly as given: some providers' issuers end in a slash, and the match is exact.
    external = { issuer: issuerText, clientId, clientSecret };
  }

  const redirectText = env.OIDC_REDIRECT_URL?.trim() || null;
  if (redirectText !== null) {
    const redirect = parseUrl(redirectText);
    // The callback route is fixed at /auth/callback; a proxy may put it under another host or prefix.
    if (
      !redirect ||
      !isAllowedScheme(redirect) ||
      redirect.search ||
      redirect.hash ||
      !redirect.pathname.endsWith('/auth/callback')
    )
      errors.push(
        `OIDC_REDIRECT_URL must be an https URL without query, ending at this server's /auth/callback (got "${redirectText}")`,
      );
  }
  const mailboxText = env.DEV_MAILBOX?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(mailboxText))
    errors.push(`DEV_MAILBOX must be 1 or 0 (got "${mailboxText}")`);
  const smtp = readSmtp(env, errors);
  // Developing on this machine (no mail service, the app at a loopback http origin), messages go to
  // the local mailbox unless it is turned off: `npm start` on a fresh machine can make an account (its
  // confirmation link is at /dev/mailbox). A public origin never gets it by default.
  // An origin that cannot be read (PUBLIC_ORIGIN, or HOST and PORT) is reported already: no more here.
  const onThisMachine =
    origin === null || !wellFormed || (origin.protocol === 'http:' && loopbackHosts.has(origin.hostname));
  const devMailbox =
    mailboxText === '' ? smtp === null && onThisMachine : mailboxText === '1' || mailboxText === 'true';
  // Anyone who reads the mailbox can open every link in it: never where the public reaches the app.
  if (devMailbox && !onThisMachine)
    errors.push(
      `DEV_MAILBOX is for development on this machine: PUBLIC_ORIGIN must be http://localhost or http://127.0.0.1 with it (got "${originText}")`,
    );
  const upstreams = readUpstreams(env, errors);
  if (external && upstreams.length > 0)
    errors.push(
      'UPSTREAM_* settings are for the embedded provider; with OIDC_ISSUER, connect Google or Apple at that provider',
    );
  return {
    publicOrigin: origin?.origin ?? originText,
    external,
    redirectUrl: redirectText,
    devMailbox,
    upstreams,
    smtp,
  };
}

function readSmtp(env: NodeJS.ProcessEnv, errors: string[]): SmtpSettings | null {
  const urlText = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!urlText) {
    if (from) errors.push('MAIL_FROM is set without SMTP_URL: set both to send mail');
    return null;
  }
  const url = parseUrl(urlText);
  // The URL may hold a password: it is never repeated in an error.
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    errors.push(
      'SMTP_URL must look like smtps://user:password@smtp.example.com:465 (its value is not shown)',
    );
  if (!from) errors.push('MAIL_FROM must be set with SMTP_URL, e.g. "Relief Loans <no-reply@example.com>"');
  return { url: urlText, from };
}

function readUpstreams(env: NodeJS.ProcessEnv, errors: string[]): UpstreamSetting[] {
  const upstreams: UpstreamSetting[] = [];
  for (const id of upstreamIds) {
    const prefix = `UPSTREAM_${id.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
    const issuerText = env[`${prefix}_ISSUER`]?.trim() || upstreamKinds[id].defaultIssuer;
    if (!clientId && !clientSecret) continue;
    if (!clientId) errors.push(`${prefix}_CLIENT_ID must be set with ${prefix}_CLIENT_SECRET`);
    if (!clientSecret)
      errors.push(`${prefix}_CLIENT_SECRET must be set with ${prefix}_CLIENT_ID (its value is not shown)`);
    const issuer = parseUrl(issuerText);
    if (!issuer || !isAllowedScheme(issuer))
      errors.push(
        `${prefix}_ISSUER must be the provider's https URL (http only on localhost) (got "${issuerText}")`,
      );
    upstreams.push({ id, issuer: issuerText, clientId, clientSecret });
  }
  return upstreams;
}
