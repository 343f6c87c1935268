/** The step-file checker finds what a staff member can break, each finding naming file, place and fix. */
import { describe, expect, test } from 'vitest';
import stepMetaSchema from '../../../../schemas/step.schema.json';
import {
  checkFlowSteps,
  checkStepFile,
  type CheckRegistries,
} from '../../../../src/staff/stepCheck/checkStepFile';
import { compilingSchemaChecks } from '../../../../src/staff/stepCheck/compilingSchemaChecks';
import { fieldNames } from '../../../../widgets/fieldMap';
import { widgetNames } from '../../../../widgets/widgetMap';

const registries: CheckRegistries = {
  widgetNames: ['money', 'text'],
  fieldNames: ['lookup'],
  routeKeys: ['savings', 'review'],
  operationIds: ['postFlowStep'],
  adapterNames: ['income'],
  formDataStepFiles: ['housing'],
};

const schema = {
  type: 'object',
  required: ['amount'],
  properties: {
    amount: {
      type: 'number',
      minimum: 1,
      errorMessage: { type: 'Expected a number', minimum: 'Must be 1 or more' },
    },
  },
  errorMessage: { required: { amount: 'Required' } },
};
const ui = {
  amount: { 'ui:widget': 'money' },
  'ui:options': {
    submit: { savings: { calls: [{ operation: 'postFlowStep', params: { step: 'savings' } }] } },
  },
};

describe('The step meta-schema editors use', () => {
  test('lists exactly the widgets and fields the theme has', () => {
    const node = stepMetaSchema.definitions.uiNode.properties;
    expect([...node['ui:widget'].enum].sort()).toEqual([...widgetNames].sort());
    expect([...node['ui:field'].enum].sort()).toEqual([...fieldNames].sort());
  });

  test('refuses a ui.json whose submit mapping has neither navigate nor calls', () => {
    const findings = checkStepFile(
      { stepId: 'savings', schema, ui: { ...ui, 'ui:options': { submit: { savings: { go: 'review' } } } } },
      registries,
      compilingSchemaChecks,
    );
    expect(findings.some((finding) => finding.problem.includes('schemas/step.schema.json'))).toBe(true);
  });

  test('refuses a field that takes focus on load, which would raise a phone’s keyboard over the page', () => {
    const findings = checkStepFile(
      { stepId: 'savings', schema, ui: { ...ui, amount: { 'ui:widget': 'money', 'ui:autofocus': true } } },
      registries,
      compilingSchemaChecks,
    );
    expect(findings.some((finding) => finding.problem.includes('schemas/step.schema.json'))).toBe(true);
  });
});

describe('The step-file checker', () => {
  test('finds nothing in a sound step', () => {
    expect(checkStepFile({ stepId: 'savings', schema, ui }, registries, compilingSchemaChecks)).toEqual([]);
  });

  test('asks how a step is submitted, unless flow.json stores its whole form (a declarative step)', () => {
    const noMapping = { amount: { 'ui:widget': 'money' } };
    expect(
      checkStepFile({ stepId: 'savings', schema, ui: noMapping }, registries, compilingSchemaChecks),
    ).toEqual([
      expect.objectContaining({ pointer: '/ui:options', problem: expect.stringContaining('storesFormData') }),
    ]);
    expect(
      checkStepFile({ stepId: 'housing', schema, ui: noMapping }, registries, compilingSchemaChecks),
    ).toEqual([]);
  });

  test('names a misspelt field, an unknown widget, a missing message and an unknown operation', () => {
    const broken = checkStepFile(
      {
        stepId: 'savings',
        schema: {
          ...schema,
          properties: { amount: { type: 'number', maximum: 9, errorMessage: { type: 'Expected a number' } } },
        },
        ui: {
          amout: { 'ui:widget': 'money' },
          amount: { 'ui:widget': 'slider' },
          'ui:options': { submit: { savings: { calls: [{ operation: 'postFlowStepp' }] } } },
        },
      },
      registries,
      compilingSchemaChecks,
    );
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'schemas/steps/savings/ui.json', pointer: '/amout' }),
        expect.objectContaining({
          pointer: '/amount/ui:widget',
          problem: expect.stringContaining('"slider"'),
        }),
        expect.objectContaining({
          file: 'schemas/steps/savings/schema.json',
          pointer: '/properties/amount',
          problem: expect.stringContaining('errorMessage.maximum'),
        }),
        expect.objectContaining({ pointer: '/ui:options/submit/savings/calls/0/operation' }),
      ]),
    );
  });

  test('names a field problem the server names by key that would show on no field of the form', () => {
    const call = (fieldErrors: Record<string, string>) => ({
      ...ui,
      'ui:options': { submit: { savings: { calls: [{ operation: 'postFlowStep', fieldErrors }] } } },
    });
    expect(
      checkStepFile(
        { stepId: 'savings', schema, ui: call({ amount: '/amount' }) },
        registries,
        compilingSchemaChecks,
      ),
    ).toEqual([]);
    expect(
      checkStepFile(
        { stepId: 'savings', schema, ui: call({ phoneNumber: '/phone' }) },
        registries,
        compilingSchemaChecks,
      ),
    ).toEqual([
      expect.objectContaining({
        pointer: '/ui:options/submit/savings/calls/0/fieldErrors/phoneNumber',
        problem: expect.stringContaining('"/phone" is not a field of schema.json'),
      }),
    ]);
  });

  test('stops at a schema ajv cannot compile, saying so', () => {
    const findings = checkStepFile(
      { stepId: 'savings', schema: { type: 'object', properties: { a: { type: 'numbr' } } }, ui },
      registries,
      compilingSchemaChecks,
    );
    expect(findings.at(-1)?.problem).toMatch(/^The schema is not valid JSON Schema/);
    expect(findings.every((finding) => finding.file.endsWith('schema.json'))).toBe(true);
  });

  test('finds a flow step whose folder or screen does not exist', () => {
    expect(
      checkFlowSteps(
        { SAVINGS: { stepFile: 'savngs', screen: 'savings' }, REVIEW: { screen: 'reveiw' } },
        ['savings'],
        registries.routeKeys,
      ),
    ).toHaveLength(2);
  });
});
