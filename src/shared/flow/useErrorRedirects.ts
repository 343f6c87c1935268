import { useCallback } from 'react';
import { isNotInProgressError } from '../api/applicationStatus';
import { NewApplicationIneligibleError, NotInProgressError, UnauthorizedError } from '../api/errors';
import { outsideHref, redirectOutside } from '../routes/outsideNavigation';
import { matchRoute } from '../routes/routeTable';
import { signOutExpiredSession } from '../session/sessionExpiry';
import { useNavigation } from '../routes/useNavigation';

function applicationUuidOfPage(): string | undefined {
  return matchRoute(window.location.pathname.replace(/^\/relief-loans/, ''))?.applicationUuid;
}

/**
 * Spec §4 "Error-driven transitions": unauthorized on a non-public route -> sign out and come back
 * after signing in; not in progress -> /overview; NEW_APPLICATION_INELIGIBLE -> notEligible.
 * Returns true when the error was handled by leaving the page.
 */
export function useErrorRedirects(routeKey: string, isPublic: boolean) {
  const navigate = useNavigation();
  return useCallback(
    (error: unknown): boolean => {
      if (error instanceof UnauthorizedError && !isPublic) return signOutExpiredSession(routeKey);
      if (isNotInProgressError(error)) {
        const uuid = error instanceof NotInProgressError ? error.applicationUuid : applicationUuidOfPage();
        return redirectOutside(outsideHref.overview(uuid), routeKey);
      }
      if (error instanceof NewApplicationIneligibleError) return navigate('notEligible');
      return false;
    },
    [isPublic, navigate, routeKey],
  );
}
