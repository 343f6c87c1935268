/** What an email address must look like on the provider's forms: one @, something each side, a dot after it. */
export const maxEmailLength = 254;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  if (value.length === 0) return 'Enter your email address';
  if (value.length > maxEmailLength || !emailPattern.test(value))
    return 'Enter an email address like name@example.com';
  return undefined;
}
