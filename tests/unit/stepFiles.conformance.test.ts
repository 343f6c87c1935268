/**
 * The conformance suite over every step file: the step-file checker (src/staff/stepCheck) finds nothing —
 * strict schema, real UI keys, widgets and fields, a message per rule, real submit targets, fills
 * that reach every message — and the app's precompiled validators agree with the server's ajv: valid
 * fills pass and each invalid case fails with exactly its message, on its field.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import flow from '../../schemas/flow.json';
import { createAjv } from '../../core/rules/createAjv';
import { stepFormSchema } from '../../core/rules/usedDefinitions';
import { withDefinitions } from '../../core/rules/withDefinitions';
import { invalidFills, seededRng, validFill } from '../../src/staff/fill/generateFills';
import { checkFlowSteps, checkStepFile } from '../../src/staff/stepCheck/checkStepFile';
import { compilingSchemaChecks } from '../../src/staff/stepCheck/compilingSchemaChecks';
import { errorSchemaToPointers, moveRequiredErrorsToFields } from '../../src/shared/form/validationErrors';
import { stepFileRegistries } from '../../src/staff/stepCheck/stepFileRegistries';

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

const registries = stepFileRegistries;

test('Every flow step that names a step file points at a folder that exists, and its screen is a route', () => {
  const steps = { ...flow.preFlow.steps, ...flow.application.steps } as Record<
    string,
    { stepFile?: string; screen: string }
  >;
  expect(checkFlowSteps(steps, stepIds, registries.routeKeys)).toEqual([]);
});

describe.each(stepIds)('Step file %s', (stepId) => {
  const raw = readJson(stepId, 'schema.json') as Json;
  const ui = readJson(stepId, 'ui.json') ?? {};
  const fill = readJson(stepId, 'fill.json');
  const schema = withDefinitions(raw);
  const ajv = createAjv();
  const validate = ajv.compile(schema);
  // The app's schema: only the shared definitions the step uses (what its validator was built from).
  const appSchema = stepFormSchema(raw);
  const precompiled = createPrecompiledValidator(
    validators[`../../src/generated/validators/${stepId}.js`] as ValidatorFunctions,
    appSchema as never,
  );
  const messagesOf = (data: Json) => {
    const { errorSchema } = precompiled.validateFormData(
      data,
      appSchema as never,
      undefined,
      moveRequiredErrorsToFields,
    );
    return errorSchemaToPointers(errorSchema);
  };

  test('passes the step-file checker: strict schema, real UI keys, a message per rule, real targets, fills that reach every message', () => {
    expect(
      checkStepFile(
        { stepId, schema: raw, ui, ...(fill ? { fill } : {}) },
        registries,
        compilingSchemaChecks,
      ),
    ).toEqual([]);
  });

  test('accepts its valid fills with the app’s precompiled validator too', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const data = validFill({ schema, fill }, seededRng(seed));
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(messagesOf(data)).toEqual({});
    }
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
