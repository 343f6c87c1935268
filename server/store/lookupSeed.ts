/**
 * Loads the shipped lookup data (server/store/seed/*.json, written by scripts/generateLookupSeed.ts) into
 * the lookup tables that are still empty. One transaction of multi-row inserts keeps start-up fast (a
 * few thousand rows); a table that already has rows is left as it is. Several instances starting at
 * once may all find a table empty: they fill it in turn, under an advisory lock, each looking again
 * once it holds it; a row already there is skipped (ON CONFLICT DO NOTHING on its id).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { inTransaction, type Db } from './database';
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

type LookupTable = 'occupations' | 'companies' | 'institutions' | 'undergraduate_majors';

/** Rows per insert statement: few statements, and well under the limit on parameters per statement. */
const batchSize = 500;

async function isEmpty(db: Db, table: LookupTable): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Inserts `rows` in batches; answers how many were new. */
async function insertInBatches<Row>(
  rows: Row[],
  insert: (batch: Row[]) => Promise<{ numInsertedOrUpdatedRows?: bigint }>,
): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const result = await insert(rows.slice(start, start + batchSize));
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** Any fixed number: the lock under which an instance fills the lookup tables. */
const lookupSeedLockId = 7_310_2027;

/** Fills each empty lookup table; returns how many rows it wrote per table. */
export async function seedLookups(
  db: Db,
  seed: () => LookupSeed = readLookupSeed,
): Promise<Record<string, number>> {
  const tables: LookupTable[] = ['occupations', 'companies', 'institutions', 'undergraduate_majors'];
  const emptyTables = async (on: Db) => {
    const empty: LookupTable[] = [];
    for (const table of tables) if (await isEmpty(on, table)) empty.push(table);
    return empty;
  };
  const written: Record<string, number> = {};
  if ((await emptyTables(db)).length === 0) return written;
  const data = seed();
  await inTransaction(db, async (tx) => {
    // One instance at a time, looking again once it holds the lock: two seeding at once would clash
    // on a unique column other than id (ON CONFLICT (id) covers only id), and the instance fail to start.
    await sql`SELECT pg_advisory_xact_lock(${lookupSeedLockId})`.execute(tx);
    const empty = await emptyTables(tx);
    if (empty.includes('occupations')) {
      written.occupations = await insertInBatches(data.occupations, (batch) =>
        tx
          .insertInto('occupations')
          .values(
            batch.map((row) => ({
              id: row.id,
              job_type_and_title_id: row.jobTypeAndTitleId,
              title: row.title,
              keywords_json: JSON.stringify(row.keywords),
              version: row.version,
              search_text: normalizeLookupText([row.title, ...row.keywords].join(' ')),
            })),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst(),
      );
    }
    if (empty.includes('companies')) {
      written.companies = await insertInBatches(data.companies, (batch) =>
        tx
          .insertInto('companies')
          .values(
            batch.map((row) => ({ id: row.id, name: row.name, search_text: normalizeLookupText(row.name) })),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst(),
      );
    }
    if (empty.includes('institutions')) {
      written.institutions = await insertInBatches(data.institutions, (batch) =>
        tx
          .insertInto('institutions')
          .values(
            batch.map((row) => ({
              id: row.id,
              name: row.name,
              type: row.type,
              search_text: normalizeLookupText(row.name),
            })),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst(),
      );
    }
    if (empty.includes('undergraduate_majors')) {
      written.undergraduate_majors = await insertInBatches(data.majors, (batch) =>
        tx
          .insertInto('undergraduate_majors')
          .values(
            batch.map((row) => ({
              id: row.id,
              name: row.name,
              bb_major: row.bbMajor,
              nels_major: row.nelsMajor,
            })),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst(),
      );
    }
  });
  return written;
}
