/**
 * `npm run check:schemas`: checks every step under schemas/steps, flow.json, the copy and the limits
 * against product.json (src/staff/stepCheck/checkProject.ts), prints each finding with its file, place and
 * what to do (docs/schema-checker.md), and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject, type ProjectFiles } from '../src/staff/stepCheck/checkProject';
import { formatFindings } from '../src/staff/stepCheck/formatFindings';
import { projectRegistries } from '../src/staff/stepCheck/projectRegistries';
import type { Finding, StepFileSet } from '../src/staff/stepCheck/checkStepFile';

const root = join(import.meta.dirname, '..');
type Json = Record<string, unknown>;

/** A file that is not JSON is itself a finding, in words. */
function readJson(path: string, findings: Finding[]): Json | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as Json;
  } catch (error) {
    findings.push({
      file: path,
      pointer: '',
      problem: `This file is not valid JSON (${(error as Error).message}). Look for a missing comma or quote, or an extra comma before } or ].`,
    });
    return undefined;
  }
}

const findings: Finding[] = [];
const steps: StepFileSet[] = [];
for (const stepId of readdirSync(join(root, 'schemas/steps')).sort()) {
  const folder = `schemas/steps/${stepId}`;
  if (!existsSync(join(root, folder, 'schema.json'))) {
    findings.push({
      file: folder,
      pointer: '',
      problem: 'This step folder has no schema.json. Add one, or remove the folder.',
    });
    continue;
  }
  const schema = readJson(`${folder}/schema.json`, findings);
  const ui = readJson(`${folder}/ui.json`, findings);
  const fill = readJson(`${folder}/fill.json`, findings);
  if (schema) steps.push({ stepId, schema, ...(ui ? { ui } : {}), ...(fill ? { fill } : {}) });
}
/** A file every check needs: missing, it is a finding of its own (never a silent pass). */
function readRequired(path: string): Json | undefined {
  if (!existsSync(join(root, path))) {
    findings.push({
      file: path,
      pointer: '',
      problem: 'This file is missing, and every check needs it. Restore it from git before anything else.',
    });
    return undefined;
  }
  return readJson(path, findings);
}
const flow = readRequired('schemas/flow.json');
const copy = readRequired('schemas/copy/en-US.json');
const definitions = readRequired('schemas/definitions.json');
const product = readRequired('schemas/product.json');
if (flow && copy && definitions && product) {
  const project = {
    steps,
    flow,
    copy,
    definitions,
    productRanges: { loanAmount: product.loanAmount, loanTerm: product.loanTerm },
    productConfiguration: product.configuration ?? {},
  } as unknown as ProjectFiles;
  findings.push(...checkProject(project, projectRegistries()));
}

process.stdout.write(
  `Checked ${steps.length} steps, schemas/flow.json, schemas/copy/en-US.json and schemas/product.json.\n\n`,
);
process.stdout.write(`${formatFindings(findings)}\n`);
process.exitCode = findings.length > 0 ? 1 : 0;
