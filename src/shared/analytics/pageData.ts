/**
 * Whether the open page's data has arrived (supporting-areas spec §2: page views wait for it): an
 * SWR middleware counts the requests in flight, and listeners hear when the count falls to zero.
 */
import type { Middleware } from 'swr';

let inFlight = 0;
const idleListeners = new Set<() => void>();

export const dataRequestsInFlight = (): number => inFlight;

export function onDataIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  return () => idleListeners.delete(listener);
}

export const countDataRequests: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher &&
      ((...args: Parameters<typeof fetcher>) => {
        inFlight += 1;
        return Promise.resolve()
          .then(() => fetcher(...args))
          .finally(() => {
            inFlight -= 1;
            if (inFlight === 0) for (const listener of idleListeners) listener();
          });
      }),
    config,
  );
