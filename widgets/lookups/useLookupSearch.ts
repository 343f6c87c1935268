/**
 * The combobox's data: what was typed, debounced, turned into its source's query (lookupQuery.ts),
 * fetched and cached with SWR by that query, then narrowed locally to the full text as it is typed.
 */
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { narrowOptions, searchQueryFor } from './lookupQuery';
import { searchDebounceMs } from './lookupTiming';
import { useLookupSources, type LookupOption, type LookupSourceName } from './LookupSourceContext';

export type LookupSearchStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface LookupSearch {
  options: LookupOption[];
  status: LookupSearchStatus;
  retry: () => void;
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

// Lookup data does not change while someone fills a form: no refetch on focus or reconnect, and
// a failed search waits for the applicant's "Please try again" rather than retrying by itself.
const lookupSwrOptions = {
  keepPreviousData: true,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

export function useLookupSearch(source: LookupSourceName, typed: string, active: boolean): LookupSearch {
  const sources = useLookupSources();
  const settled = useDebouncedValue(typed, searchDebounceMs);
  const wanted = active ? searchQueryFor(source, typed) : null;
  const query = active ? searchQueryFor(source, settled) : null;
  const { data, error, isLoading, mutate } = useSWR(
    query === null ? null : (['lookup', source, query] as const),
    ([, name, text]) => sources.search(name, text),
    lookupSwrOptions,
  );
  const options = useMemo(
    () => (data && wanted !== null ? narrowOptions(data, typed) : []),
    [data, typed, wanted],
  );
  let status: LookupSearchStatus = 'ready';
  if (wanted === null) status = 'idle';
  else if (wanted !== query || isLoading) status = 'loading';
  else if (error) status = 'error';
  return { options, status, retry: () => void mutate() };
}

/** The entry a stored value names by id only (e.g. loaded from the server without its name). */
export function useLookupEntry(source: LookupSourceName, id: string | null): LookupOption | null {
  const sources = useLookupSources();
  const { data } = useSWR(
    id === null ? null : (['lookup-entry', source, id] as const),
    ([, name, entryId]) => sources.get(name, entryId),
    lookupSwrOptions,
  );
  return data ?? null;
}
