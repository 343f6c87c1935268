/** The rl_session cookie: HttpOnly so page scripts never see it, SameSite=Lax so other sites' posts don't carry it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { findSession, sessionLifetimeMs, type Session } from '../store/sessions';
import { laxCookie } from '../http/cookies';

export const sessionCookieName = 'rl_session';

export async function readSession(request: FastifyRequest, ctx: AppContext): Promise<Session | null> {
  const secret = request.cookies[sessionCookieName];
  return secret ? findSession(ctx.db, secret, ctx.now(), ctx.sessionPolicy) : null;
}

export function setSessionCookie(reply: FastifyReply, secret: string): void {
  reply.setCookie(sessionCookieName, secret, laxCookie('/', sessionLifetimeMs / 1000));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
}
