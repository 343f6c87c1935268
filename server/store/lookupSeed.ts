/**
 * Loads the shipped lookup data (server/store/seed/*.json, written by scripts/generateLookupSeed.ts) into
 * the lookup tables that are still empty. One transaction with prepared statements keeps start-up
 * fast (a few thousand rows); a table that already has rows is left as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';
import { normalizeLookupText } from '../../core/rules/lookupSearch';
import type { Company, Institution, Occupation, UndergraduateMajor } from './lookups';

export const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed');

export interface LookupSeed {
  occupations: Occupation[];
  companies: Company[];
  institutions: Institution[];
  majors: UndergraduateMajor[];
}

const readSeed = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as T;

export function readLookupSeed(): LookupSeed {
  return {
    occupations: readSeed<Occupation[]>('occupations.json'),
    companies: readSeed<Company[]>('companies.json'),
    institutions: readSeed<Institution[]>('institutions.json'),
    majors: readSeed<UndergraduateMajor[]>('majors.json'),
  };
}

const isEmpty = (db: Db, table: string) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;

/** Fills each empty lookup table; returns how many rows it wrote per table. */
export function seedLookups(db: Db, seed: () => LookupSeed = readLookupSeed): Record<string, number> {
  const tables = ['occupations', 'companies', 'institutions', 'undergraduate_majors'] as const;
  const empty = tables.filter((table) => isEmpty(db, table));
  const written: Record<string, number> = {};
  if (empty.length === 0) return written;
  const data = seed();
  db.transaction(() => {
    if (empty.includes('occupations')) {
      const insert = db.prepare(
        'INSERT INTO occupations (id, job_type_and_title_id, title, keywords_json, version, search_text) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const row of data.occupations) {
        const searchText = normalizeLookupText([row.title, ...row.keywords].join(' '));
        insert.run(
          row.id,
          row.jobTypeAndTitleId,
          row.title,
          JSON.stringify(row.keywords),
          row.version,
          searchText,
        );
      }
      written.occupations = data.occupations.length;
    }
    if (empty.includes('companies')) {
      const insert = db.prepare('INSERT INTO companies (id, name, search_text) VALUES (?, ?, ?)');
      for (const row of data.companies) insert.run(row.id, row.name, normalizeLookupText(row.name));
      written.companies = data.companies.length;
    }
    if (empty.includes('institutions')) {
      const insert = db.prepare('INSERT INTO institutions (id, name, type, search_text) VALUES (?, ?, ?, ?)');
      for (const row of data.institutions)
        insert.run(row.id, row.name, row.type, normalizeLookupText(row.name));
      written.institutions = data.institutions.length;
    }
    if (empty.includes('undergraduate_majors')) {
      const insert = db.prepare(
        'INSERT INTO undergraduate_majors (id, name, bb_major, nels_major) VALUES (?, ?, ?, ?)',
      );
      for (const row of data.majors) insert.run(row.id, row.name, row.bbMajor, row.nelsMajor);
      written.undergraduate_majors = data.majors.length;
    }
  })();
  return written;
}
