import { useEffect } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../api/apiRequest';
import { assertInProgress } from '../api/applicationStatus';
import { useErrorRedirects } from './useErrorRedirects';
import { useIdentity } from '../session/useIdentity';

/**
 * Spec §4: an application that is FUNDED or INQUIRY_EXPIRED is no longer in progress; a screen that
 * shows it (complete, an outcome) sends the applicant to the product overview as soon as the
 * application says so. True while the status is not known to be in progress yet.
 */
export function useStillInProgress(applicationUuid: string, routeKey: string): boolean {
  const { data: identity } = useIdentity();
  const redirects = useErrorRedirects(routeKey, false);
  const { data, error } = useSWR(
    identity?.loggedIn ? ['applicationStatus', applicationUuid] : null,
    ([, uuid]) => apiRequest('getApplication', { params: { applicationUuid: uuid } }).then(assertInProgress),
    { revalidateOnFocus: true },
  );
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  return data === undefined;
}
