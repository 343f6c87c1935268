/** What a dump of a test database would show: the privacy tests search it for what must never be stored plainly. */
import { sql } from 'kysely';
import type { Db } from '../../../server/store/database';

/**
 * Every row of every table of the database, in every schema but PostgreSQL's own (so pg-boss's `jobs`
 * too), as JSON text, one line per row headed by its table.
 */
export async function everyRow(db: Db): Promise<string> {
  const tables = await sql<{ table_schema: string; table_name: string }>`
    SELECT table_schema, table_name FROM information_schema.tables
    WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY table_schema, table_name`.execute(db);
  const rows: string[] = [];
  for (const { table_schema, table_name } of tables.rows) {
    const result = await sql<{
      row: string;
    }>`SELECT row_to_json(t)::text AS row FROM ${sql.table(`${table_schema}.${table_name}`)} t`.execute(db);
    rows.push(...result.rows.map(({ row }) => `${table_schema}.${table_name} ${row}`));
  }
  return rows.join('\n');
}
