/**
 * The step-file checker: what a step folder under schemas/steps must satisfy, as findings in plain
 * words (file, JSON pointer, what is wrong and what to do) rather than test failures. Pure: the
 * registries it checks names against (widgets, fields, routes, operations, adapters) are given, so
 * the conformance test, a command for product staff and the studio can all run it. What needs ajv
 * is given too (schemaChecks.ts): compiled at run time, or precompiled where a page forbids compiling.
 */
import { withDefinitions } from '../../../core/rules/withDefinitions';
import { invalidFills, seededRng, validFill } from '../fill/generateFills';
import { checkThemeSupport } from './checkThemeSupport';
import type { SchemaChecks } from './schemaChecks';
import { escapePointer as escape, walkSchema as walk, type Json } from './walkSchema';

export interface StepFileSet {
  stepId: string;
  /** schema.json as written (shared definitions are merged in here). */
  schema: Json;
  ui?: Json;
  fill?: Json;
}

export interface CheckRegistries {
  widgetNames: readonly string[];
  fieldNames: readonly string[];
  routeKeys: readonly string[];
  operationIds: readonly string[];
  adapterNames: readonly string[];
  /** Step files of declarative flow steps (flow.json storesFormData): submitted whole, no mapping needed. */
  formDataStepFiles: readonly string[];
}

export interface Finding {
  file: string;
  /** JSON pointer into that file ('' for the whole file). */
  pointer: string;
  problem: string;
}

/** Keywords that are rules (and so need a message); `type` has the generic "Expected a number" too. */
const ruleKeywords = [
  'format',
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
];

function propertyNames(schema: Json): Set<string> {
  const names = new Set<string>();
  walk(schema, (node) => {
    if (node.properties && typeof node.properties === 'object')
      Object.keys(node.properties).forEach((name) => names.add(name));
  });
  for (const definition of Object.values((schema.definitions ?? {}) as Json))
    walk(definition, (node) => {
      if (node.properties && typeof node.properties === 'object')
        Object.keys(node.properties).forEach((name) => names.add(name));
    });
  return names;
}

function messagesIn(schema: Json): Set<string> {
  const messages = new Set<string>();
  const definitions = (schema.definitions ?? {}) as Json;
  const seen = new Set<unknown>();
  const collect = (message: unknown): void => {
    if (typeof message === 'string') messages.add(message);
    else if (message && typeof message === 'object') Object.values(message).forEach(collect);
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'definitions') continue;
      if (key === 'errorMessage') collect(value);
      else if (key === '$ref' && typeof value === 'string')
        visit(definitions[value.replace('#/definitions/', '')]);
      else visit(value);
    }
  };
  visit(schema);
  return messages;
}

export function checkStepFile(
  files: StepFileSet,
  registries: CheckRegistries,
  schemaChecks: SchemaChecks,
): Finding[] {
  const findings: Finding[] = [];
  const schemaFile = `schemas/steps/${files.stepId}/schema.json`;
  const uiFile = `schemas/steps/${files.stepId}/ui.json`;
  const add = (file: string, pointer: string, problem: string) => findings.push({ file, pointer, problem });

  // The shape editors check as staff type (schemas/step.schema.json).
  for (const [file, shape, data] of [
    [schemaFile, 'schemaFile', files.schema],
    [uiFile, 'uiFile', files.ui ?? {}],
  ] as const) {
    for (const error of schemaChecks.fileShape(shape, data))
      add(
        file,
        error.instancePath,
        `Not the shape of a step file (schemas/step.schema.json): ${error.message ?? 'invalid'}.`,
      );
  }
  const schema = withDefinitions(files.schema);

  const compiled = schemaChecks.compile(schema);
  if ('refusal' in compiled) {
    add(
      schemaFile,
      '',
      `The schema is not valid JSON Schema: ${compiled.refusal}. Fix it before anything else.`,
    );
    return findings;
  }

  // Every rule carries the message the applicant will read.
  walk(files.schema, (node, pointer) => {
    const messages = (node.errorMessage ?? {}) as Json;
    for (const keyword of ruleKeywords) {
      // A state name's length only keeps the field tidy; the state code is what is checked.
      if (keyword === 'maxLength' && pointer.endsWith('/state')) continue;
      if (keyword in node && typeof messages[keyword] !== 'string')
        add(
          schemaFile,
          pointer,
          `The "${keyword}" rule has no message: add errorMessage.${keyword} with the words the applicant should read.`,
        );
    }
  });

  // The UI schema names only real fields, and widgets and fields the theme has.
  const names = propertyNames(schema);
  const visitUi = (node: Json, pointer: string): void => {
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escape(key)}`;
      if (key.startsWith('ui:')) {
        if (key === 'ui:widget' && !registries.widgetNames.includes(String(value)))
          add(
            uiFile,
            at,
            `There is no widget called "${String(value)}". Use one of: ${registries.widgetNames.join(', ')}.`,
          );
        if (key === 'ui:field' && !registries.fieldNames.includes(String(value)))
          add(
            uiFile,
            at,
            `There is no field called "${String(value)}". Use one of: ${registries.fieldNames.join(', ')}.`,
          );
        continue;
      }
      if (key === 'items' && value && typeof value === 'object') {
        visitUi(value as Json, at);
        continue;
      }
      if (!names.has(key))
        add(
          uiFile,
          at,
          `"${key}" is not a field of schema.json. Check the spelling, or add the field to the schema.`,
        );
      if (value && typeof value === 'object') visitUi(value as Json, at);
    }
  };
  visitUi(files.ui ?? {}, '');

  // Whatever staff write, the theme shows; what it cannot, the checker says.
  findings.push(...checkThemeSupport(schemaFile, files.schema, uiFile, files.ui ?? {}));

  // Submissions go to screens, operations and adapters that exist.
  const options = ((files.ui ?? {})['ui:options'] ?? {}) as Json;
  const submit = (options.submit ?? {}) as Record<string, Json>;
  if (Object.keys(submit).length === 0 && !registries.formDataStepFiles.includes(files.stepId))
    add(
      uiFile,
      '/ui:options',
      'The step says nowhere how it is submitted: add ui:options.submit for its screen, or mark its flow.json step "storesFormData".',
    );
  for (const [screen, spec] of Object.entries(submit)) {
    const at = `/ui:options/submit/${escape(screen)}`;
    if (!registries.routeKeys.includes(screen))
      add(uiFile, at, `There is no screen "${screen}" in the app's routes.`);
    if ('navigate' in spec && !registries.routeKeys.includes(String(spec.navigate)))
      add(uiFile, `${at}/navigate`, `There is no screen "${String(spec.navigate)}" to go to.`);
    ((spec.calls ?? []) as Json[]).forEach((call, index) => {
      if ('adapter' in call) {
        if (!registries.adapterNames.includes(String(call.adapter)))
          add(uiFile, `${at}/calls/${index}/adapter`, `There is no step adapter "${String(call.adapter)}".`);
        return;
      }
      if (!registries.operationIds.includes(String(call.operation))) {
        add(
          uiFile,
          `${at}/calls/${index}/operation`,
          `There is no API operation "${String(call.operation)}" in schemas/api/operations.json.`,
        );
      }
      // A field problem the server names by key shows on a field of this form, or nowhere.
      const topFields = Object.keys((files.schema.properties ?? {}) as Json);
      for (const [name, pointer] of Object.entries((call.fieldErrors ?? {}) as Json)) {
        if (!topFields.includes(String(pointer).split('/')[1] ?? ''))
          add(
            uiFile,
            `${at}/calls/${index}/fieldErrors/${escape(name)}`,
            `"${String(pointer)}" is not a field of schema.json, so the server's "${name}" error would show nowhere. Name a field, like "/${topFields[0] ?? 'field'}".`,
          );
      }
    });
  }
  if (options.adapter !== undefined && !registries.adapterNames.includes(String(options.adapter)))
    add(uiFile, '/ui:options/adapter', `There is no step adapter "${String(options.adapter)}".`);

  // The fill generator reaches every message, and (where the rules are compiled) its fills behave as they say.
  const fillFile = `schemas/steps/${files.stepId}/fill.json`;
  const { check } = compiled;
  if (check)
    for (const seed of [1, 2, 3]) {
      const [error] = check(validFill({ schema, fill: files.fill }, seededRng(seed)));
      if (error) {
        add(
          fillFile,
          '',
          `A generated valid fill fails the schema (${error.instancePath || '/'}: ${error.message ?? ''}). Adjust the hints in fill.json.`,
        );
        break;
      }
    }
  const cases = invalidFills({ schema, fill: files.fill });
  const reached = new Set(cases.map((invalid) => invalid.message));
  for (const message of messagesIn(schema)) {
    if (!reached.has(message))
      add(
        fillFile,
        '',
        `No generated invalid fill shows the message "${message}": QA could not reach it. Add a hint to fill.json.`,
      );
  }
  if (check)
    for (const invalid of cases) {
      if (check(invalid.data).length === 0)
        add(
          fillFile,
          invalid.field,
          `The invalid fill for "${invalid.rule}" passes the schema; it should fail with "${invalid.message}".`,
        );
    }
  return findings;
}

/** Flow steps name step folders that exist and screens the app has. */
export function checkFlowSteps(
  steps: Record<string, { stepFile?: string; screen: string }>,
  stepIds: readonly string[],
  routeKeys: readonly string[],
  /** Where the steps sit in flow.json ('/application/steps'). */
  base = '',
): Finding[] {
  const findings: Finding[] = [];
  for (const [step, config] of Object.entries(steps)) {
    if (config.stepFile && !stepIds.includes(config.stepFile))
      findings.push({
        file: 'schemas/flow.json',
        pointer: `${base}/${step}/stepFile`,
        problem: `${step} names a step folder "${config.stepFile}" that does not exist under schemas/steps. Check the spelling, or add the folder.`,
      });
    if (!routeKeys.includes(config.screen))
      findings.push({
        file: 'schemas/flow.json',
        pointer: `${base}/${step}/screen`,
        problem: `${step} names a screen "${config.screen}" the app does not have. Check the spelling against the other steps' screens.`,
      });
  }
  return findings;
}
