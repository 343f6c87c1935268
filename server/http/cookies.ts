/**
 * The shape of the cookies this server keeps between its own pages (a session, a sign-in in flight,
 * a one-time link's token, a notice): HttpOnly, so no script reads them; SameSite=Lax, so they come
 * with a top-level navigation back from a provider or a mail link but never with another site's post;
 * Secure behind TLS ('auto': the reference server also runs on plain http://127.0.0.1).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';

export function laxCookie(path: string, maxAgeSeconds: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, maxAge: Math.floor(maxAgeSeconds), secure: 'auto' };
}

/** Set by the app's sign-out (server/pages/signInRoutes.ts), read by the provider's sign-in page. */
export const signedOutNoticeCookie = 'rl_signed_out';
