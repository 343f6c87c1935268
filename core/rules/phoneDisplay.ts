/** Spec §5 phone display: 10 digits as (xxx) xxx-xxxx; 11 with a leading 1 as +1 (xxx) xxx-xxxx. Partial input is formatted as far as it goes. */
export function formatPhoneDisplay(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 11 && digits.startsWith('1')) {
    return `+1 ${formatPhoneDisplay(digits.slice(1))}`;
  }
  const local = digits.slice(0, 10);
  if (local.length === 0) return '';
  if (local.length <= 3) return `(${local}`;
  if (local.length <= 6) return `(${local.slice(0, 3)}) ${local.slice(3)}`;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}
