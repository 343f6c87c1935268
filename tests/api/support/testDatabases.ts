/** Databases of the API suite's server: the migrated template, and one copy of it per test app. */
import crypto from 'node:crypto';
import pg from 'pg';

/** Named per run, so two runs against one TEST_DATABASE_URL server do not share a template. */
export const newTemplateName = () => `relief_test_template_${crypto.randomBytes(4).toString('hex')}`;

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates database `name` (from `template` when given) and returns its URL. */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  return withClient(serverUrl, async (client) => {
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    return urlOf(serverUrl, name);
  });
}

/**
 * Drops database `name`. A plain DROP first: it also stops an autovacuum worker on the database, which
 * WITH (FORCE) may not do for a role without pg_signal_backend (a TEST_DATABASE_URL server's); FORCE
 * only when a session of ours is still connected (55006).
 */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    const database = client.escapeIdentifier(name);
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
}

/** A new database for one test app: a copy of the migrated, seeded template. */
export async function createTestDatabase(
  serverUrl: string,
  template: string,
): Promise<{ name: string; url: string }> {
  const name = `${template.replace('_template_', '_')}_${crypto.randomBytes(6).toString('hex')}`;
  return { name, url: await createDatabase(serverUrl, name, template) };
}

/** Drops every database made from `template` in this run, leftovers of a crashed test included. */
export function dropRunDatabases(serverUrl: string, template: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    const prefix = `${template.replace('_template_', '_')}_`;
    const rows = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows.rows) await dropDatabase(serverUrl, datname);
  });
}
