/**
 * The database of a server these tests started on the embedded default: the server in
 * `dataDir` (EMBEDDED_DATABASE_DIR), found from its lock file and password file the way
 * server/store/embeddedPostgres.ts leaves them, and its `relief_loans` database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../../../server/store/database';

export function openE2eDatabase(dataDir = process.env.E2E_DATABASE_DIR!): Db {
  const port = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = fs.readFileSync(`${path.resolve(dataDir)}.password`, 'utf8').trim();
  return openDatabase(`postgres://relief:${encodeURIComponent(password)}@127.0.0.1:${port}/relief_loans`, {
    maxConnections: 1,
  });
}

/** Runs `work` on the database and closes the connection. */
export async function withE2eDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openE2eDatabase();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Every file of the server's data folder (the privacy tests search their bytes). */
export function dataFilesOf(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
