/**
 * A copy of the repository with one more step added the declarative way (docs/adding-a-step.md): a
 * folder under schemas/steps, one flow.json entry and copy — no code. The copy is built and served
 * by its own server and database, so the proof runs the real build and the real start-up.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyRepositoryInto } from '../../support/repositoryCopy';

export const fixtureStep = {
  name: 'HOUSING',
  id: 'housing',
  after: 'ADDRESS_AND_PHONE',
  title: 'Your home',
  statusLabel: 'Where do you live?',
  paymentLabel: 'Monthly rent or mortgage',
  choices: { RENT: 'I rent', OWN: 'I own my home', FAMILY: 'I live with family' },
} as const;

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    'HOUSING: a fixture step proving a step can be added without code (tests/e2e/addingAStep.spec.ts).',
  type: 'object',
  required: ['housingStatus', 'monthlyHousingPayment'],
  properties: {
    housingStatus: {
      type: 'string',
      title: fixtureStep.statusLabel,
      enum: Object.keys(fixtureStep.choices),
      errorMessage: { enum: 'Required' },
    },
    monthlyHousingPayment: {
      type: 'number',
      title: fixtureStep.paymentLabel,
      minimum: 0,
      maximum: 20000,
      errorMessage: {
        type: 'Enter an amount in dollars',
        minimum: 'Enter $0 or more',
        maximum: 'Enter $20,000 or less',
      },
    },
  },
  errorMessage: { required: { housingStatus: 'Required', monthlyHousingPayment: 'Required' } },
};

const ui = {
  'ui:order': ['housingStatus', 'monthlyHousingPayment'],
  housingStatus: { 'ui:widget': 'choiceCards', 'ui:enumNames': fixtureStep.choices },
  monthlyHousingPayment: { 'ui:widget': 'money', 'ui:help': 'Enter $0 if you pay nothing.' },
};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The three edits docs/adding-a-step.md asks for, and nothing else. */
function addFixtureStep(root: string): void {
  const folder = path.join(root, 'schemas/steps', fixtureStep.id);
  fs.mkdirSync(folder);
  writeJson(path.join(folder, 'schema.json'), schema);
  writeJson(path.join(folder, 'ui.json'), ui);

  const flowFile = path.join(root, 'schemas/flow.json');
  const flow = readJson(flowFile) as { application: { steps: Record<string, unknown>; order: string[] } };
  flow.application.steps[fixtureStep.name] = {
    editable: true,
    screen: fixtureStep.id,
    route: fixtureStep.id,
    stepPath: fixtureStep.id,
    stepFile: fixtureStep.id,
    canGoBack: true,
    storesFormData: true,
  };
  const order = flow.application.order;
  order.splice(order.indexOf(fixtureStep.after) + 1, 0, fixtureStep.name);
  writeJson(flowFile, flow);

  const copyFile = path.join(root, 'schemas/copy/en-US.json');
  const copy = readJson(copyFile) as { pages: Record<string, unknown> };
  copy.pages[fixtureStep.id] = {
    title: fixtureStep.title,
    description: 'Tell us about where you live. It helps us offer a payment that fits your month.',
  };
  writeJson(copyFile, copy);
}

export interface FixtureServer {
  baseURL: string;
  stop: () => Promise<void>;
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The fixture server exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The fixture server did not answer ${url} within 60 s:\n${log()}`);
}

/** Copies the repository, adds the step, builds the app and starts its server on `port`. */
export async function startFixtureServer(port: number): Promise<FixtureServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-fixture-step-'));
  copyRepositoryInto(root);
  addFixtureStep(root);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Its own embedded PostgreSQL in the copy's folder, never a DATABASE_URL the run may have set.
      DATABASE_URL: undefined,
      EMBEDDED_DATABASE_DIR: path.join(root, 'postgres'),
      LOG_FILE: path.join(root, 'fixture.log'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/relief-loans/get-relief`, server, () => output);
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
