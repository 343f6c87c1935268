/**
 * Headers on every response: a request id to quote in support (spec §7 reads X-Request-Id), and a
 * strict Content-Security-Policy without 'unsafe-eval' (the app ships precompiled validators,
 * DESIGN.md "Step files"). The policy is sent on every response so whichever route serves HTML is covered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  reply.header('Content-Security-Policy', contentSecurityPolicy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
}

export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => applyResponseHeaders(request, reply));
}
