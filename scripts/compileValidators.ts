/**
 * Compiles every step schema (schemas/steps/<id>/schema.json) and every API response schema
 * (schemas/api/operations.json) into standalone validator modules under src/generated/, so the app
 * validates with exactly the server's rules while shipping no ajv compiler and no `new Function`
 * (docs/architecture.md: the app runs under a CSP without unsafe-eval).
 *
 * Run by `npm run build` and `npm run dev`; `compileAllValidators()` is also used by the Vite plugin
 * that recompiles when a schema changes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ajvErrors from 'ajv-errors';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { annotationKeywords } from '../core/rules/createAjv';
import { compileContractTypes } from './contractTypes';
import { compileStepCheckValidators } from './compileStepCheckValidators';
import { formDataStepResponse, formDataSteps } from '../core/rules/formDataSteps';
import { formats } from '../core/rules/formats';
import { stepFormSchema } from '../core/rules/usedDefinitions';
import { responseGroups } from './responseGroups';
import { codeOptions, toEsModule } from './standaloneModule';
import { shareRootSchema } from './validatorSchemaConsts';
import type { JsonSchemaObject } from '../core/rules/withDefinitions';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stepsDir = join(root, 'schemas/steps');
const outDir = join(root, 'src/generated');

export function listStepIds(): string[] {
  return readdirSync(stepsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(stepsDir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

function compileStep(stepId: string): void {
  // Only the shared definitions the step uses: the validator embeds its schema, and is found by its hash.
  const schema = stepFormSchema(
    JSON.parse(readFileSync(join(stepsDir, stepId, 'schema.json'), 'utf8')) as JsonSchemaObject,
  );
  const cjs = compileSchemaValidatorsCode(schema as never, {
    AjvClass: Ajv,
    extenderFn: (ajv) => {
      ajvErrors(ajv);
      for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
      return ajv;
    },
    customFormats: formats as never,
    ajvFormatOptions: false,
    // No `schema`, `parentSchema` and `data` in errors (ajv's verbose): RJSF looks a missing field's title up
    // in the root schema without them, and our messages come from errorMessage (ajv-errors).
    // inlineRefs false: a definition a step uses in several places (income's pay fields in every kind
    // of job) is one function, not a copy in each; income's validator is 1.1 KiB gzip smaller.
    ajvOptionsOverrides: { code: codeOptions, verbose: false, inlineRefs: false } as never,
  });
  // The module also exports the form schema it embeds (with the $id RJSF finds its validator by):
  // the step loader renders that one, so the schema is shipped once (scripts/validatorSchemaConsts.ts).
  const shared = shareRootSchema(cjs, hashForSchema(schema as RJSFSchema));
  const dir = join(outDir, 'validators');
  writeFileSync(
    join(dir, `${stepId}.js`),
    `${toEsModule(shared.code, dir)}export const schema = ${shared.rootName};\n`,
  );
  writeFileSync(
    join(dir, `${stepId}.d.ts`),
    [
      "import type { RJSFSchema } from '@rjsf/utils';",
      "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
      'declare const validators: ValidatorFunctions;',
      'export default validators;',
      '/** The form schema the validators were compiled from (stepFormSchema), with its hash as $id. */',
      'export declare const schema: RJSFSchema & { $id: string };',
      '',
    ].join('\n'),
  );
}

type Contract = {
  definitions: Record<string, unknown>;
  stepResponses: Record<string, unknown>;
  operations: Record<
    string,
    { method: string; path: string; auth: string; response?: Record<string, unknown> }
  >;
};

/**
 * The response checks (src/generated/apiValidators/), loaded by the app with the first response of
 * a call (src/shared/api/apiRequest.ts), so a page loads the checks of the calls it makes; the two every
 * page of an application makes first (the session's and the current step's) come with the app's
 * code, so every page loads those two. Checks whose answers use the same contract definitions (the
 * income step's data, the list of jobs, a created job) share one module, named after the first of
 * them (sharedModules.json names it for the others): a page making two of those calls loads the
 * definitions' code once. Each module's default export holds its checks by id. A response is checked
 * by a machine, so the messages written for people (ajv-errors) and annotations are left out.
 */
function compileApiResponses(): void {
  const contract = JSON.parse(readFileSync(join(root, 'schemas/api/operations.json'), 'utf8')) as Contract;
  const dir = join(outDir, 'apiValidators');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // getFlowStep answers differently per step: one check per step path (getFlowStep.<step>.js).
  // Declarative steps' answers are derived from flow.json, not written in operations.json.
  for (const { stepPath } of formDataSteps) contract.stepResponses[stepPath] = formDataStepResponse;
  const responses = new Map<string, Record<string, unknown>>([
    ...Object.entries(contract.operations).map(
      ([operationId, operation]) => [operationId, operation.response ?? {}] as const,
    ),
    ...Object.entries(contract.stepResponses)
      .filter(([stepPath]) => !stepPath.startsWith('$'))
      .map(
        ([stepPath, response]) => [`getFlowStep.${stepPath}`, response as Record<string, unknown>] as const,
      ),
  ]);
  // Which module holds the check of an id that is not in a module of its own name (src/shared/api/apiRequest.ts).
  const sharedModules: Record<string, string> = {};
  for (const group of responseGroups(responses, contract.definitions)) {
    const ajv = createResponseAjv();
    ajv.addSchema(group.schema);
    // Named after its first check; the module's default export holds each check under its id.
    const [moduleName] = group.ids as [string];
    writeFileSync(join(dir, `${moduleName}.js`), toEsModule(standaloneCode(ajv, group.refs), dir));
    for (const id of group.ids.slice(1)) sharedModules[id] = moduleName;
  }
  writeFileSync(join(dir, 'sharedModules.json'), `${JSON.stringify(sharedModules, null, 2)}\n`);
  // The app needs only method, path and auth of each operation; the schemas stay out of its bundle.
  const routes = Object.fromEntries(
    Object.entries(contract.operations).map(([id, operation]) => {
      const { method, path, auth } = operation;
      const idempotent = 'idempotency' in operation;
      return [id, { method, path, auth, ...(idempotent ? { idempotent } : {}) }];
    }),
  );
  writeFileSync(join(outDir, 'apiRoutes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}

/** Same formats and strictness as createAjv (the server's rules), without ajv-errors or messages. */
function createResponseAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    // Read by developers in an error report (src/shared/api/apiRequest.ts): the keyword and its params say it.
    messages: false,
    code: { ...codeOptions, esm: false },
  });
  for (const [name, definition] of Object.entries(formats)) {
    ajv.addFormat(name, definition as Parameters<Ajv['addFormat']>[1]);
  }
  return ajv;
}

/**
 * The messages of schemas/definitions.json that name product values ({minLoanAmount}), as written:
 * the app fills them with the limits the server answers (src/shared/form/serverStepData.ts), and does
 * not ship definitions.json (a step's schema comes with its validator, filled at build time).
 */
function writeProductMessageTemplates(): void {
  const { definitions } = JSON.parse(readFileSync(join(root, 'schemas/definitions.json'), 'utf8')) as {
    definitions: Record<string, { errorMessage?: unknown }>;
  };
  const templates = Object.fromEntries(
    Object.entries(definitions)
      .filter(([, definition]) => /\{\w+\}/.test(JSON.stringify(definition.errorMessage ?? null)))
      .map(([name, definition]) => [name, definition.errorMessage]),
  );
  writeFileSync(join(outDir, 'productMessageTemplates.json'), `${JSON.stringify(templates, null, 2)}\n`);
}

export function compileAllValidators(): string[] {
  compileContractTypes();
  mkdirSync(join(outDir, 'validators'), { recursive: true });
  writeProductMessageTemplates();
  const steps = listStepIds();
  for (const stepId of steps) compileStep(stepId);
  compileApiResponses();
  compileStepCheckValidators();
  return steps;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const steps = compileAllValidators();
  console.info(
    `Compiled validators for ${steps.length} steps and the API contract in ${Math.round(performance.now() - started)} ms`,
  );
}
