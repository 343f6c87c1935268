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
