import { getDecimalSeparator } from '@rjsf/utils';
import { afterEach, describe, expect, test, vi } from 'vitest';

// RJSF's getDecimalSeparator as patched (patches/@rjsf+utils+6.11.1.patch, patches/README.md): one
// answer per locale list, and none built for plain English. What RJSF 6.11.1 itself answers:
function rjsfSeparator(languages?: string | string[]): string {
  const locales = languages || [...navigator.languages];
  try {
    const parts = new Intl.NumberFormat(locales).formatToParts(1.1);
    return parts.find((part) => part.type === 'decimal')?.value || '.';
  } catch {
    return '.';
  }
}

/** Stubs Intl so each number format built is counted; returns how many so far. */
function countNumberFormats(): () => number {
  let built = 0;
  class CountedNumberFormat extends Intl.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      built += 1;
    }
  }
  vi.stubGlobal('Intl', { ...Intl, NumberFormat: CountedNumberFormat });
  return () => built;
}

describe("RJSF's getDecimalSeparator, patched", () => {
  afterEach(() => vi.unstubAllGlobals());

  test.each([
    ['en-US'],
    ['de-DE'],
    ['fr-FR'],
    [['de-DE', 'en-US']],
    [['en-US', 'de-DE']],
    ['en'],
    ['EN-us'],
    ['en-ZA'],
    ['en-DE'],
    ['en-US-u-nu-arab'],
    ['not a locale!'],
    [[]],
  ])('answers as RJSF does for %j', (locales) => {
    expect(getDecimalSeparator(locales)).toBe(rjsfSeparator(locales as string[]));
  });

  test("uses the browser's languages when given none, as RJSF does", () => {
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    expect(getDecimalSeparator()).toBe(',');
    expect(getDecimalSeparator()).toBe(rjsfSeparator());
  });

  test('builds one number format per locale list, however often it is asked', () => {
    const built = countNumberFormats();
    for (let call = 0; call < 50; call += 1) expect(getDecimalSeparator('es-ES')).toBe(',');
    expect(built()).toBe(1);
  });

  test('builds no number format at all for a browser in plain English', () => {
    const built = countNumberFormats();
    vi.stubGlobal('navigator', { languages: ['en-US', 'es-US'] });
    expect(getDecimalSeparator()).toBe('.');
    // A spelling no other test asked for, so no answer is remembered from before.
    expect(getDecimalSeparator('En')).toBe('.');
    expect(built()).toBe(0);
  });
});
