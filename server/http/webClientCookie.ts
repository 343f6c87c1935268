/**
 * The web client id (supporting-areas spec §9: read by the app from a cookie the server sets). Not
 * HttpOnly, since the app puts it in every event; it is a random id, not a credential, and says
 * nothing about the person. Kept a year so returning visits count as the same web client.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const webClientCookieName = 'rl_web_client';
const webClientLifetimeSeconds = 365 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function webClientUuidOf(request: FastifyRequest): string | null {
  const value = request.cookies[webClientCookieName];
  return value && uuidPattern.test(value) ? value : null;
}

/** The browser's web client id, set now when it has none (or a malformed one). */
export function ensureWebClientUuid(request: FastifyRequest, reply: FastifyReply): string {
  const known = webClientUuidOf(request);
  if (known) return known;
  const created = crypto.randomUUID();
  reply.setCookie(webClientCookieName, created, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    maxAge: webClientLifetimeSeconds,
    secure: 'auto',
  });
  return created;
}
