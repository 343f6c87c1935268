/**
 * Reads what an applicant typed into a money field: "$1,000.50" -> 1000.5; "" -> undefined; text
 * that is not a number comes back unchanged so the schema answers "Expected a number".
 */
export function parseMoneyInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const cleaned = trimmed.replace(/[$,\s]/g, '');
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return text;
  return Number(cleaned);
}

/** The largest amount a money field takes when its schema names no maximum (the loan amount's). */
export const defaultMoneyMaximum = 9_999_999.99;

/** The largest amount of a money field: its schema's `maximum`, else $9,999,999.99. */
export const moneyMaximumOf = (schema: { maximum?: unknown }): number =>
  typeof schema.maximum === 'number' ? schema.maximum : defaultMoneyMaximum;

/**
 * Whether a money field takes `text` as typed: no more dollar digits than its largest amount has and
 * at most two for cents, so no one can type a number the field would refuse anyway ("$9,999,999.99"
 * at most). Text that is not a number is for the schema's message to explain.
 */
export function moneyTextFits(text: string, maximum: number): boolean {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim().replace(/[$,\s]/g, ''));
  if (!match) return true;
  const dollars = match[1] ?? '';
  const cents = match[2] ?? '';
  return dollars.length <= String(Math.trunc(maximum)).length && cents.length <= 2;
}
