/**
 * The check every telemetry post passes before anything is stored (docs/analytics.md): no post from another
 * site's page (values that look like an SSN or a birth date are stored only redacted:
 * core/analytics/sensitiveValues.ts). Telemetry is sent before sign-in, so it carries no bearer and CSRF token; a cross-site page
 * can only reach it with a form or a beacon, and the Origin check (as the sign-in form's) refuses it.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from './apiError';

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
