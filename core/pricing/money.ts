/**
 * Money in integer cents (offers are computed in cents, shown in dollars). Dollars come in
 * and go out at the edges only; every sum, difference and product in between is of whole cents, so
 * no binary fraction (0.1 + 0.2) ever reaches a disclosure. Rounding reuses the one rule of
 * core/rules/annualPay.ts. Pure.
 */
import { roundToCents } from '../rules/annualPay';

/** A dollar amount as whole cents, rounded half up: 88.85 is 8885, 0.005 is 1. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`${dollars} is not an amount of money`);
  return Math.round(roundToCents(dollars) * 100);
}

/** Whole cents as dollars: 8885 is 88.85. */
export function fromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** Refuses a number that is not a whole number of cents (a fraction of a cent means a rounding was missed). */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
}
