/**
 * Errors from any data fetch (SWR's onError). Spec §6: a 401 or 403 on a non-public route signs the
 * user out and brings them back to this page after signing in.
 */
import { UnauthorizedError } from '../shared/api/errors';
import { basePath } from '../shared/routes/outsideNavigation';
import { matchRoute } from '../shared/routes/routeTable';
import { signOutExpiredSession } from '../shared/session/sessionExpiry';

type Where = { location: Pick<Location, 'pathname' | 'search'>; assign?: (url: string) => void };

export function handleFetchError(error: unknown, where: Where = { location: window.location }): void {
  if (!(error instanceof UnauthorizedError)) return;
  const match = matchRoute(where.location.pathname.slice(basePath.length) || '/');
  if (match?.route.isPublic) return;
  signOutExpiredSession(match?.route.key ?? 'unknown', where.location, where.assign);
}
