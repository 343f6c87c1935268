/**
 * Rules that a JSON Schema keyword cannot express, registered once as ajv formats and used by both
 * the reference server (runtime ajv) and the app (precompiled standalone validators import this
 * module, so no rule is ever written twice). Pure functions: no I/O, no React.
 */
import product from '../../schemas/product.json';

/** Spec §5: the amount is rounded to the nearest hundred before the range check. */
export function roundLoanAmount(amount: number): number {
  return Math.round(amount / product.loanAmount.step) * product.loanAmount.step;
}

export function isLoanAmount(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const rounded = roundLoanAmount(amount);
  return rounded >= product.loanAmount.min && rounded <= product.loanAmount.max;
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The ten digits of a US number, without a leading country code 1. */
function nationalDigits(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Ten digits (or 11 with a leading country code 1): the first check, so a short number gets its own message. */
export function isUsPhoneDigits(value: string): boolean {
  return /^\d{10}$/.test(nationalDigits(value));
}

/** US numbers: 10 digits (or 11 with a leading country code 1); area code and exchange start 2–9 (NANP). */
export function isUsPhone(value: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(nationalDigits(value));
}

/** Nine digits, with dashes and spaces allowed: the first check, so a short number gets its own message. */
export function isSsnDigits(value: string): boolean {
  return /^\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

/** Spec §5: area not 000, 666 or 9xx; group not 00; serial not 0000. Dashes and spaces are allowed. */
export function isSsn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/** Parses MMDDYYYY (slashes allowed) into a calendar date, or null when it is not a real date. */
export function parseDob(value: string): { year: number; month: number; day: number } | null {
  const digits = value.replace(/\//g, '');
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(digits);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/**
 * A date of birth someone could have: a real calendar date as MM/DD/YYYY (slashes optional), not in
 * the future, at most 120 years ago. Checked before the age, so a typo and an under-18 applicant get
 * different messages.
 */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const dob = parseDob(value);
  if (!dob) return false;
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  const dobKey = dob.year * 10000 + dob.month * 100 + dob.day;
  return dobKey <= todayKey && dob.year >= today.getFullYear() - 120;
}

/** Spec §5: an applicant under 18 today is invalid; a date in the future or over 120 years ago too. */
export function isAdultDob(value: string, today: Date = new Date()): boolean {
  const dob = parseDob(value);
  if (!dob) return false;
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  let age = year - dob.year;
  if (month < dob.month || (month === dob.month && day < dob.day)) age -= 1;
  return age >= 18 && age <= 120;
}

/**
 * Spec §5: graduation within the last 100 years and the next 10, counted from the current year. The
 * window's two ends have their own messages, so each end is a format of its own.
 */
export function isGraduationYearNotTooOld(year: number, today: Date = new Date()): boolean {
  return year >= today.getFullYear() - 100;
}

export function isGraduationYearNotTooFar(year: number, today: Date = new Date()): boolean {
  return year <= today.getFullYear() + 10;
}

/** Spec §5/§9: a job's start year is one of 51 years, counting down from next year. */
export function jobStartYears(today: Date = new Date()): number[] {
  const first = today.getFullYear() + 1;
  return Array.from({ length: 51 }, (_, offset) => first - offset);
}

export function isJobStartYear(year: number, today: Date = new Date()): boolean {
  return jobStartYears(today).includes(year);
}

/**
 * An ABA routing transit number: nine digits that start as the Federal Reserve assigns them (00–12
 * banks, 21–32 thrifts, 61–72 electronic, 80 traveller's checks; never all zeros) and whose weighted
 * sum (3, 7, 1 repeated) is a multiple of 10, so one mistyped digit or two swapped neighbours are
 * caught before any money moves.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const assigned =
    prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!assigned) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}

/**
 * The ajv format definitions. Keys are the names step schemas use in "format"; the standalone
 * validators reference this object by name, so it must stay a plain exported constant.
 */
export const formats = {
  'loan-amount': { type: 'number', validate: isLoanAmount },
  'us-phone-digits': { type: 'string', validate: isUsPhoneDigits },
  'us-phone': { type: 'string', validate: isUsPhone },
  'ssn-digits': { type: 'string', validate: isSsnDigits },
  ssn: { type: 'string', validate: isSsn },
  'adult-dob': { type: 'string', validate: (value: string) => isAdultDob(value) },
  'birth-date': { type: 'string', validate: (value: string) => isBirthDate(value) },
  'graduation-year-not-too-old': {
    type: 'number',
    validate: (value: number) => isGraduationYearNotTooOld(value),
  },
  'graduation-year-not-too-far': {
    type: 'number',
    validate: (value: number) => isGraduationYearNotTooFar(value),
  },
  'job-start-year': { type: 'number', validate: (value: number) => isJobStartYear(value) },
  'aba-routing-number': { type: 'string', validate: isAbaRoutingNumber },
} as const;
