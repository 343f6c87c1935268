import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepFormSchema } from '../../../schemas/rules/usedDefinitions';
import type { JsonSchemaObject } from '../../../schemas/rules/withDefinitions';
import { deferredNeeds, firstRenderNeeds } from '../../../src/stepForm/stepNeeds';

const stepFile = (stepId: string, file: 'schema.json' | 'ui.json'): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../schemas/steps', stepId, file), 'utf8'));
// The schema the app renders: the step's with the shared definitions it uses (scripts/compileValidators.ts).
const step = (stepId: string) => ({
  schema: stepFormSchema(stepFile(stepId, 'schema.json') as JsonSchemaObject),
  ui: stepFile(stepId, 'ui.json'),
});

describe('A step form loads the code its first render shows, and the rest at the first touch (src/stepForm/stepNeeds.ts)', () => {
  it('Income’s first screen has no job, so no lookup: the occupation and employer lookups wait', () => {
    const { schema, ui } = step('income');
    const first = firstRenderNeeds(schema, ui, {});
    expect(first.fields.has('lookup')).toBe(false);
    expect(first.widgets.has('choiceCards')).toBe(true);
    // "Other income" is always on the page, as an empty list with its add button.
    expect(first.arrays).toBe(true);
    expect(deferredNeeds(schema, ui).fields).toEqual(new Set(['lookup']));
  });

  it('A returning applicant’s saved job shows its lookups at once', () => {
    const { schema, ui } = step('income');
    const saved = {
      baseIncomeType: 'EMPLOYED',
      jobs: [{ earningsType: 'SALARY', occupation: { id: '1', name: 'Nurse' }, annualIncome: 64000 }],
    };
    const first = firstRenderNeeds(schema, ui, saved);
    expect(first.fields.has('lookup')).toBe(true);
    expect(first.widgets.has('money')).toBe(true);
    // Choosing "employed" without a job yet shows the empty list, still no lookup.
    expect(firstRenderNeeds(schema, ui, { baseIncomeType: 'EMPLOYED', jobs: [] }).fields.has('lookup')).toBe(
      false,
    );
  });

  it('Education shows the school lookup and its choices only once a level that has them is saved', () => {
    const { schema, ui } = step('education');
    const first = firstRenderNeeds(schema, ui, {});
    expect(first.fields.has('lookup')).toBe(false);
    expect(first.choices).toBe(false);
    expect(deferredNeeds(schema, ui)).toMatchObject({ fields: new Set(['lookup']), choices: true });
    const saved = firstRenderNeeds(schema, ui, {
      educationLevel: 'BACHELORS',
      institution: { id: '-1', name: 'Night school' },
    });
    expect(saved.fields.has('lookup')).toBe(true);
  });

  it('Steps whose parts all show at first leave nothing for later', () => {
    for (const stepId of ['id-verification', 'address', 'agree', 'savings', 'offer-review']) {
      const { schema, ui } = step(stepId);
      expect(deferredNeeds(schema, ui), stepId).toEqual({
        widgets: new Set(),
        fields: new Set(),
        arrays: false,
        choices: false,
      });
    }
  });

  it('Follows $refs, unconditional allOf members and nested conditions; ignores what conditions test', () => {
    const schema = {
      definitions: { pay: { type: 'object', properties: { amount: { type: 'number' } } } },
      properties: {
        kind: { type: 'string', anyOf: [{ const: 'a' }] },
        pay: { $ref: '#/definitions/pay' },
      },
      allOf: [
        { properties: { always: { type: 'string' } } },
        {
          if: { properties: { kind: { oneOf: [{ const: 'a' }] } } },
          then: { allOf: [{ then: { properties: { deep: { type: 'string' } } } }] },
        },
      ],
    };
    const ui = {
      kind: { 'ui:widget': 'choiceCards' },
      pay: { amount: { 'ui:widget': 'money' } },
      always: { 'ui:widget': 'phone' },
      deep: { 'ui:field': 'lookup' },
    };
    expect(firstRenderNeeds(schema, ui, {})).toEqual({
      widgets: new Set(['choiceCards', 'money', 'phone']),
      fields: new Set(),
      arrays: false,
      choices: true,
    });
    expect(firstRenderNeeds(schema, ui, { deep: 'x' }).fields).toEqual(new Set(['lookup']));
  });
});
