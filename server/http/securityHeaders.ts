/**
 * Headers on every response: a request id to quote in support (spec §7 reads X-Request-Id), a
 * strict Content-Security-Policy without 'unsafe-eval' (the app ships precompiled validators,
 * docs/architecture.md), no powerful browser features, a window no other site can script, and
 * `Cache-Control: no-store` unless a route says otherwise (answers carry personal data; the static
 * app sets its own caching). Behind TLS (as the trusted proxy reports it) HSTS too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * `formTargets`: other origins a form here may lead to. Browsers hold the redirect after a form post
 * to form-action too, so signing out through an external OpenID provider (a post here, then its
 * end-session page) needs the provider's origin.
 */
export function contentSecurityPolicyFor(formTargets: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
  ].join('; ');
}

export const contentSecurityPolicy = contentSecurityPolicyFor();

export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';

/** The headers every answer carries, whatever produced it (also the raw answers to unparsable requests). */
export function securityHeadersFor(formTargets: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicyFor(formTargets),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const baseSecurityHeaders = securityHeadersFor();

/** The built app's files set their own caching (server/http/staticApp.ts). */
const staticAppPrefix = '/relief-loans/';

export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export function applyResponseHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Readonly<Record<string, string>> = baseSecurityHeaders,
): void {
  reply.header('X-Request-Id', request.id);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  if (!request.url.startsWith(staticAppPrefix)) reply.header('Cache-Control', 'no-store');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
}

export function installResponseHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>> = baseSecurityHeaders,
): void {
  app.addHook('onRequest', async (request, reply) => applyResponseHeaders(request, reply, headers));
}
