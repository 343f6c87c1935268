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
 * The identity as the screens keep it: an UnauthenticatedError is the answer "nobody", stored as
 * data. Stored as an error, SWR would keep the last user beside it (and show them again after any
 * later failure, a 5xx or a lost connection) and would stop polling while the error stands.
 */
export async function readIdentity(): Promise<Identity> {
  try {
    return await fetchIdentity();
  } catch (error) {
    if (error instanceof UnauthenticatedError) return nobody;
    throw error;
  }
}

/** Spec §7: polled every 180 s, refreshed on focus and reconnect, previous data kept while loading. */
export function useIdentity(): { data: Identity | undefined; error: unknown } {
  const { data, error } = useSWR<Identity, unknown>(identityKey, readIdentity, {
    refreshInterval: 180_000,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
  });
  return { data, error };
}

/**
 * The identity as already read, for what only shows it (the header's Sign out). It fetches nothing
 * on mount (the public entry page makes no identity call for it), but it refreshes on focus and
 * reconnect like the session guard: SWR asks only the first hook of a key on those events, and the
 * header's hook is mounted first, so a hook without a fetcher here left focus refreshing nothing.
 */
export function useKnownIdentity(): { data: Identity | undefined } {
  const { data } = useSWR<Identity, unknown>(identityKey, readIdentity, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  });
  return { data };
}
