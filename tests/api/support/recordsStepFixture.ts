/**
 * A copy of the repository gaining a step with records of its own — VEHICLES, whose `vehicles` are
 * written through their own operations — by the edits "A step with its own records: every file it
 * needs" in docs/adding-a-step.md lists, each function below marked with its item there: items 1–11 and
 * the server's half of 12. The app's half (review's section and the stepSupplyingMissing tables), the
 * adapter of item 13 (not needed: the form saves with operations) and item 14's tests are left out, as
 * nothing here runs the browser. The copy generates its contract types and runs its own server on its
 * own database, so the proof goes through the real start-up checks (contract handlers, step registry,
 * flow exits) and the real routes.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyRepositoryInto } from '../../support/repositoryCopy';
import { createTestDatabase, dropDatabase } from './testDatabases';

export const recordsStep = {
  name: 'VEHICLES',
  id: 'vehicles',
  routeKey: 'vehicles',
  records: 'vehicles',
  after: 'ADDRESS_AND_PHONE',
  missingCode: 'STEP_MISSING_VEHICLES',
  missingMessage: 'Add your vehicle before you continue',
  maxPerApplication: 3,
} as const;

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const writeFile = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const editJson = (root: string, file: string, edit: (json: Json) => void) => {
  const json = readJson(path.join(root, file));
  edit(json);
  writeJson(path.join(root, file), json);
};
/** Inserts `text` after `anchor` in a source file; fails loudly if the file no longer has the anchor. */
const insertAfter = (root: string, file: string, anchor: string, text: string) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}`);
  fs.writeFileSync(path.join(root, file), source.replace(anchor, `${anchor}${text}`));
};
/** Inserts `text` before `anchor`, failing the same way. */
const insertBefore = (root: string, file: string, anchor: string, text: string) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}`);
  fs.writeFileSync(path.join(root, file), source.replace(anchor, `${text}${anchor}`));
};

/** Item 2: the step folder. */
function addStepFolder(root: string): void {
  const folder = `schemas/steps/${recordsStep.id}`;
  writeFile(
    root,
    `${folder}/schema.json`,
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $comment: 'VEHICLES: a fixture step with records of its own (tests/api/addingARecordsStep.test.ts).',
      type: 'object',
      required: ['make', 'year'],
      properties: {
        make: {
          type: 'string',
          title: 'Make',
          minLength: 1,
          maxLength: 40,
          errorMessage: { minLength: 'Required', maxLength: 'Enter 40 characters or fewer' },
        },
        year: {
          type: 'integer',
          title: 'Year',
          minimum: 1950,
          maximum: 2030,
          errorMessage: {
            type: 'Enter a year',
            minimum: 'Enter 1950 or later',
            maximum: 'Enter 2030 or earlier',
          },
        },
      },
      errorMessage: { required: { make: 'Required', year: 'Required' } },
    }),
  );
  // Without hints the fill generator cannot invent a make, and the step check wants every fill valid.
  writeFile(
    root,
    `${folder}/fill.json`,
    JSON.stringify({
      make: { examples: ['Toyota', 'Ford', 'Honda'] },
      year: { minimum: 2005, maximum: 2024 },
    }),
  );
  writeFile(
    root,
    `${folder}/ui.json`,
    JSON.stringify({
      'ui:order': ['make', 'year'],
      year: { 'ui:help': 'The model year, like 2016.' },
      'ui:options': {
        submit: {
          [recordsStep.routeKey]: {
            calls: [
              { operation: 'createVehicle', body: { make: { $data: '/make' }, year: { $data: '/year' } } },
              { operation: 'postFlowStep', params: { step: recordsStep.id }, body: {} },
            ],
          },
        },
      },
    }),
  );
}

/** Item 3: one flow.json entry, placed in application.order. */
function addFlowEntry(root: string): void {
  editJson(root, 'schemas/flow.json', (flow) => {
    const application = flow.application as { steps: Json; order: string[] };
    application.steps[recordsStep.name] = {
      editable: true,
      screen: recordsStep.routeKey,
      route: recordsStep.id,
      stepPath: recordsStep.id,
      stepFile: recordsStep.id,
      canGoBack: true,
      owns: [recordsStep.records],
    };
    application.order.splice(application.order.indexOf(recordsStep.after) + 1, 0, recordsStep.name);
  });
}

/** Item 4: copy (the page, and review's Edit label for the records). */
function addCopy(root: string): void {
  editJson(root, 'schemas/copy/en-US.json', (copy) => {
    const pages = copy.pages as Json & { review: { edits: Json } };
    pages[recordsStep.routeKey] = { title: 'Your vehicle', submit: 'Continue' };
    pages.review.edits[recordsStep.records] = 'Edit vehicle';
  });
}

/** Item 5: analytics knows the screen. */
function addAnalyticsScreen(root: string): void {
  editJson(root, 'schemas/analytics/events.json', (events) => {
    (events.screens as string[]).push(recordsStep.routeKey);
    (events.screenOfRoute as Json)[recordsStep.routeKey] = recordsStep.routeKey;
  });
}

/** Item 6: the contract — the record, its operations, the step's body and answer, review's answer. */
function addContract(root: string): void {
  editJson(root, 'schemas/api/operations.json', (contract) => {
    const definitions = contract.definitions as Json;
    const vehicleFields = {
      make: { type: 'string', minLength: 1, maxLength: 40 },
      year: { type: 'integer', minimum: 1950, maximum: 2030 },
    };
    definitions.vehicle = {
      type: 'object',
      required: ['id', 'applicationUuid', 'make', 'year'],
      properties: {
        id: { type: 'integer' },
        applicationUuid: { $ref: '#/definitions/uuid' },
        ...vehicleFields,
      },
      additionalProperties: false,
    };
    definitions.vehicleBody = {
      type: 'object',
      required: ['make', 'year'],
      properties: vehicleFields,
      additionalProperties: false,
      errorMessage: { required: { make: 'Required', year: 'Required' } },
    };
    const path = `/application/:applicationUuid/${recordsStep.records}`;
    const list = { type: 'array', items: { $ref: '#/definitions/vehicle' } };
    Object.assign(contract.operations as Json, {
      listVehicles: { method: 'GET', path, auth: 'bearer', response: list },
      createVehicle: {
        idempotency: { duplicateWindowSeconds: 10 },
        method: 'POST',
        path,
        auth: 'bearer',
        request: { $ref: '#/definitions/vehicleBody' },
        response: { $ref: '#/definitions/vehicle' },
      },
    });
    (contract.stepBodies as Json)[recordsStep.id] = { type: 'object', additionalProperties: false };
    const responses = contract.stepResponses as Json & {
      review: { required: string[]; properties: Json };
    };
    responses[recordsStep.id] = {
      type: 'object',
      required: [recordsStep.records],
      properties: { [recordsStep.records]: list },
      additionalProperties: false,
    };
    responses.review.required.push(recordsStep.records);
    responses.review.properties[recordsStep.records] = list;
  });
}

/** Item 7: the shared record types. */
function addSharedTypes(root: string): void {
  insertAfter(
    root,
    'scripts/contractTypes.ts',
    "  EducationBody: ['educationBody'],\n",
    "  VehicleRecord: ['vehicle'],\n  VehicleBody: ['vehicleBody'],\n",
  );
}

/** Item 8: the table, at the next migration number, and its type in the table types. */
function addMigration(root: string): void {
  const dir = path.join(root, 'server/store/migrations');
  const last = Math.max(
    ...fs
      .readdirSync(dir)
      .map((name) => parseInt(name, 10))
      .filter(Number.isFinite),
  );
  writeFile(
    root,
    `server/store/migrations/${String(last + 1).padStart(3, '0')}_vehicles.sql`,
    `-- The applicant's vehicles (the VEHICLES fixture step).
CREATE TABLE vehicles (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  make TEXT NOT NULL,
  year INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX vehicles_by_application ON vehicles (application_uuid, id);
`,
  );
  // What regenerating server/store/tables.ts from the migrated database adds for the new table.
  insertBefore(
    root,
    'server/store/tables.ts',
    'export interface WealthAccounts {',
    `export interface Vehicles {
  application_uuid: string;
  created_at: string;
  id: Generated<number>;
  make: string;
  updated_at: string;
  year: number;
}

`,
  );
  insertAfter(root, 'server/store/tables.ts', '  users: Users;\n', '  vehicles: Vehicles;\n');
}

/** Item 9: the store module. */
function addStore(root: string): void {
  writeFile(
    root,
    'server/store/vehicles.ts',
    `/** The applicant's vehicles (the VEHICLES fixture step's table). */
import type { Selectable } from 'kysely';
import type { VehicleBody, VehicleRecord } from '../../core/api/generated/contractTypes';
import type { Db } from './database';
import type { Vehicles } from './tables';

const vehicleColumns = ['id', 'application_uuid', 'make', 'year'] as const;

const toRecord = (row: Pick<Selectable<Vehicles>, (typeof vehicleColumns)[number]>): VehicleRecord => ({
  id: row.id,
  applicationUuid: row.application_uuid,
  make: row.make,
  year: row.year,
});

/** Oldest first. */
export async function listVehicles(db: Db, applicationUuid: string): Promise<VehicleRecord[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select(vehicleColumns)
    .where('application_uuid', '=', applicationUuid)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function insertVehicle(
  db: Db,
  applicationUuid: string,
  fields: VehicleBody,
  now: Date,
): Promise<VehicleRecord> {
  const at = now.toISOString();
  const row = await db
    .insertInto('vehicles')
    .values({ application_uuid: applicationUuid, make: fields.make, year: fields.year, created_at: at, updated_at: at })
    .returning(vehicleColumns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}
`,
  );
}

/** Item 10: the operation handlers, spread into registerOperations. */
function addOperationHandlers(root: string): void {
  writeFile(
    root,
    'server/handlers/vehicles.ts',
    `/** GET, POST /application/{uuid}/vehicles: writes only while VEHICLES is the current step (409 otherwise). */
import { validationError } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication, writeToApplication } from '../http/ownedApplication';
import { insertVehicle, listVehicles } from '../store/vehicles';

const maxVehiclesPerApplication = ${recordsStep.maxPerApplication};

export const vehicleHandlers: HandlerMap = {
  listVehicles: async ({ request, ctx }) =>
    listVehicles(ctx.db, (await loadOwnedApplication(request, ctx)).uuid),
  createVehicle: ({ request, ctx }) =>
    // Counted after the application's row is locked, so two creates at once cannot pass the bound.
    writeToApplication(request, ctx, ['vehicles'], 'Vehicles', async (tx, application) => {
      if ((await listVehicles(tx.db, application.uuid)).length >= maxVehiclesPerApplication)
        throw validationError([{ path: '', message: 'An application holds at most ${recordsStep.maxPerApplication} vehicles' }]);
      return insertVehicle(tx.db, application.uuid, request.body, tx.now());
    }),
};
`,
  );
  insertAfter(
    root,
    'server/app.ts',
    "import { educationHandlers } from './handlers/educations';\n",
    "import { vehicleHandlers } from './handlers/vehicles';\n",
  );
  insertAfter(root, 'server/app.ts', '    ...educationHandlers,\n', '    ...vehicleHandlers,\n');
}

/** Item 11: the step handler, registered under its step path. */
function addStepHandler(root: string): void {
  writeFile(
    root,
    `server/steps/${recordsStep.id}Step.ts`,
    `/** VEHICLES: its GET lists the vehicles written with their own operations; its requirement is at least one. */
import { listVehicles } from '../store/vehicles';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

export const vehiclesStep: StepHandler = {
  bodyValidator: stepBodyValidator('vehicles'),
  read: async (ctx, application) => ({ vehicles: await listVehicles(ctx.db, application.uuid) }),
  requirements: async (ctx, application) =>
    (await listVehicles(ctx.db, application.uuid)).length > 0
      ? null
      : unmetRequirements('${recordsStep.missingCode}', '${recordsStep.missingMessage}', [
          { path: '/vehicles', message: 'Tell us about your vehicle' },
        ]),
  reviewPath: { from: '', to: '' },
  submit: async () => ({}),
};
`,
  );
  insertAfter(
    root,
    'server/steps/stepRegistry.ts',
    "import { savingsStep } from './savingsStep';\n",
    "import { vehiclesStep } from './vehiclesStep';\n",
  );
  insertAfter(
    root,
    'server/steps/stepRegistry.ts',
    '  savings: savingsStep,\n',
    `  ${recordsStep.id}: vehiclesStep,\n`,
  );
}

/** Item 12 (the server's half): review's answer gains the records. */
function addToReview(root: string): void {
  insertAfter(
    root,
    'server/steps/reviewStep.ts',
    "import { listEducations } from '../store/educations';\n",
    "import { listVehicles } from '../store/vehicles';\n",
  );
  insertAfter(
    root,
    'server/steps/reviewStep.ts',
    '    educations: await listEducations(ctx.db, application.uuid),\n',
    '    vehicles: await listVehicles(ctx.db, application.uuid),\n',
  );
}

/** Every server- and contract-side edit of the doc's checklist, in its order. */
export function addRecordsStep(root: string): void {
  addStepFolder(root);
  addFlowEntry(root);
  addCopy(root);
  addAnalyticsScreen(root);
  addContract(root);
  addSharedTypes(root);
  addMigration(root);
  addStore(root);
  addOperationHandlers(root);
  addStepHandler(root);
  addToReview(root);
}

/** A new folder holding a copy of the repository (tests/support/repositoryCopy.ts). */
export function copyRepository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-records-step-'));
  copyRepositoryInto(root);
  return root;
}

/** The copy's own generation (core/api/generated is not tracked). */
export function generate(root: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/compileValidators.ts'], {
    cwd: root,
    stdio: 'pipe',
  });
}

/** The copy's step check (`npm run check:schemas`): its output, or the error it fails with. */
export function checkSchemas(root: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/checkSchemas.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
}

/**
 * A database of its own for the copy's server, on the suite's server: a copy of the migrated
 * template, on which the copy's server runs the one migration it added (item 8).
 */
async function copyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('databaseServerUrl');
  const database = await createTestDatabase(serverUrl, inject('templateDatabase'));
  return { url: database.url, drop: () => dropDatabase(serverUrl, database.name) };
}

/** Undoes item 11's registration, starts the copy's server and returns how it ended (it should not start). */
export async function startWithoutStepHandler(
  root: string,
): Promise<{ status: number | null; stderr: string }> {
  const port = await freePort();
  const registry = path.join(root, 'server/steps/stepRegistry.ts');
  const source = fs.readFileSync(registry, 'utf8');
  fs.writeFileSync(registry, source.replace(`  ${recordsStep.id}: vehiclesStep,\n`, ''));
  const database = await copyDatabase();
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url },
    });
    return { status: run.status, stderr: run.stderr };
  } finally {
    fs.writeFileSync(registry, source);
    await database.drop();
  }
}

export interface CopyServer {
  baseURL: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The copy's server exited:\n${log()}`);
    try {
      await fetch(url); // any answer: main.ts listens only after the app is built and ready
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The copy's server did not answer ${url} within 60 s:\n${log()}`);
}

/** Starts the copy's server (API and sign-in pages; no build is needed for them) on a free port. */
export async function startCopyServer(root: string): Promise<CopyServer> {
  const port = await freePort();
  const database = await copyDatabase();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      STATIC_DIR: path.join(root, 'no-build'),
      LOG_FILE: path.join(root, 'copy.log'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  };
  try {
    await waitForServer(`${baseURL}/small_dollar_loan/api/identity`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
