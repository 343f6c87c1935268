/**
 * A session that has expired (supporting-areas spec §4, funnel spec §4 "Error-driven transitions"):
 * a 401 or 403 on a non-public route records `user-session-expired`, signs out and comes back to
 * this page after signing in, with what was typed on its step form and not sent (sensitive fields
 * excepted). One way out for data fetches, the identity check and step submits alike.
 */
import { recordAction } from '../analytics/actions';
import { currentAppPath, isLeavingApp, outsideHref, redirectOutside } from '../routes/outsideNavigation';
import { keepNotedUnsentFields } from './unsentFields';

export function signOutExpiredSession(
  routeKey: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  assign?: (url: string) => void,
): boolean {
  // Several requests meet the expired session at once (a window focus refreshes them all): one sign-out.
  if (isLeavingApp()) return false;
  keepNotedUnsentFields(location.pathname);
  recordAction('user-session-expired', { currentRoute: routeKey });
  const logout = outsideHref.logout(currentAppPath(location));
  return assign ? redirectOutside(logout, routeKey, assign) : redirectOutside(logout, routeKey);
}
