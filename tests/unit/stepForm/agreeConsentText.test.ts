/**
 * What the agree page shows is what the server records: each consent checkbox's label and text in
 * schemas/steps/agree are the consent of schemas/legal/consents.json whose version is stored with
 * the agreement. Changing one without the other (and the version) fails here.
 */
import { expect, test } from 'vitest';
import legal from '../../../schemas/legal/consents.json';
import schema from '../../../schemas/steps/agree/schema.json';
import ui from '../../../schemas/steps/agree/ui.json';

test('Each consent the server records is the one the agree page shows, word for word', () => {
  const properties = schema.properties as Record<string, { title?: string } | undefined>;
  const uiFields = ui as unknown as Record<string, { 'ui:help'?: string } | undefined>;
  for (const consent of legal.consents) {
    expect(properties[consent.formField], consent.formField).toBeDefined();
    expect(schema.required, consent.formField).toContain(consent.formField);
    expect(uiFields[consent.formField]?.['ui:help'], consent.formField).toBe(consent.text);
  }
  const checkboxes = Object.entries(uiFields).filter(
    ([, field]) => (field as { 'ui:widget'?: string })?.['ui:widget'] === 'checkbox',
  );
  expect(checkboxes.map(([name]) => name).sort()).toEqual(
    legal.consents.map((consent) => consent.formField).sort(),
  );
});
