import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizedPayment } from '../../../core/pricing/amortizedPayment';

describe('The amortised monthly payment', () => {
  it.each([
    {
      principal: 100_000,
      rate: 0.12,
      term: 12,
      payment: 8_885,
      words: '$1,000 at 12 % for 12 months is $88.85',
    },
    {
      principal: 500_000,
      rate: 0.12,
      term: 36,
      payment: 16_607,
      words: '$5,000 at 12 % for 36 months is $166.07',
    },
    {
      principal: 1_000_000,
      rate: 0.06,
      term: 60,
      payment: 19_333,
      words: '$10,000 at 6 % for 60 months is $193.33',
    },
    {
      principal: 20_000,
      rate: 0.3599,
      term: 3,
      payment: 7_070,
      words: '$200 at 35.99 % for 3 months is $70.70',
    },
    {
      principal: 100_000,
      rate: 0,
      term: 3,
      payment: 33_333,
      words: '$1,000 at no interest for 3 months is $333.33',
    },
    {
      principal: 100_000,
      rate: 0.12,
      term: 1,
      payment: 101_000,
      words: '$1,000 at 12 % for 1 month is $1,010.00',
    },
  ])('$words', ({ principal, rate, term, payment }) => {
    expect(amortizedPayment(principal, rate, term)).toBe(payment);
  });

  it('pays the loan off to within the rounding of each payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 10_000),
        fc.integer({ min: 1, max: 60 }),
        (principal, rate, term) => {
          const payment = amortizedPayment(principal, rate, term);
          expect(Number.isInteger(payment)).toBe(true);
          // each payment is off the exact one by at most half a cent, carried at interest to the end
          let balance = principal;
          let allowance = 0;
          for (let month = 0; month < term; month += 1) {
            balance = balance * (1 + rate / 12) - payment;
            allowance = allowance * (1 + rate / 12) + 0.5;
          }
          expect(Math.abs(balance)).toBeLessThanOrEqual(allowance + 1e-6);
        },
      ),
    );
  });

  it('refuses a fraction of a cent, a term that is not whole months and a negative rate', () => {
    expect(() => amortizedPayment(100.5, 0.1, 12)).toThrow(RangeError);
    expect(() => amortizedPayment(10_000, 0.1, 0)).toThrow(RangeError);
    expect(() => amortizedPayment(10_000, 0.1, 1.5)).toThrow(RangeError);
    expect(() => amortizedPayment(10_000, -0.1, 12)).toThrow(RangeError);
  });
});
