import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** The page query as a plain object. */
export function useQuery(): Record<string, string> {
  const search = useSearch();
  return useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
}
