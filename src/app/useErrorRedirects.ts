import { useCallback } from 'react';
import {
  NewApplicationIneligibleError,
  NotInProgressError,
  UnauthorizedError,
  type ApiError,
} from '../api/errors';
import { currentAppPath, outsideHref, redirectOutside } from '../routes/outsideNavigation';
import { useNavigation } from './useNavigation';

/**
 * Spec §4 "Error-driven transitions": unauthorized on a non-public route -> sign out and come back
 * after signing in; not in progress -> /overview; NEW_APPLICATION_INELIGIBLE -> notEligible.
 * Returns true when the error was handled by leaving the page.
 */
export function useErrorRedirects(routeKey: string, isPublic: boolean) {
  const navigate = useNavigation();
  return useCallback(
    (error: unknown): boolean => {
      if (error instanceof UnauthorizedError && !isPublic) {
        return redirectOutside(outsideHref.logout(currentAppPath()), routeKey);
      }
      if (error instanceof NotInProgressError) {
        return redirectOutside(outsideHref.overview(error.applicationUuid), routeKey);
      }
      if (
        error instanceof NewApplicationIneligibleError ||
        (error as ApiError | null)?.userErrorCode === 'NEW_APPLICATION_INELIGIBLE'
      ) {
        return navigate('notEligible');
      }
      return false;
    },
    [isPublic, navigate, routeKey],
  );
}
