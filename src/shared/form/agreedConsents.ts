/**
 * The submit transform of a step that asks for consents (agree, offer-review): the form holds ticked
 * boxes, the API takes consent names. Pure.
 */
import legal from '../../../schemas/legal/consents.json';

/**
 * The form's ticked consent checkboxes as the titleNames the API records: each consent of
 * schemas/legal/consents.json whose formField is ticked. A step's form holds only its own consents'
 * boxes, so the same transform serves every step that asks for some.
 */
export function agreedConsents(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return [];
  const form = value as Record<string, unknown>;
  return legal.consents
    .filter((consent) => form[consent.formField] === true)
    .map((consent) => consent.titleName);
}
