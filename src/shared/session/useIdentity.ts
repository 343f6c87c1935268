import useSWR from 'swr';
import { apiRequest, type ApiResponse } from '../api/apiRequest';
import { SchemaError, UnauthenticatedError } from '../api/errors';
import { setSession } from '../api/session';
import { noteSignedInUser } from './unsentFields';

/** The identity call's answer (contract type); loggedIn false or missing means no user (spec §3). */
export type Identity = ApiResponse<'getIdentity'>;

export const identityKey = 'identity';

/** What the screens read while nobody is signed in. */
const nobody: Identity = { loggedIn: false };

/**
 * Reads the identity and keeps the tokens in memory. Spec §6 and §8: an identity that is empty (no
 * user in it) or cannot be read raises UnauthenticatedError, and the tokens are forgotten.
 */
export async function fetchIdentity(): Promise<Identity> {
  const identity = await apiRequest('getIdentity', { anonymous: true }).catch((error: unknown) => {
    if (error instanceof SchemaError) {
      setSession(null);
      throw new UnauthenticatedError(error.message);
    }
    throw error;
  });
  if (identity.loggedIn && identity.accessToken) {
    setSession({ accessToken: identity.accessToken, csrfToken: identity.csrfToken });
    if (identity.currentUserUuid) noteSignedInUser(identity.currentUserUuid);
    return identity;
  }
  setSession(null);
  throw new UnauthenticatedError('Nobody is signed in');
}

/**
 * The identity as the screens use it: after an UnauthenticatedError, nobody (SWR keeps the last
 * answer beside an error, which would still name the user who has gone).
 */
function asRead(data: Identity | undefined, error: unknown): Identity | undefined {
  return error instanceof UnauthenticatedError ? nobody : data;
}

/** Nobody signed in is an answer, not a failure: it is asked again on the next poll or focus, not retried. */
const retryUnlessUnauthenticated = (error: unknown) => !(error instanceof UnauthenticatedError);

/** Spec §7: polled every 180 s, refreshed on focus and reconnect, previous data kept while loading. */
export function useIdentity(): { data: Identity | undefined; error: unknown } {
  const { data, error } = useSWR<Identity, unknown>(identityKey, fetchIdentity, {
    refreshInterval: 180_000,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
    shouldRetryOnError: retryUnlessUnauthenticated,
  });
  return { data: asRead(data, error), error };
}

/**
 * The identity as already read, for what only shows it (the header's Sign out). It fetches nothing
 * on mount (the public entry page makes no identity call for it), but it refreshes on focus and
 * reconnect like the session guard: SWR asks only the first hook of a key on those events, and the
 * header's hook is mounted first, so a hook without a fetcher here left focus refreshing nothing.
 */
export function useKnownIdentity(): { data: Identity | undefined } {
  const { data, error } = useSWR<Identity, unknown>(identityKey, fetchIdentity, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    shouldRetryOnError: retryUnlessUnauthenticated,
  });
  return { data: asRead(data, error) };
}
