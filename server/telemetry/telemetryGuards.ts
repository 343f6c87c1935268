/**
 * Checks every telemetry post passes before anything is stored (issue 12): no value that looks like
 * an SSN or a birth date (400, docs/architecture.md "Privacy"), and no post from another site's
 * page. Telemetry is sent before sign-in, so it carries no bearer and CSRF token; a cross-site page
 * can only reach it with a form or a beacon, and the Origin check (as the sign-in form's) refuses it.
 */
import type { FastifyRequest } from 'fastify';
import { containsSensitiveValue } from '../../schemas/analytics/sensitiveValues';
import { ApiError, forbidden } from '../http/apiError';

export function refuseSensitiveValues(body: unknown): void {
  if (containsSensitiveValue(body)) {
    throw new ApiError({
      statusCode: 400,
      exceptionType: 'SensitiveValue',
      message: 'Telemetry must not carry a Social Security number or a date of birth',
    });
  }
}

export function refuseCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let sameSite = false;
  try {
    sameSite = origin !== 'null' && new URL(origin).host === request.headers.host;
  } catch {
    sameSite = false;
  }
  if (!sameSite) throw forbidden('Telemetry is accepted only from this site’s own pages');
}
