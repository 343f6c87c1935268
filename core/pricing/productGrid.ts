/**
 * The amounts and terms an offer can have, from schemas/product.json (loanAmount, loanTerm; spec §9):
 * $200 to $2,500 in hundreds and 3 to 18 months in threes today. Pure.
 */
import product from '../../schemas/product.json';

type Range = { min: number; max: number; step: number };

function steps({ min, max, step }: Range): number[] {
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
}

/** Every loan amount offered, in dollars, smallest first. */
export const offeredLoanAmounts: readonly number[] = steps(product.loanAmount);

/** Every term offered, in months, shortest first. */
export const offeredLoanTerms: readonly number[] = steps(product.loanTerm);

/** The product's APR cap (configuration.maxApr, a decimal: 0.3595 is 35.95 %). */
export const maxApr: number = product.configuration.maxApr;

/** Refuses an amount or term that is not on the product's grid. */
export function assertOnGrid(loanAmount: number, loanTermInMonths: number): void {
  if (!offeredLoanAmounts.includes(loanAmount)) {
    throw new RangeError(`$${loanAmount} is not a loan amount of schemas/product.json (loanAmount)`);
  }
  if (!offeredLoanTerms.includes(loanTermInMonths)) {
    throw new RangeError(`${loanTermInMonths} months is not a loan term of schemas/product.json (loanTerm)`);
  }
}

/** The grid amount closest to `loanAmount` without going over it, within the product's range. */
export function gridAmountAtMost(loanAmount: number): number {
  const below = offeredLoanAmounts.filter((amount) => amount <= loanAmount);
  return below.at(-1) ?? (offeredLoanAmounts[0] as number);
}

/** The grid term nearest `loanTermInMonths` (the shorter of two equally near), within the product's range. */
export function nearestGridTerm(loanTermInMonths: number): number {
  return offeredLoanTerms.reduce((best, term) =>
    Math.abs(term - loanTermInMonths) < Math.abs(best - loanTermInMonths) ? term : best,
  );
}
