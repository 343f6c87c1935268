/** Each QA preset fills every step it touches with data the step accepts and that leads to its branch. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../../core/rules/createAjv';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import { seededRng } from '../../../../src/staff/fill/generateFills';
import { branchPresets, presetFill, presetSummary } from '../../../../src/staff/qaToolkit/branchPresets';

type Json = Record<string, unknown>;
const stepsDir = join(import.meta.dirname, '../../../../schemas/steps');
const readJson = (stepId: string, file: string): Json | undefined => {
  const path = join(stepsDir, stepId, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
};
const presetSteps = [...new Set(branchPresets.flatMap((preset) => Object.keys(preset.steps)))];

test('There is a preset for each branch of docs/test-scenarios.md the brief names', () => {
  expect(branchPresets.map((preset) => preset.id)).toEqual([
    'qualified',
    'bankLinkOptional',
    'bankLinkRequired',
    'disqualified',
    'cashLine',
    'turndown',
    'unableToVerify',
    'stateNotAvailable',
    'incomeNotAvailable',
  ]);
});

describe.each(presetSteps)('On step %s', (stepId) => {
  const schema = withDefinitions(readJson(stepId, 'schema.json') as Json);
  const fill = readJson(stepId, 'fill.json');
  const validate = createAjv().compile(schema);

  test.each(branchPresets.map((preset) => [preset.name, preset] as const))(
    'QA’s "%s" preset fills data the step accepts, the same for the same seed',
    (_name, preset) => {
      const data = presetFill(preset, stepId, { schema, fill }, seededRng(7));
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(presetFill(preset, stepId, { schema, fill }, seededRng(7))).toEqual(data);
    },
  );
});

test('A preset sets what leads to its branch on the step that decides it', () => {
  const step = (stepId: string) => ({
    schema: withDefinitions(readJson(stepId, 'schema.json') as Json),
    fill: readJson(stepId, 'fill.json'),
  });
  const preset = (id: string) => branchPresets.find((item) => item.id === id)!;
  const rng = () => seededRng(1);
  expect(presetFill(preset('cashLine'), 'id-verification', step('id-verification'), rng()).ssn).toBe(
    '123-45-3501',
  );
  expect(presetFill(preset('bankLinkOptional'), 'savings', step('savings'), rng())).toEqual({
    savingsCheckingAmount: 10000,
    investmentsAmount: 0,
  });
  expect(
    (
      presetFill(preset('stateNotAvailable'), 'address-and-phone', step('address-and-phone'), rng())
        .address as Json
    ).stateCode,
  ).toBe('NY');
  expect(presetFill(preset('incomeNotAvailable'), 'income', step('income'), rng()).jobs).toEqual([
    expect.objectContaining({ annualIncome: 11000 }),
  ]);
  expect(presetFill(preset('turndown'), 'get-started', step('get-started'), rng()).lastName).toBe('Turndown');
  expect(presetSummary(preset('cashLine'), 'id-verification')).toBe('ssn 123-45-3501');
  expect(presetSummary(preset('cashLine'), 'phone')).toBe('valid data on this step');
});
