/**
 * RJSF's getDecimalSeparator (@rjsf/utils lib/getDecimalSeparator.js) for the browser build: the
 * same answer, the locale's decimal separator from Intl or '.', but worked out once per locale list
 * rather than with a new Intl.NumberFormat on every call (see scripts/vitePluginRjsfReplacements.ts).
 *
 * For a browser whose first language is plain English ('en', 'en-US': CLDR's decimal point is '.')
 * no number format is built at all: the first Intl.NumberFormat of a page sets up the number data
 * and took ~65 ms at 4x CPU inside the render that mounts a step's first number field (loan amount,
 * income; docs/decisions/0051-forms-that-waited-for-data-mount-in-slices.md). Any other language, regional
 * English included ('en-ZA' and 'en-DE' write a comma), still asks Intl.
 */
const separators = new Map<string, string>();
const decimalPointLocales = new Set(['en', 'en-us']);

function separatorOf(locales: string | readonly string[]): string {
  try {
    const parts = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1);
    return parts.find((part) => part.type === 'decimal')?.value || '.';
  } catch {
    return '.';
  }
}

export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const first = typeof locales === 'string' ? locales : locales[0];
  if (first !== undefined && decimalPointLocales.has(first.toLowerCase())) return '.';
  const key = typeof locales === 'string' ? locales : locales.join('\u0000');
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = separatorOf(locales);
    separators.set(key, separator);
  }
  return separator;
}
