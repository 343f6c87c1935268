/**
 * Submit transforms of the identity and agree steps: the form holds what the applicant reads
 * (123-45-6789, 03/14/1987, ticked boxes); the API takes digits and consent names. Pure.
 */
import legal from '../../schemas/legal/consents.json';

/** "123-45-6789" or "123 45 6789" -> "123456789"; the API stores and compares digits only. */
export function ssnDigits(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\D/g, '') : value;
}

/** "03/14/1987" -> "03141987": the spec's MMDDYYYY (operations.json personalInfoBody). */
export function dobDigits(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\D/g, '') : value;
}

/** The agree form's ticked consent checkboxes as the titleNames the API records (schemas/legal/consents.json). */
export function agreedConsents(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return [];
  const form = value as Record<string, unknown>;
  return legal.consents
    .filter((consent) => form[consent.formField] === true)
    .map((consent) => consent.titleName);
}
