/**
 * The agree step's submit transform: the form holds ticked boxes, the API takes consent names. Pure.
 */
import legal from '../../schemas/legal/consents.json';

/** The agree form's ticked consent checkboxes as the titleNames the API records (schemas/legal/consents.json). */
export function agreedConsents(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return [];
  const form = value as Record<string, unknown>;
  return legal.consents
    .filter((consent) => form[consent.formField] === true)
    .map((consent) => consent.titleName);
}
