/**
 * What a consent step shows is what the server records: each step that sends agreedConsents (agree,
 * offer-review) has one required checkbox per consent of schemas/legal/consents.json for that step
 * (its `step`, agree when none), whose help is the consent's text whose version is stored with the
 * agreement. Changing one without the other (and the version) fails here.
 */
import { describe, expect, test } from 'vitest';
import legal from '../../../../schemas/legal/consents.json';

type StepSchema = { required?: string[]; properties: Record<string, unknown> };
type UiNode = { 'ui:widget'?: string; 'ui:help'?: string; 'ui:options'?: { documents?: string[] } };

const schemas = import.meta.glob<StepSchema>('../../../../schemas/steps/*/schema.json', {
  import: 'default',
  eager: true,
});
const uis = import.meta.glob<Record<string, unknown>>('../../../../schemas/steps/*/ui.json', {
  import: 'default',
  eager: true,
});
const stepIdOf = (path: string) => path.split('/').at(-2) ?? '';

/** Steps whose submit sends the ticked consents (the agreedConsents transform). */
const consentSteps = Object.entries(uis)
  .filter(([, ui]) => JSON.stringify(ui).includes('"$transform":"agreedConsents"'))
  .map(([path]) => stepIdOf(path))
  .sort();

const consentsOf = (stepId: string) =>
  legal.consents.filter((consent) => ((consent as { step?: string }).step ?? 'agree') === stepId);

test('Agree and offer-review are the steps that ask for consents', () => {
  expect(consentSteps).toEqual(['agree', 'offer-review']);
});

describe.each(consentSteps)('The %s step', (stepId) => {
  const schema = schemas[`../../../../schemas/steps/${stepId}/schema.json`]!;
  const ui = uis[`../../../../schemas/steps/${stepId}/ui.json`] as Record<string, UiNode | undefined>;

  test('shows each consent the server records for it, word for word; only the required ones must be ticked', () => {
    const consents = consentsOf(stepId);
    expect(consents.length).toBeGreaterThan(0);
    for (const consent of consents) {
      expect(schema.properties[consent.formField], consent.formField).toBeDefined();
      // An optional consent (texts, decision 0069) is never required by the form either.
      if (consent.required) expect(schema.required, consent.formField).toContain(consent.formField);
      else expect(schema.required, consent.formField).not.toContain(consent.formField);
      expect(ui[consent.formField]?.['ui:help'], consent.formField).toBe(consent.text);
    }
    const checkboxes = Object.entries(ui).filter(([, field]) => field?.['ui:widget'] === 'checkbox');
    expect(checkboxes.map(([name]) => name).sort()).toEqual(
      consents.map((consent) => consent.formField).sort(),
    );
  });

  test('links each box to the documents its consent agrees to, the ones filed when it is given', () => {
    for (const consent of consentsOf(stepId))
      expect(ui[consent.formField]?.['ui:options']?.documents ?? [], consent.formField).toEqual(
        (consent as { documents?: string[] }).documents ?? [],
      );
  });
});
