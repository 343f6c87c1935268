import { getDecimalSeparator as rjsfSeparator } from '@rjsf/utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import getDecimalSeparator from '../../../../scripts/rjsfDecimalSeparator';

// rjsfSeparator: RJSF's own (the build plugins apply to the browser build only), which
// scripts/vitePluginRjsfReplacements.ts replaces there.

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

describe('getDecimalSeparator for the browser build', () => {
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
