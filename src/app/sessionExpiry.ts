/**
 * A session that has expired (supporting-areas spec §4, funnel spec §4 "Error-driven transitions"):
 * a 401 or 403 on a non-public route records `user-session-expired`, signs out and comes back to
 * this page after signing in. One way out for data fetches and step submits alike.
 */
import { recordAction } from '../analytics/actions';
import { currentAppPath, outsideHref, redirectOutside } from '../routes/outsideNavigation';

export function signOutExpiredSession(
  routeKey: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  assign?: (url: string) => void,
): boolean {
  recordAction('user-session-expired', { currentRoute: routeKey });
  const logout = outsideHref.logout(currentAppPath(location));
  return assign ? redirectOutside(logout, routeKey, assign) : redirectOutside(logout, routeKey);
}
