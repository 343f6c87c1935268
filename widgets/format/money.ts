/** en-US USD display (spec §1: two decimals; whole dollars where the field takes hundreds). */
export function formatUsd(amount: number, wholeDollars = false): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: wholeDollars ? 0 : 2,
    maximumFractionDigits: wholeDollars ? 0 : 2,
  }).format(amount);
}

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
