/**
 * Bearer authentication for 'bearer' operations, and the CSRF check on the methods that change
 * state (docs/architecture.md): 401 before 403, both before the body is looked at.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../appContext';
import { forbidden, tooManyAttempts, unauthorized } from '../http/apiError';
import { csrfMatches, findBearerGrant, type BearerGrant } from '../store/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    bearer: BearerGrant | null;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function bearerAuthHook(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign in to continue');
    // A client that keeps presenting bad tokens is guessing: past the limit it waits, even with a
    // valid token. Only a failure is counted (server/auth/attemptLimiter.ts), and the count it makes
    // decides its own answer.
    // The limit's read and the token's lookup run side by side (they use separate pools): one round
    // trip of waiting on every authenticated request instead of two.
    const [wait, grant] = await Promise.all([
      ctx.failedAuthLimiter.retryAfterSeconds(request.ip, ctx.now()),
      findBearerGrant(ctx.db, token, ctx.now(), ctx.sessionPolicy),
    ]);
    if (wait !== null) throw tooManyAttempts(wait);
    if (!grant) {
      const over = await ctx.failedAuthLimiter.take(request.ip, ctx.now());
      if (over !== null) throw tooManyAttempts(over);
      throw unauthorized('Your session has expired. Sign in again.');
    }
    if (stateChangingMethods.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (!csrfMatches(grant, Array.isArray(header) ? header[0] : header)) {
        throw forbidden('The X-CSRF-Token header is missing or does not match this access token');
      }
    }
    request.bearer = grant;
  };
}

/** The signed-in user's uuid on a bearer route (the hook has run, so it is there). */
export function userUuidOf(request: FastifyRequest): string {
  if (!request.bearer) throw unauthorized();
  return request.bearer.userUuid;
}
