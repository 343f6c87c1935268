import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { UnauthenticatedError } from '../shared/api/errors';
import { PageFrame } from './PageFrame';
import { useIdentity } from '../shared/session/useIdentity';
import { currentAppPath, outsideHref, redirectOutside } from '../shared/routes/outsideNavigation';
import { signOutExpiredSession } from '../shared/session/sessionExpiry';

/** Spec §6: every route but /get-relief and /skunkworks needs a session; without one, sign in and come back. */
export function RequireSession({
  routeKey,
  page,
  screenReady = true,
  children,
}: {
  routeKey: string;
  /** The route's page copy key: its frame shows while the session is checked. */
  page: string;
  /** False while the screen's code is still downloading (useScreenPreload): the frame stays until it is in. */
  screenReady?: boolean;
  children: ReactNode;
}) {
  const { data: identity, error } = useIdentity();
  // Spec §6: no user, or an identity that could not be read (UnauthenticatedError), is signed out.
  const signedOut = (identity !== undefined && !identity.loggedIn) || error instanceof UnauthenticatedError;
  // Signed out after this page had a session: it expired (the identity check answers "nobody", not
  // 401). Spec §4's sign-out, as for a 401; the page stays, and what was typed on it, until it has gone.
  const [hadSession, setHadSession] = useState(false);
  if (identity?.loggedIn === true && !hadSession) setHadSession(true);
  const expired = hadSession && signedOut;
  useEffect(() => {
    if (expired) signOutExpiredSession(routeKey);
    else if (signedOut) redirectOutside(outsideHref.login(currentAppPath()), routeKey);
  }, [expired, routeKey, signedOut]);
  // The page's screen mounts in a render React can pause for input and paint: the identity comes
  // through SWR, which React renders synchronously (useSyncExternalStore), so without this the
  // whole screen mounted in one long task as the identity arrived
  // (docs/decisions/0050-screens-mount-in-slices-no-intl-on-first-render.md). From hadSession, which never
  // turns false again: a session that comes back keeps the screen. The same goes for the screen's code
  // arriving after the session (neither turns false again).
  const sessionShown = useDeferredValue(hadSession && screenReady);
  if (error && !identity && !signedOut) throw error;
  if (!expired && (!identity?.loggedIn || !sessionShown)) return <PageFrame page={page} screen={routeKey} />;
  return <>{children}</>;
}
