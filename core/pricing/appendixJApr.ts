/**
 * The annual percentage rate of Regulation Z Appendix J (12 CFR 1026), actuarial method, for a
 * single-advance loan repaid in monthly payments. The unit-period is a month, so there are
 * 12 unit-periods a year (Appendix J (b)(5)(ii)); the APR is 12 × i, where i is the unit-period rate
 * at which the payments, discounted back to the advance, equal the amount financed (the general
 * equation of (b)(8) with one advance):
 *
 *   amountFinanced = Σₖ paymentₖ / ((1 + f·i) · (1 + i)^(t + k − 1)),  k = 1…n
 *
 * where the first payment falls t full months plus f = oddDays / 30 of a month after the advance
 * ((b)(5)(ii); a fraction of a unit-period earns simple interest, (b)(6)). Offers are regular: their
 * first payment is due one month after the loan is issued (t = 1, f = 0, the default); an odd first
 * period is supported for a caller whose first due date is not one month out (`firstPeriodBetween`).
 * Payments may differ from one another (an odd first or final payment is just another amount).
 *
 * i is found by bisection to 1e-13 a month, so the APR is exact far below the 1/100 of a percentage
 * point it is shown to (and Regulation Z's 1/8 point tolerance, §1026.22(a)(2)). Pure.
 */
import { addMonths, daysBetween, type IsoDate } from './calendarDates';
import { assertCents } from './money';

/** When the first payment falls after the advance: whole months, then odd days (a day is 1/30 of a month). */
export type FirstPeriod = { fullMonths: number; oddDays: number };

const regularFirstPeriod: FirstPeriod = { fullMonths: 1, oddDays: 0 };
const unitPeriodsPerYear = 12;
const daysPerMonthUnit = 30;
const rateTolerance = 1e-13;

/**
 * The APR, as a decimal (0.1073 is 10.73 %), of `amountFinancedCents` advanced once and repaid by
 * `paymentsCents`, one a month, the first after `firstPeriod` (regular: one month).
 */
export function appendixJApr(
  amountFinancedCents: number,
  paymentsCents: readonly number[],
  firstPeriod: FirstPeriod = regularFirstPeriod,
): number {
  assertCents(amountFinancedCents);
  paymentsCents.forEach(assertCents);
  const { fullMonths, oddDays } = firstPeriod;
  if (!Number.isInteger(fullMonths) || fullMonths < 0 || !(oddDays >= 0 && oddDays < daysPerMonthUnit)) {
    throw new RangeError(
      `a first period of ${fullMonths} months and ${oddDays} days is not one Appendix J counts`,
    );
  }
  if (amountFinancedCents <= 0 || paymentsCents.length === 0 || fullMonths + oddDays === 0) {
    throw new RangeError('an APR needs an amount financed, payments, and a first payment after the advance');
  }
  const fraction = oddDays / daysPerMonthUnit;
  const presentValue = (rate: number): number =>
    paymentsCents.reduce(
      (sum, payment, index) => sum + payment / ((1 + fraction * rate) * (1 + rate) ** (fullMonths + index)),
      0,
    );

  const totalOfPayments = paymentsCents.reduce((sum, payment) => sum + payment, 0);
  if (totalOfPayments < amountFinancedCents) {
    throw new RangeError('the payments repay less than the amount financed: no finance charge, no APR');
  }
  if (totalOfPayments === amountFinancedCents) return 0;

  // The present value falls as the rate rises: bracket the rate, then halve the bracket.
  let low = 0;
  let high = 0.1;
  while (presentValue(high) > amountFinancedCents) {
    low = high;
    high *= 2;
  }
  while (high - low > rateTolerance) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinancedCents) low = middle;
    else high = middle;
  }
  return unitPeriodsPerYear * ((low + high) / 2);
}

/**
 * The first period between an advance and the first payment as Appendix J (b)(5)(ii) counts it: whole
 * months measured back from the payment date, then the days from the advance to the start of the
 * first whole month. From 1978-02-10 to 1978-04-01 is 1 month and 19 days. Months are counted back by
 * day of the month (clamped to a shorter month's last day); the month-end convention of (b)(3)(iv) for
 * a series due on the last day of each month is not applied here.
 */
export function firstPeriodBetween(advanceDate: IsoDate, firstPaymentDate: IsoDate): FirstPeriod {
  if (daysBetween(advanceDate, firstPaymentDate) <= 0) {
    throw new RangeError(
      `the first payment (${firstPaymentDate}) must fall after the advance (${advanceDate})`,
    );
  }
  let fullMonths = 0;
  while (daysBetween(advanceDate, addMonths(firstPaymentDate, -(fullMonths + 1))) >= 0) fullMonths += 1;
  return { fullMonths, oddDays: daysBetween(advanceDate, addMonths(firstPaymentDate, -fullMonths)) };
}

/** The APR as disclosed: to two decimals of a percent, as a decimal (0.107349 is 0.1073). */
export function roundApr(apr: number): number {
  return Math.round(Number((apr * 10_000).toPrecision(12))) / 10_000;
}

/** The APR as shown: "10.73%". */
export function formatApr(apr: number): string {
  return `${(roundApr(apr) * 100).toFixed(2)}%`;
}
