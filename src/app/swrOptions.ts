/** SWR defaults of spec §9; the retry interval doubles on slow connections. Pure. */
type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? '')));
}

export function swrOptions(connection: ConnectionInfo | undefined) {
  return {
    errorRetryInterval: isSlowConnection(connection) ? 10_000 : 5_000,
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: 3_000,
    keepPreviousData: true,
  };
}
