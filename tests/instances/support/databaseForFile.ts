/**
 * One PostgreSQL server for a test file (the embedded one, durable as in production, in a temporary
 * folder) and one database on it that every instance of the file shares.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../../server/store/embeddedPostgres';
import { createDatabase } from '../../api/support/testDatabases';

export interface FileDatabase {
  /** The shared database: what each instance gets as DATABASE_URL. */
  databaseUrl: string;
  /** Another database on the same server (a separate service's, such as an identity provider's). */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
}

export async function startFileDatabase(name = 'relief_instances'): Promise<FileDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-instances-db-'));
  try {
    const server = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    try {
      const databaseUrl = await createDatabase(server.url, name);
      return {
        databaseUrl,
        createDatabase: (other) => createDatabase(server.url, other),
        stop: async () => {
          try {
            await server.stop();
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
