import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendixJApr,
  firstPeriodBetween,
  formatApr,
  roundApr,
  type FirstPeriod,
} from '../../../core/pricing/appendixJApr';

const repeat = (cents: number, count: number): number[] => Array<number>(count).fill(cents);

/**
 * Written here, apart from the module under test: the amount financed carried forward the way
 * Appendix J (a)(2) describes the actuarial method. At the end of each unit-period the unpaid balance
 * grows by the finance charge earned (simple interest for the odd days before the first whole month)
 * and falls by the payment. What is left after the last payment is 0 at the exact APR, below 0 (the
 * payments overpay) at a lower rate and above 0 (money left unpaid) at a higher one.
 */
function balanceLeft(
  amountFinancedCents: number,
  paymentsCents: readonly number[],
  apr: number,
  firstPeriod: FirstPeriod = { fullMonths: 1, oddDays: 0 },
): number {
  const monthlyRate = apr / 12;
  let balance = amountFinancedCents * (1 + (monthlyRate * firstPeriod.oddDays) / 30);
  for (let month = 1; month < firstPeriod.fullMonths; month += 1) balance *= 1 + monthlyRate;
  paymentsCents.forEach((payment, index) => {
    if (index > 0 || firstPeriod.fullMonths > 0) balance *= 1 + monthlyRate;
    balance -= payment;
  });
  return balance;
}

/**
 * Regulation Z, 12 CFR part 1026, Appendix J (c) "Examples for the actuarial method", the examples
 * that are single-advance loans repaid monthly, with the APR the regulation prints, and the classic
 * 12 % loan. Each published APR is checked twice: our APR rounds to it, and, independently of our
 * solver, at half a hundredth of a point below it the payments overpay while at half a hundredth
 * above it they leave money unpaid, so the printed figure is the right rounding of the true rate.
 */
const examples: {
  name: string;
  amountFinancedCents: number;
  paymentsCents: number[];
  firstPeriod?: FirstPeriod;
  publishedApr: number;
}[] = [
  {
    name: '(c)(1)(i) monthly, regular first period: $5,000, 24 payments of $230',
    amountFinancedCents: 500_000,
    paymentsCents: repeat(23_000, 24),
    publishedApr: 0.0969,
  },
  {
    name: '(c)(1)(ii) monthly, long first period (advance 2/10/78, first payment 4/1/78): $6,000, 36 payments of $200',
    amountFinancedCents: 600_000,
    paymentsCents: repeat(20_000, 36),
    firstPeriod: { fullMonths: 1, oddDays: 19 },
    publishedApr: 0.1182,
  },
  {
    name: '(c)(2)(i) monthly, irregular first payment: $5,000, $250 then 23 payments of $230',
    amountFinancedCents: 500_000,
    paymentsCents: [25_000, ...repeat(23_000, 23)],
    publishedApr: 0.1008,
  },
  {
    name: '(c)(3)(i) monthly, irregular final payment: $5,000, 23 payments of $230 then $280',
    amountFinancedCents: 500_000,
    paymentsCents: [...repeat(23_000, 23), 28_000],
    publishedApr: 0.105,
  },
  {
    name: '(c)(4)(i) monthly, irregular first and final payments: $5,000, $250, 22 payments of $230, $280',
    amountFinancedCents: 500_000,
    paymentsCents: [25_000, ...repeat(23_000, 22), 28_000],
    publishedApr: 0.109,
  },
  {
    name: 'the classic: $5,000 financed, 36 payments of $166.07',
    amountFinancedCents: 500_000,
    paymentsCents: repeat(16_607, 36),
    publishedApr: 0.12,
  },
];

describe('The Appendix J APR of a single-advance loan repaid monthly', () => {
  describe.each(examples)('$name', ({ amountFinancedCents, paymentsCents, firstPeriod, publishedApr }) => {
    it(`rounds to the ${(publishedApr * 100).toFixed(2)} % the regulation prints`, () => {
      expect(roundApr(appendixJApr(amountFinancedCents, paymentsCents, firstPeriod))).toBe(publishedApr);
    });

    it('is confirmed by carrying the balance forward, apart from the solver', () => {
      const halfAHundredth = 0.00005;
      expect(
        balanceLeft(amountFinancedCents, paymentsCents, publishedApr - halfAHundredth, firstPeriod),
      ).toBeLessThan(0);
      expect(
        balanceLeft(amountFinancedCents, paymentsCents, publishedApr + halfAHundredth, firstPeriod),
      ).toBeGreaterThan(0);
    });

    it('leaves less than a thousandth of a cent unpaid at the unrounded APR', () => {
      const apr = appendixJApr(amountFinancedCents, paymentsCents, firstPeriod);
      expect(Math.abs(balanceLeft(amountFinancedCents, paymentsCents, apr, firstPeriod))).toBeLessThan(0.001);
    });
  });

  it('counts the first period of example (c)(1)(ii) from its dates: 1 month and 19 days', () => {
    expect(firstPeriodBetween('1978-02-10', '1978-04-01')).toEqual({ fullMonths: 1, oddDays: 19 });
  });

  it('counts a first payment one month after the advance as a regular first period', () => {
    expect(firstPeriodBetween('2026-01-15', '2026-02-15')).toEqual({ fullMonths: 1, oddDays: 0 });
    expect(firstPeriodBetween('2026-03-10', '2026-04-10')).toEqual({ fullMonths: 1, oddDays: 0 });
  });

  it('counts a short first period as days only', () => {
    expect(firstPeriodBetween('2026-03-10', '2026-03-30')).toEqual({ fullMonths: 0, oddDays: 20 });
  });

  it('refuses a first payment on or before the advance', () => {
    expect(() => firstPeriodBetween('2026-03-10', '2026-03-10')).toThrow(RangeError);
  });

  it('is 0 when the payments repay exactly the amount financed', () => {
    expect(appendixJApr(120_000, repeat(10_000, 12))).toBe(0);
  });

  it('refuses payments that repay less than the amount financed', () => {
    expect(() => appendixJApr(120_000, repeat(9_999, 12))).toThrow(RangeError);
  });

  it('refuses fractions of a cent and an empty payment stream', () => {
    expect(() => appendixJApr(1000.5, [2000])).toThrow(RangeError);
    expect(() => appendixJApr(1000, [])).toThrow(RangeError);
  });

  it('solves the equation for any stream of level payments, to well under a hundredth of a point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0.0001, max: 2, noNaN: true }),
        (amountFinancedCents, count, aprGuess) => {
          const monthlyRate = aprGuess / 12;
          const payment = Math.ceil((amountFinancedCents * monthlyRate) / (1 - (1 + monthlyRate) ** -count));
          const apr = appendixJApr(amountFinancedCents, repeat(payment, count));
          // at a billionth below the APR the payments overpay, at a billionth above they leave money unpaid
          expect(balanceLeft(amountFinancedCents, repeat(payment, count), apr - 1e-9)).toBeLessThan(0);
          expect(balanceLeft(amountFinancedCents, repeat(payment, count), apr + 1e-9)).toBeGreaterThan(0);
          // a larger payment always means a higher APR
          expect(appendixJApr(amountFinancedCents, repeat(payment + 1, count))).toBeGreaterThan(apr);
        },
      ),
    );
  });
});

describe('The APR as disclosed', () => {
  it('is rounded to two decimals of a percent', () => {
    expect(roundApr(0.107349)).toBe(0.1073);
    expect(roundApr(0.10735)).toBe(0.1074);
    expect(roundApr(0.3595)).toBe(0.3595);
  });

  it('is shown as a percent with two decimals', () => {
    expect(formatApr(0.1073)).toBe('10.73%');
    expect(formatApr(0.12)).toBe('12.00%');
    expect(formatApr(0.35949)).toBe('35.95%');
    expect(formatApr(0)).toBe('0.00%');
  });
});
