import useSWR from 'swr';
import { apiRequest, type ApiResponse } from '../api/apiRequest';
import { SchemaError, UnauthenticatedError } from '../api/errors';
import { setSession } from '../api/session';
import { noteSignedInUser } from './unsentFields';

/** The identity call's answer (contract type); loggedIn false or missing means no user (spec §3). */
export type Identity = ApiResponse<'getIdentity'>;

export const identityKey = 'identity';

/** Reads the identity and keeps the tokens in memory; an empty answer means nobody is signed in. */
export async function fetchIdentity(): Promise<Identity> {
  // Spec §6: an identity answer that cannot be read is an UnauthenticatedError (nobody signed in).
  const identity = await apiRequest('getIdentity', { anonymous: true }).catch((error: unknown) => {
    if (error instanceof SchemaError) throw new UnauthenticatedError(error.message);
    throw error;
  });
  if (identity.loggedIn && identity.accessToken) {
    setSession({ accessToken: identity.accessToken, csrfToken: identity.csrfToken });
    if (identity.currentUserUuid) noteSignedInUser(identity.currentUserUuid);
    return identity;
  }
  setSession(null);
  return { loggedIn: false };
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

/**
 * The identity as already read, for what only shows it (the header's Sign out). It fetches nothing
 * on mount (the public entry page makes no identity call for it), but it refreshes on focus and
 * reconnect like the session guard: SWR asks only the first hook of a key on those events, and the
 * header's hook is mounted first, so a hook without a fetcher here left focus refreshing nothing.
 */
export function useKnownIdentity() {
  return useSWR<Identity>(identityKey, fetchIdentity, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  });
}
