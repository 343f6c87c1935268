/** Date-of-birth entry: MM/DD/YYYY as typed (spec §5: entered as MMDDYYYY). Pure. */
const dobLength = 8;

/** "03141987" or "03/14/1987" -> "03/14/1987"; partial input is formatted as far as it goes ("0314" -> "03/14"). */
export function formatDobInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, dobLength);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
