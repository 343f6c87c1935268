/**
 * How an error is written to the log. A database error's message and detail quote the values of
 * the statement ("Key (…)=(…)", "Failing row contains (…)"), which may be personal data: of those,
 * only the code, the constraint and the table are kept. And how a request is: without the query of
 * the sign-in paths, which carries one-time secrets.
 */
import type { FastifyRequest } from 'fastify';

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
}

/** Fastify's logger wants type, message and stack of every error it logs. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: Error): LoggedError {
  const fields = error as Error & DatabaseErrorFields;
  if (typeof fields.code === 'string' && fields.severity !== undefined) {
    return {
      type: 'DatabaseError',
      message: `database error ${fields.code}`,
      stack: '',
      code: fields.code,
      constraint: fields.constraint,
      table: fields.table,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '' };
}

/**
 * Paths whose query strings carry one-time secrets (codes, state, nonce, PKCE, reset and confirmation
 * links) or an email address (the local mailbox's ?to=): never logged.
 */
const secretQueryPrefixes = ['/auth/', '/oidc/', '/interaction/', '/account/password/', '/dev/'];

export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || !secretQueryPrefixes.some((prefix) => url.startsWith(prefix))) return url;
  return `${url.slice(0, query)}?[redacted]`;
}

/** Fastify's request fields, with the URL through `urlForLog`. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
