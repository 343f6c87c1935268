/**
 * SSN entry: ###-##-#### as typed, shown masked (•••-••-1234) until the applicant asks to see it.
 * Pure. Because the masked text hides digits, an edit is read by comparing the text shown before and
 * after it: the characters both share are kept digits, what changed between them is the edit.
 */
export const ssnMaskCharacter = '•';
const ssnLength = 9;
/** The first five digits (area and group) are masked; the last four may show, as on most statements. */
const maskedDigits = 5;

export function ssnDigitsOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '').slice(0, ssnLength) : '';
}

/** Digits as ###-##-####, as far as they go ("12345" -> "123-45"). */
export function formatSsn(digits: string): string {
  const d = ssnDigitsOf(digits);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The formatted SSN with its first five digits masked: "123456789" -> "•••-••-6789". */
export function maskSsn(digits: string): string {
  let index = 0;
  return formatSsn(digits).replace(/\d/g, (digit) => (index++ < maskedDigits ? ssnMaskCharacter : digit));
}

const isDigitSlot = (character: string) => character !== '-';

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffixLength(a: string, b: string, limit: number): number {
  let length = 0;
  while (length < limit && a[a.length - 1 - length] === b[b.length - 1 - length]) length += 1;
  return length;
}

/** How many digits the shown text holds before position `end`. */
const digitsBefore = (shown: string, end: number) => [...shown.slice(0, end)].filter(isDigitSlot).length;

/** Where the edit sits in both texts: [start, previousEnd) of the old text became [start, nextEnd) of the new. */
function editRange(previousShown: string, nextShown: string, caret: number | undefined) {
  const prefix = commonPrefixLength(previousShown, nextShown);
  // The caret sits right after what was typed or pasted; it tells which of several identical mask characters changed.
  if (caret !== undefined && caret >= 0 && caret <= nextShown.length) {
    const suffix = nextShown.length - caret;
    if (suffix <= previousShown.length && previousShown.endsWith(nextShown.slice(caret))) {
      const start = Math.min(prefix, caret, previousShown.length - suffix);
      return { start, previousEnd: previousShown.length - suffix, nextEnd: caret };
    }
  }
  const suffix = commonSuffixLength(
    previousShown,
    nextShown,
    Math.min(previousShown.length, nextShown.length) - prefix,
  );
  return { start: prefix, previousEnd: previousShown.length - suffix, nextEnd: nextShown.length - suffix };
}

/**
 * The SSN digits after the applicant edited the shown text `previousShown` (which displayed
 * `previousDigits`, masked or not) into `nextShown`, with the caret at `caret` afterwards: typing,
 * deleting, pasting "123-45-6789" or "123 45 6789", or replacing a selection. Deleting only a dash
 * deletes the digit before it.
 */
export function ssnDigitsAfterEdit(
  previousDigits: string,
  previousShown: string,
  nextShown: string,
  caret?: number,
): string {
  const { start, previousEnd, nextEnd } = editRange(previousShown, nextShown, caret);
  const inserted = nextShown.slice(start, nextEnd).replace(/\D/g, '');
  let keepBefore = digitsBefore(previousShown, start);
  const keepFrom = digitsBefore(previousShown, previousEnd);
  if (inserted === '' && previousEnd > start && keepBefore === keepFrom)
    keepBefore = Math.max(0, keepBefore - 1);
  return `${previousDigits.slice(0, keepBefore)}${inserted}${previousDigits.slice(keepFrom)}`.slice(
    0,
    ssnLength,
  );
}
