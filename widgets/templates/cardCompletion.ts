/**
 * Whether a card of a list (a job) is finished: every field its schema, as resolved for its answers,
 * requires holds an answer of its type, and none of its fields has an error. Such a card may fold to
 * a one-line summary; any other stays open. Pure.
 */
import type { RJSFSchema } from '@rjsf/utils';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an RJSF error schema (or a part of one) holds any message. */
export function hasErrors(errorSchema: unknown): boolean {
  if (!isRecord(errorSchema)) return false;
  return Object.entries(errorSchema).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );
}

function schemaTypes(schema: unknown): unknown[] {
  if (!isRecord(schema)) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** An answer: not empty, a number where a number is asked (a money field may hold text), an object with its required parts. */
function answered(value: unknown, schema: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '' && !schemaTypes(schema).some(isNumberType);
  if (typeof value === 'number') return Number.isFinite(value);
  if (isRecord(value)) {
    const required = isRecord(schema) && Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const parts = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
    return required.length > 0
      ? required.every((key) => answered(value[key], parts[key]))
      : Object.values(value).some((part) => answered(part, undefined));
  }
  return true;
}

const isNumberType = (type: unknown) => type === 'number' || type === 'integer';

/** True when the card answers every field its resolved schema requires and shows no error. */
export function isCardFinished(schema: RJSFSchema, data: unknown, errorSchema: unknown): boolean {
  if (!isRecord(data) || hasErrors(errorSchema)) return false;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return (schema.required ?? []).every((key) => answered(data[key], properties[key]));
}
