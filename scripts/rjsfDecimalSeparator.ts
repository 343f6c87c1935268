/**
 * RJSF's getDecimalSeparator (@rjsf/utils lib/getDecimalSeparator.js) for the browser build: the
 * same answer, the locale's decimal separator from Intl or '.', but worked out once per locale list
 * rather than with a new Intl.NumberFormat on every call (see scripts/vitePluginRjsfReplacements.ts).
 */
const separators = new Map<string, string>();

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
  const key = typeof locales === 'string' ? locales : locales.join('\u0000');
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = separatorOf(locales);
    separators.set(key, separator);
  }
  return separator;
}
