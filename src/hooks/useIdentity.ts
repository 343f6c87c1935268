import useSWR from 'swr';
import { apiRequest, type ApiResponse } from '../api/apiRequest';
import { UnauthenticatedError } from '../api/errors';
import { setSession } from '../api/session';

/** The identity call's answer (contract type); loggedIn false or missing means no user (spec §3). */
export type Identity = ApiResponse<'getIdentity'>;

export const identityKey = 'identity';

/** Reads the identity and keeps the tokens in memory; an empty answer means nobody is signed in. */
export async function fetchIdentity(): Promise<Identity> {
  const identity = await apiRequest('getIdentity', { anonymous: true });
  if (identity.loggedIn && identity.accessToken) {
    setSession({ accessToken: identity.accessToken, csrfToken: identity.csrfToken });
    return identity;
  }
  setSession(null);
  return { loggedIn: false };
}

/** Spec §6: an empty or unparsable identity is an UnauthenticatedError. */
export function requireSignedIn(identity: Identity | undefined): Identity {
  if (!identity?.loggedIn) throw new UnauthenticatedError('Not signed in');
  return identity;
}

/** Spec §7: polled every 180 s, refreshed on focus and reconnect, previous data kept while loading. */
export function useIdentity() {
  return useSWR(identityKey, fetchIdentity, {
    refreshInterval: 180_000,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
  });
}
