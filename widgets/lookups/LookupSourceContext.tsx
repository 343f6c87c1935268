/**
 * Where the lookup combobox gets its data. Widgets may not import the app (docs/architecture.md), so the field
 * asks this context and the app provides the implementation (src/shared/lookups/lookupSources.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';

export type LookupSourceName = 'occupations' | 'companies' | 'institutions' | 'majors';

export const lookupSourceNames: readonly LookupSourceName[] = [
  'occupations',
  'companies',
  'institutions',
  'majors',
];

/** One choice of a lookup. Ids are text in the form (a custom entry is "-1"); keywords only help matching. */
export interface LookupOption {
  id: string;
  name: string;
  /** Institutions carry their InstitutionType. */
  type?: string;
  keywords?: readonly string[];
}

export interface LookupSources {
  /** Entries for a search query (see lookupQuery.ts: what is sent per source). */
  search: (source: LookupSourceName, query: string) => Promise<LookupOption[]>;
  /** One entry by id, or null when there is none. */
  get: (source: LookupSourceName, id: string) => Promise<LookupOption | null>;
}

const LookupSourceContext = createContext<LookupSources | null>(null);

export function LookupSourceProvider({ sources, children }: { sources: LookupSources; children: ReactNode }) {
  return <LookupSourceContext.Provider value={sources}>{children}</LookupSourceContext.Provider>;
}

export function useLookupSources(): LookupSources {
  const sources = useContext(LookupSourceContext);
  if (!sources) throw new Error('A lookup field needs a LookupSourceProvider above it');
  return sources;
}
