/**
 * Opens the SQLite file and applies the numbered migrations in server/store/migrations that it has not
 * seen yet (fastify/demo style, docs/architecture.md). WAL lets the app read while a write is in progress.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The database holds personal data: only the server's own user may read it (SQLite gives its -wal and -shm files the same mode). */
function makePrivate(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    makePrivate(file);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Migration files are named NNN_description.sql; each runs once, inside a transaction, in number order. */
export function migrate(db: Db): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const files = fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  const ran: string[] = [];
  for (const name of files) {
    const version = parseInt(name, 10);
    if (applied.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        name,
        new Date().toISOString(),
      );
    })();
    ran.push(name);
  }
  return ran;
}
