/**
 * Lookup tables of migration 002_lookups.sql: occupations, companies, institutions, undergraduate
 * majors. SQLite narrows the candidates (the longest typed word, anywhere in the search text);
 * core/rules/lookupSearch.ts decides what matches and in which order, as the combobox does.
 */
import type { Db } from './database';
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

interface OccupationRow {
  id: number;
  job_type_and_title_id: number;
  title: string;
  keywords_json: string;
  version: number;
}

const toOccupation = (row: OccupationRow): Occupation => ({
  id: row.id,
  jobTypeAndTitleId: row.job_type_and_title_id,
  title: row.title,
  keywords: JSON.parse(row.keywords_json) as string[],
  version: row.version,
});

/** Rows whose search text contains the query's longest word: a superset of what can match. */
function candidates<Row>(db: Db, table: string, columns: string, query: string): Row[] {
  const longest = query.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest === '') return [];
  // The normalised query holds only [a-z0-9 ], so it needs no LIKE escaping.
  return db.prepare(`SELECT ${columns} FROM ${table} WHERE search_text LIKE ?`).all(`%${longest}%`) as Row[];
}

/** Spec §7: occupations are searched by the first five characters typed, on title words and keywords. */
export function searchOccupations(db: Db, typed: string, cap = searchResultCap): OccupationMatch[] {
  const prefix = occupationSearchPrefix(typed);
  const rows = candidates<OccupationRow>(db, 'occupations', '*', prefix).map(toOccupation);
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

export function findOccupation(db: Db, id: number): Occupation | null {
  const row = db.prepare('SELECT * FROM occupations WHERE id = ?').get(id) as OccupationRow | undefined;
  return row ? toOccupation(row) : null;
}

export function searchCompanies(db: Db, typed: string, cap = searchResultCap): Company[] {
  return rankMatches(candidates<Company>(db, 'companies', 'id, name', normalizeLookupText(typed)), typed, {
    cap,
  });
}

export function findCompany(db: Db, id: number): Company | null {
  return (db.prepare('SELECT id, name FROM companies WHERE id = ?').get(id) as Company | undefined) ?? null;
}

export function searchInstitutions(db: Db, typed: string, cap = searchResultCap): Institution[] {
  const rows = candidates<Institution>(db, 'institutions', 'id, name, type', normalizeLookupText(typed));
  return rankMatches(rows, typed, { cap });
}

export function findInstitution(db: Db, id: number): Institution | null {
  return (
    (db.prepare('SELECT id, name, type FROM institutions WHERE id = ?').get(id) as Institution | undefined) ??
    null
  );
}

export function listMajors(db: Db): UndergraduateMajor[] {
  return db
    .prepare(
      'SELECT id, name, bb_major AS bbMajor, nels_major AS nelsMajor FROM undergraduate_majors ORDER BY name',
    )
    .all() as UndergraduateMajor[];
}

export function findMajor(db: Db, id: number): UndergraduateMajor | null {
  return (
    (db
      .prepare(
        'SELECT id, name, bb_major AS bbMajor, nels_major AS nelsMajor FROM undergraduate_majors WHERE id = ?',
      )
      .get(id) as UndergraduateMajor | undefined) ?? null
  );
}
