import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getHref } from './routeTable';
import { startRouteLoading, stopRouteLoading } from './routeLoading';

export type NavigateOptions = {
  applicationUuid?: string;
  query?: Record<string, string | undefined>;
  replace?: boolean;
};

/**
 * Navigation by route key. Spec §2: the applicationUuid query carries over; a push that fails is
 * logged as "Unable to Push new route" and resolves false.
 */
export function useNavigation() {
  const [, setLocation] = useLocation();
  const search = useSearch();
  return useCallback(
    (routeKey: string, options: NavigateOptions = {}): boolean => {
      try {
        const href = getHref(routeKey, {
          applicationUuid: options.applicationUuid,
          query: options.query,
          currentQuery: new URLSearchParams(search),
        });
        startRouteLoading();
        setLocation(href, { replace: options.replace ?? false });
        window.scrollTo({ top: 0 });
        return true;
      } catch (error) {
        stopRouteLoading();
        console.error('Unable to Push new route', error instanceof Error ? error.message : error);
        return false;
      }
    },
    [search, setLocation],
  );
}
