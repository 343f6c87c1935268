/**
 * The one store: PostgreSQL through Kysely (decision 0063). `openDatabase(url)` makes a connection
 * pool; `migrate(db)` applies the numbered migrations in server/store/migrations that the database
 * has not seen yet, under an advisory lock so several instances starting at once apply each once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './tables';

/** The database or a transaction on it: store functions take either. */
export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Counts (bigint) and sums (numeric) come back as JavaScript numbers; every figure here fits in one. */
const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => parseInt(value, 10);
    if (oid === pg.types.builtins.NUMERIC) return (value: string) => parseFloat(value);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface DatabaseOptions {
  /** Connections this process may hold (DATABASE_POOL_SIZE); each instance has its own pool. */
  maxConnections?: number;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: numberTypes,
    // A connection that cannot be had in 10 s is an outage, not a slow request.
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server closed (a restart, a failover) must not take the process down.
  pool.on('error', (error) => console.error(`Database connection lost: ${error.message}`));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Runs `work` in one transaction: all of its writes or none. Called inside a transaction, `work`
 * joins it (Postgres has no nested transactions; the outer one decides).
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Tx);
  return db.transaction().execute(work);
}

/** Any fixed number: the lock that lets one instance at a time migrate. */
const migrationLockId = 7_310_2024;

/** Migration files are named NNN_description.sql; each runs once, inside a transaction, in number order. */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  return inTransaction(db, async (tx) => {
    // Held until this transaction ends: an instance starting meanwhile waits here, then finds nothing to do.
    await sql`SELECT pg_advisory_xact_lock(${migrationLockId})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(
      tx,
    );
    const rows = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(tx);
    const applied = new Set(rows.rows.map((row) => row.version));
    const ran: string[] = [];
    for (const name of files) {
      const version = parseInt(name, 10);
      if (applied.has(version)) continue;
      await sql.raw(fs.readFileSync(path.join(migrationsDir, name), 'utf8')).execute(tx);
      await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${version}, ${name}, ${new Date().toISOString()})`.execute(
        tx,
      );
      ran.push(name);
    }
    return ran;
  });
}
