import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../../core/pricing/money';

describe('Money in whole cents', () => {
  it('turns dollars into whole cents, rounding half a cent up', () => {
    expect(toCents(88.85)).toBe(8885);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(2500)).toBe(250_000);
    expect(toCents(0)).toBe(0);
  });

  it('turns whole cents back into dollars', () => {
    expect(fromCents(8885)).toBe(88.85);
    expect(fromCents(250_000)).toBe(2500);
  });

  it('refuses a fraction of a cent and what is not a number', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back the same cents after a trip through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
