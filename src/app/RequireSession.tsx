import { useEffect, type ReactNode } from 'react';
import { Loading } from '../components/Loading';
import { useIdentity } from '../hooks/useIdentity';
import { currentAppPath, outsideHref, redirectOutside } from '../routes/outsideNavigation';

/** Spec §6: every route but /get-relief and /skunkworks needs a session; without one, sign in and come back. */
export function RequireSession({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const { data: identity, error } = useIdentity();
  const signedOut = identity !== undefined && !identity.loggedIn;
  useEffect(() => {
    if (signedOut) redirectOutside(outsideHref.login(currentAppPath()), routeKey);
  }, [routeKey, signedOut]);
  if (error && !identity) throw error;
  if (!identity?.loggedIn) return <Loading />;
  return <>{children}</>;
}
