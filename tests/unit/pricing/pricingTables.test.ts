import { describe, expect, it } from 'vitest';
import pricing from '../../../schemas/pricing.json';
import { originationFee, rateLockDays, riskTiers, tierPricing } from '../../../core/pricing/pricingTables';

describe('The pricing tables of schemas/pricing.json', () => {
  it('lists its risk tiers best first, each with a rate and a fee rule', () => {
    expect(riskTiers).toEqual(Object.keys(pricing.tiers));
    expect(riskTiers.length).toBeGreaterThan(0);
    for (const tier of riskTiers) {
      expect(tierPricing(tier)).toEqual(pricing.tiers[tier]);
    }
  });

  it('charges a better tier no more interest than a worse one', () => {
    const rates = riskTiers.map((tier) => tierPricing(tier).interestRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('holds an offer for a whole number of days', () => {
    expect(Number.isInteger(rateLockDays) && rateLockDays > 0).toBe(true);
  });

  it('refuses a tier it does not have', () => {
    expect(() => tierPricing('Z' as never)).toThrow(RangeError);
  });
});

describe('The origination fee', () => {
  it('is a percentage of the loan amount, rounded to cents, plus a flat amount in dollars', () => {
    expect(originationFee(100_000, { percentage: 0.01, flatAmount: 0 })).toBe(1_000);
    expect(originationFee(25_000, { percentage: 0.015, flatAmount: 0 })).toBe(375);
    expect(originationFee(33_300, { percentage: 0.0125, flatAmount: 0 })).toBe(416); // 416.25 cents
    expect(originationFee(30_000, { percentage: 0.0125, flatAmount: 0 })).toBe(375);
    expect(originationFee(50_000, { percentage: 0.02, flatAmount: 4.99 })).toBe(1_499);
    expect(originationFee(50_000, { percentage: 0, flatAmount: 5 })).toBe(500);
  });

  it('may be nothing', () => {
    expect(originationFee(250_000, { percentage: 0, flatAmount: 0 })).toBe(0);
  });
});
