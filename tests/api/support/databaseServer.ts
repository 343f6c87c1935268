/**
 * Vitest global setup of the API suite: one PostgreSQL server for the whole run, and a template
 * database migrated and seeded once, which every test app copies (CREATE DATABASE ... TEMPLATE,
 * tens of milliseconds) instead of migrating its own. TEST_DATABASE_URL points the suite at a
 * server of your own (any database on it the user may create databases from); unset, the suite
 * starts the embedded server in a temporary folder and removes it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../../server/store/database';
import { seedLookups } from '../../../server/store/lookupSeed';
import { startEmbeddedPostgres } from '../../../server/store/embeddedPostgres';
import { startJobQueue } from '../../../server/jobs/jobQueue';
import { createDatabase, dropDatabase, dropRunDatabases, newTemplateName } from './testDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the server the test databases are made on. */
    databaseServerUrl: string;
    /** The migrated, seeded database each test app copies. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const dir = external ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-api-db-'));
  const server = dir ? await startEmbeddedPostgres(path.join(dir, 'postgres'), { durable: false }) : null;
  const serverUrl = external || server!.url;

  const templateDatabaseName = newTemplateName();
  const templateUrl = await createDatabase(serverUrl, templateDatabaseName);
  const db = openDatabase(templateUrl, { maxConnections: 1 });
  try {
    await migrate(db);
    await seedLookups(db);
    // The job queue's tables and queues too, so each test app's queue starts on them at once.
    await (await startJobQueue(templateUrl)).close();
  } finally {
    // A template must have no connections while it is copied.
    await db.destroy();
  }
  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabaseName);

  return async () => {
    await dropRunDatabases(serverUrl, templateDatabaseName);
    await dropDatabase(serverUrl, templateDatabaseName);
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
