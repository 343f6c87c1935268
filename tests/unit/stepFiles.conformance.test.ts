/**
 * The conformance suite over every step file (STYLE.md #2): it compiles in ajv strict mode, its UI
 * schema names only real properties and registered widgets/fields, every rule has a message, every
 * submit mapping names a real operation and route, flow.json and the step folders agree, and the
 * fill generator's valid data passes while each invalid case fails with exactly its message — both
 * with the server's ajv and with the app's precompiled validators.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import contract from '../../schemas/api/operations.json';
import flow from '../../schemas/flow.json';
import { createAjv } from '../../schemas/rules/createAjv';
import { withDefinitions } from '../../schemas/rules/withDefinitions';
import { invalidFills, seededRng, validFill } from '../../src/fill/generateFills';
import { routesByKey } from '../../src/routes/routeTable';
import { stepAdapterNames } from '../../src/stepAdapters/stepAdapters';
import { errorSchemaToPointers, moveRequiredErrorsToFields } from '../../src/stepForm/validationErrors';
import { fieldNames } from '../../widgets/fieldMap';
import { widgetNames } from '../../widgets/widgetMap';

const stepsDir = join(import.meta.dirname, '../../schemas/steps');
const stepIds = readdirSync(stepsDir).filter((name) => existsSync(join(stepsDir, name, 'schema.json')));
const validators = import.meta.glob<ValidatorFunctions>('../../src/generated/validators/*.js', {
  import: 'default',
  eager: true,
});

type Json = Record<string, unknown>;
const readJson = (stepId: string, file: string): Json | undefined => {
  const path = join(stepsDir, stepId, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
};

const validationKeywords = [
  'type',
  'format',
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
];

function walkSchemas(schema: Json, visit: (node: Json, path: string) => void, path = ''): void {
  visit(schema, path);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'definitions' || key === 'errorMessage') continue;
    if (value && typeof value === 'object') walkSchemas(value as Json, visit, `${path}/${key}`);
  }
}

function propertyNames(schema: Json): Set<string> {
  const names = new Set<string>();
  walkSchemas(schema, (node) => {
    if (node.properties && typeof node.properties === 'object') {
      for (const name of Object.keys(node.properties)) names.add(name);
    }
  });
  return names;
}

test('Every flow step that names a step file points at a folder that exists', () => {
  const steps = { ...flow.preFlow.steps, ...flow.application.steps } as Record<
    string,
    { stepFile?: string; screen: string }
  >;
  for (const [step, config] of Object.entries(steps)) {
    if (config.stepFile) expect(stepIds, `${step} -> ${config.stepFile}`).toContain(config.stepFile);
    expect(routesByKey.has(config.screen), `${step} screen ${config.screen}`).toBe(true);
  }
});

describe.each(stepIds)('Step file %s', (stepId) => {
  const raw = readJson(stepId, 'schema.json') as Json;
  const ui = readJson(stepId, 'ui.json') ?? {};
  const fill = readJson(stepId, 'fill.json');
  const schema = withDefinitions(raw);
  const ajv = createAjv();
  const validate = ajv.compile(schema);
  const precompiled = createPrecompiledValidator(
    validators[`../../src/generated/validators/${stepId}.js`] as ValidatorFunctions,
    schema as never,
  );
  const messagesOf = (data: Json) => {
    const { errorSchema } = precompiled.validateFormData(
      data,
      schema as never,
      undefined,
      moveRequiredErrorsToFields,
    );
    return errorSchemaToPointers(errorSchema);
  };

  test('compiles in ajv strict mode', () => {
    expect(typeof validate).toBe('function');
  });

  test('its UI schema names only real properties, widgets and fields', () => {
    const names = propertyNames(schema);
    const visitUi = (node: Json) => {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('ui:')) {
          if (key === 'ui:widget') expect(widgetNames, `${stepId} widget`).toContain(value);
          if (key === 'ui:field') expect(fieldNames, `${stepId} field`).toContain(value);
          continue;
        }
        // An array's `items` holds the UI schema of its items (RJSF), not a property.
        if (key === 'items' && value && typeof value === 'object') {
          visitUi(value as Json);
          continue;
        }
        expect(names.has(key), `${stepId}: ui.json key "${key}" is not a property`).toBe(true);
        if (value && typeof value === 'object') visitUi(value as Json);
      }
    };
    visitUi(ui);
  });

  test('gives every validation rule a message', () => {
    walkSchemas(schema, (node, path) => {
      const messages = (node.errorMessage ?? {}) as Json;
      for (const keyword of validationKeywords) {
        if (!(keyword in node) || keyword === 'type') continue;
        const isUiOnly = keyword === 'maxLength' && path.endsWith('/state');
        if (!isUiOnly) expect(messages[keyword], `${stepId}${path} ${keyword}`).toBeTypeOf('string');
      }
    });
    for (const definition of Object.values(schema.definitions)) {
      walkSchemas(definition as Json, (node, path) => {
        const messages = (node.errorMessage ?? {}) as Json;
        for (const keyword of ['format', 'minimum', 'maximum', 'multipleOf', 'minLength', 'pattern']) {
          if (keyword in node)
            expect(messages[keyword], `definition ${path} ${keyword}`).toBeTypeOf('string');
        }
      });
    }
  });

  test('submits only to operations of the contract and routes of the app', () => {
    const submit = ((ui['ui:options'] as Json | undefined)?.submit ?? {}) as Record<string, Json>;
    expect(Object.keys(submit).length).toBeGreaterThan(0);
    for (const [screen, spec] of Object.entries(submit)) {
      expect(routesByKey.has(screen), `${stepId}: screen ${screen}`).toBe(true);
      if ('navigate' in spec) expect(routesByKey.has(spec.navigate as string)).toBe(true);
      for (const call of (spec.calls ?? []) as Json[]) {
        if ('adapter' in call) {
          expect(stepAdapterNames, `${stepId}: adapter ${String(call.adapter)}`).toContain(call.adapter);
          continue;
        }
        expect(Object.keys(contract.operations), `${stepId}: ${String(call.operation)}`).toContain(
          call.operation,
        );
      }
    }
    const adapter = (ui['ui:options'] as Json | undefined)?.adapter;
    if (adapter !== undefined) expect(stepAdapterNames, `${stepId}: adapter`).toContain(adapter);
  });

  test('accepts its valid fills', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const data = validFill({ schema, fill }, seededRng(seed));
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(messagesOf(data)).toEqual({});
    }
  });

  test('has an invalid fill for every message it carries, so QA can reach each one', () => {
    const messages = new Set<string>();
    const collect = (message: unknown): void => {
      if (typeof message === 'string') messages.add(message);
      else if (message && typeof message === 'object') Object.values(message).forEach(collect);
    };
    const definitions = schema.definitions as Record<string, Json>;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node as Json)) {
        if (key === 'definitions') continue;
        if (key === 'errorMessage') collect(value);
        else if (key === '$ref' && typeof value === 'string')
          visit(definitions[value.replace('#/definitions/', '')]);
        else visit(value);
      }
    };
    visit(schema);
    const generated = new Set(invalidFills({ schema, fill }).map((invalid) => invalid.message));
    expect([...messages].filter((message) => !generated.has(message))).toEqual([]);
  });

  test('rejects each invalid fill with exactly its message, on its field', () => {
    const cases = invalidFills({ schema, fill });
    expect(cases.length).toBeGreaterThan(0);
    for (const invalid of cases) {
      expect(validate(invalid.data), invalid.rule).toBe(false);
      expect(messagesOf(invalid.data), invalid.rule).toEqual({ [invalid.field]: invalid.message });
    }
  });
});
