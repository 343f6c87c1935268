/**
 * A form posted from another site (Origin present and different) is refused: login CSRF. "This site"
 * is the request's own host, or the public origin browsers use (PUBLIC_ORIGIN): a proxy may rewrite
 * the Host header on its way here.
 */
import type { FastifyRequest } from 'fastify';

export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false; // tools and older browsers send none
  if (origin === 'null') return true; // an opaque origin: sandboxed frame or data: page
  if (publicOrigin !== undefined && origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
