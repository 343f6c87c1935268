import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rjsfFieldsNeeded } from '../../../../src/shared/form/rjsfFields';

const stepSchema = (stepId: string): unknown =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../../schemas/steps', stepId, 'schema.json'), 'utf8'),
  );

describe('RJSF’s array and choice fields load with the steps that have them (src/shared/form/rjsfFields.ts)', () => {
  it('Income (its jobs) needs the array field; education (its school choices) the anyOf/oneOf field', () => {
    expect(rjsfFieldsNeeded(stepSchema('income')).arrays).toBe(true);
    expect(rjsfFieldsNeeded(stepSchema('education')).choices).toBe(true);
  });

  it('A plain step loads neither', () => {
    expect(rjsfFieldsNeeded(stepSchema('savings'))).toEqual({ arrays: false, choices: false });
    expect(rjsfFieldsNeeded(stepSchema('agree'))).toEqual({ arrays: false, choices: false });
  });

  it('Arrays and choices are found at any depth, but not in messages or listed values', () => {
    expect(
      rjsfFieldsNeeded({
        properties: { a: { allOf: [{ then: { properties: { b: { type: ['array', 'null'] } } } }] } },
      }),
    ).toEqual({ arrays: true, choices: false });
    expect(rjsfFieldsNeeded({ properties: { c: { oneOf: [{ const: 'x' }] } } })).toEqual({
      arrays: false,
      choices: true,
    });
    expect(
      rjsfFieldsNeeded({
        properties: { d: { type: 'string', enum: ['items'], errorMessage: { items: 'x' } } },
      }),
    ).toEqual({ arrays: false, choices: false });
  });
});
