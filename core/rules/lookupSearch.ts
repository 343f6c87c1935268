/**
 * How a lookup search matches and ranks (occupations, companies, institutions, majors), written once
 * for the server's search and the combobox's local narrowing so both order results the same way.
 * Pure: no I/O.
 */

/** Spec §7: "Occupation search (first 5 characters of the title)". */
export const occupationPrefixLength = 5;

/** Fewest characters a search sends (the contract's minLength of every search query says the same). */
export const minSearchLength = 2;

/** Most results a search answers with. */
export const searchResultCap = 50;

/**
 * Lower case, accents, periods and apostrophes dropped ("U.S." is "us", "Macy's" is "macys"), every
 * run of other characters one space: "Café-Bar & Co." -> "cafe bar co".
 */
export function normalizeLookupText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What an occupation search is made with: the first five characters of what was typed, normalised. */
export function occupationSearchPrefix(typed: string): string {
  return normalizeLookupText(normalizeLookupText(typed).slice(0, occupationPrefixLength));
}

export interface Searchable {
  name: string;
  keywords?: readonly string[];
}

const startsAWord = (text: string, query: string) => text.startsWith(query) || text.includes(` ${query}`);
const isAWord = (text: string, query: string) => ` ${text} `.includes(` ${query} `);

/**
 * How well an entry matches a normalised query, best first, or null when it does not match. The
 * whole part is the kind of match: 0 the whole name, 1 the name's start, 2 the start of a word of
 * the name, 3 the start of a keyword or a word of one, 4 anywhere in the name, 5 every typed word
 * starts a word of the name or keywords. Half a point more when the query is not a whole word
 * there, so "nurse" puts Nurse Practitioner before Nursery Worker.
 */
export function matchRank(entry: Searchable, query: string): number | null {
  if (query === '') return null;
  const name = normalizeLookupText(entry.name);
  const keywords = (entry.keywords ?? []).map(normalizeLookupText);
  const partial = (text: string) => (isAWord(text, query) ? 0 : 0.5);
  if (name === query) return 0;
  if (name.startsWith(query)) return 1 + partial(name);
  if (startsAWord(name, query)) return 2 + partial(name);
  const keyword = keywords.find((candidate) => startsAWord(candidate, query));
  if (keyword !== undefined) return 3 + (keywords.some((candidate) => isAWord(candidate, query)) ? 0 : 0.5);
  if (name.includes(query)) return 4;
  const words = [name, ...keywords].join(' ');
  if (query.split(' ').every((word) => startsAWord(words, word))) return 5;
  return null;
}

/**
 * The entries that match, best first (rank, then shorter name, then alphabetical), at most `cap`.
 * `maxRank` narrows what counts as a match (occupations: word starts only).
 */
export function rankMatches<T extends Searchable>(
  entries: readonly T[],
  typed: string,
  options: { cap?: number; maxRank?: number } = {},
): T[] {
  const query = normalizeLookupText(typed);
  const maxRank = options.maxRank ?? 5;
  const ranked: { entry: T; rank: number }[] = [];
  for (const entry of entries) {
    const rank = matchRank(entry, query);
    if (rank !== null && Math.floor(rank) <= maxRank) ranked.push({ entry, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.name.localeCompare(b.entry.name, 'en-US'),
  );
  return ranked.slice(0, options.cap ?? ranked.length).map(({ entry }) => entry);
}

/** Occupations match on the start of a word of the title or of a keyword (kinds 0 to 3). */
export const wordStartRank = 3;
