/**
 * What the lookup combobox asks its source for, per source, and how it narrows the answer to what
 * was typed. Pure. The SWR cache is keyed by the query, so occupations are fetched once per
 * five-character prefix (spec §7) and majors once in all, then narrowed locally.
 */
import {
  minSearchLength,
  normalizeLookupText,
  occupationSearchPrefix,
  rankMatches,
  searchResultCap,
} from '../../core/rules/lookupSearch';
import type { LookupOption, LookupSourceName } from './LookupSourceContext';

/** Spec §3: a custom institution's id is -1; custom companies use the same convention. */
export const customEntryId = '-1';

/** The query sent for what was typed, or null while there is too little to search. */
export function searchQueryFor(source: LookupSourceName, typed: string): string | null {
  const text = normalizeLookupText(typed);
  if (source === 'majors') return text.length >= 1 ? '' : null;
  if (text.length < minSearchLength) return null;
  return source === 'occupations' ? occupationSearchPrefix(typed) : text;
}

/** The source's answer narrowed to the full text typed, best matches first. */
export function narrowOptions(options: readonly LookupOption[], typed: string): LookupOption[] {
  return rankMatches(options, typed, { cap: searchResultCap });
}

/** Whether an option already has exactly the typed name (then "Create" is not offered). */
export function hasExactName(options: readonly LookupOption[], typed: string): boolean {
  const text = normalizeLookupText(typed);
  return options.some((option) => normalizeLookupText(option.name) === text);
}

/** The index of the first option whose name starts with the type-ahead buffer, searching after `from`. */
export function typeAheadIndex(options: readonly LookupOption[], buffer: string, from: number): number {
  const query = buffer.toLowerCase();
  for (let step = 1; step <= options.length; step += 1) {
    const index = (from + step) % options.length;
    if (options[index]!.name.toLowerCase().startsWith(query)) return index;
  }
  return -1;
}
