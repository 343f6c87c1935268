/**
 * Values that look like an SSN or a date of birth (docs/architecture.md "Privacy"): nothing that
 * leaves the browser for analytics, error reports or monitoring may carry one. The app scrubs with
 * it, and the reference server stores only redacted copies: a value that merely looks like one (a
 * dated referrer, a numeric click id) costs the word, never the whole batch or the visitor's id.
 * Epoch timestamps are longer digit runs, so the digit boundaries keep them out. Pure.
 */
const ssnLike = /(?<!\d)\d{3}[- ]?\d{2}[- ]?\d{4}(?!\d)/;
const dobLike = /(?<!\d)(0[1-9]|1[0-2])[/.-]?(0[1-9]|[12]\d|3[01])[/.-]?(19|20)\d{2}(?!\d)/;
const isoDobLike = /(?<!\d)(19|20)\d{2}[/.-]?(0[1-9]|1[0-2])[/.-]?(0[1-9]|[12]\d|3[01])(?!\d)/;
/** A whole ISO instant the app itself wrote (eventTimestamp, occurredAt): a time, not a birth date. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** Ids (an application's uuid in a page address) are random hex, not a person's number: left out. */
const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function looksSensitive(text: string): boolean {
  if (isoInstant.test(text)) return false;
  const withoutIds = text.replace(uuids, ' ');
  return ssnLike.test(withoutIds) || dobLike.test(withoutIds) || isoDobLike.test(withoutIds);
}

/** The text with anything that looks like an SSN or a birth date replaced (error messages, stacks). */
export function redactSensitive(text: string): string {
  if (isoInstant.test(text)) return text;
  return text
    .replace(new RegExp(ssnLike.source, 'g'), '[redacted]')
    .replace(new RegExp(dobLike.source, 'g'), '[redacted]')
    .replace(new RegExp(isoDobLike.source, 'g'), '[redacted]');
}

/** True when any string or number anywhere in the value looks sensitive. */
export function containsSensitiveValue(value: unknown): boolean {
  if (typeof value === 'string') return looksSensitive(value);
  if (typeof value === 'number') return looksSensitive(String(value));
  if (Array.isArray(value)) return value.some(containsSensitiveValue);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsSensitiveValue);
  return false;
}

/** A copy with every string that looks sensitive redacted, and every such number dropped (null). */
export function redactSensitiveValues<T>(value: T): T {
  const redact = (item: unknown): unknown => {
    if (typeof item === 'string') return looksSensitive(item) ? redactSensitive(item) : item;
    if (typeof item === 'number') return looksSensitive(String(item)) ? null : item;
    if (Array.isArray(item)) return item.map(redact);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, redact(entry)]));
    return item;
  };
  return redact(value) as T;
}
