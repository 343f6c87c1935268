/**
 * How many characters a plain input takes: a string's `maxLength`, or for a number with a `maximum`
 * its whole digits (and a point and two decimals unless it is an integer), so "hours per week" (at
 * most 168) takes "167.5" but not thirty digits; else the UI schema's `ui:options.maxLength` (a
 * ZIP code, whose pattern bounds it). Undefined: no bound.
 */
export function inputMaxLength(
  schema: { type?: unknown; maxLength?: unknown; maximum?: unknown },
  uiMaxLength?: unknown,
) {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  if ((schema.type === 'number' || schema.type === 'integer') && typeof schema.maximum === 'number') {
    const wholeDigits = String(Math.trunc(Math.abs(schema.maximum))).length;
    return schema.type === 'integer' ? wholeDigits : wholeDigits + 3;
  }
  return typeof uiMaxLength === 'number' ? uiMaxLength : undefined;
}
