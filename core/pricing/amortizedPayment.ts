/**
 * The standard amortised monthly payment (spec §9): the level payment that repays
 * `principalCents` over `termInMonths` months at the monthly rate annualInterestRate / 12, rounded
 * to the nearest cent. With no interest it is the principal over the term, rounded. Pure.
 */
import { assertCents } from './money';

export function amortizedPayment(
  principalCents: number,
  annualInterestRate: number,
  termInMonths: number,
): number {
  assertCents(principalCents);
  if (!Number.isInteger(termInMonths) || termInMonths < 1) {
    throw new RangeError(`a term of ${termInMonths} months is not a whole number of months`);
  }
  if (!(annualInterestRate >= 0)) throw new RangeError(`${annualInterestRate} is not an interest rate`);
  const monthlyRate = annualInterestRate / 12;
  const exact =
    monthlyRate === 0
      ? principalCents / termInMonths
      : // 1 − (1 + r)^−n, written so that a small rate keeps its digits
        (principalCents * monthlyRate) / -Math.expm1(-termInMonths * Math.log1p(monthlyRate));
  // toPrecision first drops binary noise, as roundToCents does (a payment of x.5 cents rounds up).
  return Math.round(Number(exact.toPrecision(12)));
}
