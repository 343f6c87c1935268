/**
 * What a new password must be (NIST SP 800-63B §3.1.1.2): at least 8 characters, counted as Unicode
 * code points; long passphrases welcome; not a commonly used or breached password, nor the email or
 * the service's name; no rules about mixing character kinds. Pure: the blocklist is passed in.
 */
export const minimumPasswordLength = 8;
export const maximumPasswordLength = 128;

export interface PasswordContext {
  email: string;
  isCommonPassword: (candidate: string) => boolean;
}

const serviceWords = ['reliefloans', 'relief loans', 'relief-loans'];

/** The reason a password cannot be used, in the applicant's words; null when it can. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  const length = [...password.normalize('NFKC')].length;
  // Spaces are allowed (a passphrase), but not spaces alone.
  if (password.trim() === '') return 'Enter a password';
  if (length < minimumPasswordLength)
    // The field's hint already suggests a few words: the error says only what is wrong.
    return `Use at least ${minimumPasswordLength} characters`;
  if (length > maximumPasswordLength) return `Use ${maximumPasswordLength} characters or fewer`;
  const folded = password.trim().toLowerCase();
  const email = context.email.trim().toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (folded === email || (localPart.length >= 4 && folded === localPart))
    return 'Choose a password that is not your email address';
  if (serviceWords.some((word) => folded.replace(/\d+$/, '') === word))
    return 'Choose a password that is not the name of this service';
  if (context.isCommonPassword(folded))
    return 'This password is too common and easy to guess. Choose another, for example a few unrelated words.';
  return null;
}
