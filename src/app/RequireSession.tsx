import { useEffect, type ReactNode } from 'react';
import { UnauthenticatedError } from '../api/errors';
import { PageFrame } from '../components/PageFrame';
import { useIdentity } from '../hooks/useIdentity';
import { currentAppPath, outsideHref, redirectOutside } from '../routes/outsideNavigation';

/** Spec §6: every route but /get-relief and /skunkworks needs a session; without one, sign in and come back. */
export function RequireSession({
  routeKey,
  page,
  children,
}: {
  routeKey: string;
  /** The route's page copy key: its frame shows while the session is checked. */
  page: string;
  children: ReactNode;
}) {
  const { data: identity, error } = useIdentity();
  // Spec §6: no user, or an identity that could not be read (UnauthenticatedError), is signed out.
  const signedOut = (identity !== undefined && !identity.loggedIn) || error instanceof UnauthenticatedError;
  useEffect(() => {
    if (signedOut) redirectOutside(outsideHref.login(currentAppPath()), routeKey);
  }, [routeKey, signedOut]);
  if (error && !identity && !signedOut) throw error;
  if (!identity?.loggedIn) return <PageFrame page={page} screen={routeKey} />;
  return <>{children}</>;
}
