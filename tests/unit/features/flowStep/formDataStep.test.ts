/** Declarative steps (flow.json storesFormData): the contract derived from the step file, and the app's defaults. */
import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import {
  declaredFormData,
  formDataStepBody,
  formDataStepResponse,
} from '../../../../core/rules/formDataSteps';
import { createAjv } from '../../../../core/rules/createAjv';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import { editLabel, formStepRows } from '../../../../src/features/review/formStepRows';
import { withFormDataDefaults } from '../../../../src/features/flowStep/formDataStep';
import type { LoadedStep } from '../../../../src/shared/form/stepFiles';
import { resolveTemplate } from '../../../../src/shared/form/submitMapping';

const housingSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['housingStatus'],
  properties: {
    housingStatus: {
      title: 'Where do you live?',
      type: 'string',
      oneOf: [
        { const: 'RENT', title: 'I rent' },
        { const: 'OWN', title: 'I own my home' },
      ],
    },
    monthlyHousingPayment: { title: 'Monthly rent or mortgage', type: 'number', minimum: 0 },
    sharesHousing: { title: 'Do you share the cost?', type: 'boolean' },
    landlordNote: { title: 'Note', type: 'string', 'x-sensitive': true },
  },
  errorMessage: { required: { housingStatus: 'Required' } },
};

const housingUi = {
  'ui:order': ['monthlyHousingPayment', 'housingStatus', 'sharesHousing', 'landlordNote'],
  monthlyHousingPayment: { 'ui:widget': 'money' },
};
const step: LoadedStep = {
  stepId: 'housing',
  schema: housingSchema as LoadedStep['schema'],
  uiSchema: housingUi,
  rawUiSchema: housingUi,
  options: {},
  validator: {} as LoadedStep['validator'],
};

describe('The contract of a declarative step', () => {
  test('takes the step file itself as the POST body, so the server checks exactly what the form does', () => {
    const body = formDataStepBody(housingSchema);
    expect(body).not.toHaveProperty('$schema');
    const validate = createAjv().compile(withDefinitions(body));
    expect(validate({ housingStatus: 'RENT', monthlyHousingPayment: 950 })).toBe(true);
    expect(validate({ monthlyHousingPayment: 950 })).toBe(false);
    expect(validate({ housingStatus: 'CASTLE' })).toBe(false);
  });

  test('answers GET with the saved form, or null before any save', () => {
    const validate = createAjv().compile(formDataStepResponse);
    expect(validate({ formData: null })).toBe(true);
    expect(validate({ formData: { housingStatus: 'OWN' } })).toBe(true);
    expect(validate({})).toBe(false);
    expect(validate({ formData: 'RENT' })).toBe(false);
  });

  test('stores only the fields the step file declares', () => {
    expect(declaredFormData(housingSchema, { housingStatus: 'RENT', isAdmin: true })).toEqual({
      housingStatus: 'RENT',
    });
  });
});

describe('The app side of a declarative step', () => {
  test('submits the whole form as the step body and prefills every field from formData', () => {
    const withDefaults = withFormDataDefaults(step, 'housing', 'housing');
    const spec = withDefaults.options.submit?.housing;
    expect(spec).toEqual({
      calls: [{ operation: 'postFlowStep', params: { step: 'housing' }, body: { $data: '' } }],
    });
    const form = { housingStatus: 'RENT', monthlyHousingPayment: 950 };
    const body = spec && 'calls' in spec && 'body' in spec.calls[0]! ? spec.calls[0].body : undefined;
    expect(resolveTemplate(body ?? null, { form, query: {} })).toEqual(form);
    expect(withDefaults.options.prefillFromStep).toEqual({
      housingStatus: '/formData/housingStatus',
      monthlyHousingPayment: '/formData/monthlyHousingPayment',
      sharesHousing: '/formData/sharesHousing',
      landlordNote: '/formData/landlordNote',
    });
  });

  test('keeps a submit mapping or prefill the step file writes itself', () => {
    const own = withFormDataDefaults(
      {
        ...step,
        options: {
          prefillFromStep: { housingStatus: '/formData/status' },
          submit: { housing: { navigate: 'review' } },
        },
      },
      'housing',
      'housing',
    );
    expect(own.options.submit?.housing).toEqual({ navigate: 'review' });
    expect(own.options.prefillFromStep).toEqual({ housingStatus: '/formData/status' });
  });

  test('shows its answers on review in ui:order, by label, with money, yes/no and sensitive fields', () => {
    const rows = formStepRows(
      step,
      { housingStatus: 'RENT', monthlyHousingPayment: 950, sharesHousing: false, landlordNote: 'secret' },
      copy.pages.review.formats,
    );
    expect(rows).toEqual([
      { label: 'Monthly rent or mortgage', value: '$950.00' },
      { label: 'Where do you live?', value: 'I rent' },
      { label: 'Do you share the cost?', value: 'No' },
      { label: 'Note', value: copy.pages.review.formats.onFile },
    ]);
  });

  test('labels its review Edit in sentence case, keeping an acronym as written', () => {
    expect(editLabel(copy.pages.review.formats.editStep, 'Your home')).toBe('Edit your home');
    expect(editLabel(copy.pages.review.formats.editStep, 'SSN details')).toBe('Edit SSN details');
  });
});
