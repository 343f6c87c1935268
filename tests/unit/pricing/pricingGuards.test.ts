import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the pricing modules over a pricing.json product staff might have written. */
async function withPricing(tables: unknown) {
  vi.resetModules();
  vi.doMock('../../../schemas/pricing.json', () => ({ default: tables }));
  return import('../../../core/pricing/loanTerms');
}

afterEach(() => {
  vi.doUnmock('../../../schemas/pricing.json');
  vi.resetModules();
});

describe('A pricing table product staff got wrong', () => {
  it('cannot price an offer above maxApr: the server is refused, in plain words', async () => {
    const { loanTerms } = await withPricing({
      rateLockDays: 30,
      tiers: { A: { interestRate: 0.3, originationFee: { percentage: 0.02, flatAmount: 0 } } },
    });
    expect(() => loanTerms(1000, 18, 'A')).not.toThrow();
    expect(() => loanTerms(200, 3, 'A')).toThrow(
      /above product\.json's maxApr 0\.3595: lower the tier's rate or fee/,
    );
  });

  it('is refused on load when a rate is a percent instead of a decimal', async () => {
    await expect(
      withPricing({
        rateLockDays: 30,
        tiers: { A: { interestRate: 15.99, originationFee: { percentage: 0, flatAmount: 0 } } },
      }),
    ).rejects.toThrow(/tier A: interestRate must be a decimal/);
  });

  it('is refused on load when a flat fee has fractions of a cent or the rate lock is not whole days', async () => {
    await expect(
      withPricing({
        rateLockDays: 0.5,
        tiers: { A: { interestRate: 0.1, originationFee: { percentage: 0, flatAmount: 1.005 } } },
      }),
    ).rejects.toThrow(
      /rateLockDays must be a whole number of days.*tier A: originationFee\.flatAmount must be dollars and cents/,
    );
  });

  it('is refused on load when it lists no tier', async () => {
    await expect(withPricing({ rateLockDays: 30, tiers: {} })).rejects.toThrow(/tiers lists no risk tier/);
  });
});
