/**
 * Lookup tables of migration 002_lookups.sql: occupations, companies, institutions, undergraduate
 * majors. The database narrows the candidates (the longest typed word, anywhere in the search text);
 * core/rules/lookupSearch.ts decides what matches and in which order, as the combobox does.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from './database';
import type { Occupations } from './tables';
import {
  normalizeLookupText,
  occupationSearchPrefix,
  rankMatches,
  searchResultCap,
  wordStartRank,
} from '../../core/rules/lookupSearch';

export type InstitutionType = 'BUSINESS_SCHOOL' | 'CODING_BOOTCAMP' | 'COLLEGE' | 'LAW_SCHOOL';

export interface Occupation {
  id: number;
  jobTypeAndTitleId: number;
  title: string;
  keywords: string[];
  version: number;
}

export interface OccupationMatch {
  id: number;
  name: string;
  title: string;
  jobTypeAndTitleId: number;
  keywords: string[];
}

export interface Company {
  id: number;
  name: string;
}

export interface Institution {
  id: number;
  name: string;
  type: InstitutionType;
}

export interface UndergraduateMajor {
  id: number;
  name: string;
  bbMajor: string;
  nelsMajor: string;
}

type OccupationRow = Selectable<Occupations>;

const occupationColumns = ['id', 'job_type_and_title_id', 'title', 'keywords_json', 'version'] as const;

const toOccupation = (row: Omit<OccupationRow, 'search_text'>): Occupation => ({
  id: row.id,
  jobTypeAndTitleId: row.job_type_and_title_id,
  title: row.title,
  keywords: JSON.parse(row.keywords_json) as string[],
  version: row.version,
});

/** Lookup ids are INTEGER columns: a larger id names no row (and as a query parameter would be an error). */
const fitsIdColumn = (id: number) => Number.isSafeInteger(id) && Math.abs(id) <= 2_147_483_647;

/** The pattern for rows whose search text contains the query's longest word, or null when it has none. */
function candidatePattern(query: string): string | null {
  const longest = query.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  // The normalised query holds only [a-z0-9 ], so it needs no LIKE escaping, and search_text is lower case.
  return longest === '' ? null : `%${longest}%`;
}

/** Spec §7: occupations are searched by the first five characters typed, on title words and keywords. */
export async function searchOccupations(
  db: Db,
  typed: string,
  cap = searchResultCap,
): Promise<OccupationMatch[]> {
  const prefix = occupationSearchPrefix(typed);
  const pattern = candidatePattern(prefix);
  if (pattern === null) return [];
  // Candidates in id order, so equally ranked matches keep the order they have always had.
  const rows = (
    await db
      .selectFrom('occupations')
      .select(occupationColumns)
      .where('search_text', 'like', pattern)
      .orderBy('id')
      .execute()
  ).map(toOccupation);
  return rankMatches(
    rows.map((row) => ({ ...row, name: row.title })),
    prefix,
    { cap, maxRank: wordStartRank },
  ).map(({ id, title, jobTypeAndTitleId, keywords }) => ({
    id,
    name: title,
    title,
    jobTypeAndTitleId,
    keywords,
  }));
}

export async function findOccupation(db: Db, id: number): Promise<Occupation | null> {
  if (!fitsIdColumn(id)) return null;
  const row = await db
    .selectFrom('occupations')
    .select(occupationColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOccupation(row) : null;
}

export async function searchCompanies(db: Db, typed: string, cap = searchResultCap): Promise<Company[]> {
  const pattern = candidatePattern(normalizeLookupText(typed));
  if (pattern === null) return [];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('search_text', 'like', pattern)
    .orderBy('id')
    .execute();
  return rankMatches(rows, typed, { cap });
}

export async function findCompany(db: Db, id: number): Promise<Company | null> {
  if (!fitsIdColumn(id)) return null;
  return (
    (await db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null
  );
}

// The table's CHECK constraint allows only the four institution types.
const toInstitution = (row: { id: number; name: string; type: string }): Institution => ({
  id: row.id,
  name: row.name,
  type: row.type as InstitutionType,
});

export async function searchInstitutions(
  db: Db,
  typed: string,
  cap = searchResultCap,
): Promise<Institution[]> {
  const pattern = candidatePattern(normalizeLookupText(typed));
  if (pattern === null) return [];
  const rows = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'type'])
    .where('search_text', 'like', pattern)
    .orderBy('id')
    .execute();
  return rankMatches(rows.map(toInstitution), typed, { cap });
}

export async function findInstitution(db: Db, id: number): Promise<Institution | null> {
  if (!fitsIdColumn(id)) return null;
  const row = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toInstitution(row) : null;
}

const majorColumns = ['id', 'name', 'bb_major as bbMajor', 'nels_major as nelsMajor'] as const;

export async function listMajors(db: Db): Promise<UndergraduateMajor[]> {
  return (
    db
      .selectFrom('undergraduate_majors')
      .select(majorColumns)
      // Byte order, whatever the database's locale: the order the list has always had.
      .orderBy(sql`name COLLATE "C"`)
      .execute()
  );
}

export async function findMajor(db: Db, id: number): Promise<UndergraduateMajor | null> {
  if (!fitsIdColumn(id)) return null;
  return (
    (await db
      .selectFrom('undergraduate_majors')
      .select(majorColumns)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}
