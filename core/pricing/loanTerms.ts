/**
 * The money of one loan (spec §9), in whole cents, for a loan amount and term of the
 * product's grid at a risk tier's price:
 * - monthly payment: the amortised payment of the loan amount at interestRate / 12, rounded to cents;
 * - total of payments (total to repay) = monthly payment × term: every payment is the same, the last
 *   one included, so the few cents the rounded payment is off the exact amortisation are interest;
 * - origination fee: from the tier's fee rule, taken from the loan amount at funding;
 * - amount financed (amount to you) = loan amount − origination fee;
 * - finance charge = total of payments − amount financed (interest plus fee);
 * - interest = total of payments − loan amount;
 * - APR: Regulation Z Appendix J over the amount financed and the payments, first one a month after
 *   issue. A price above product.json's maxApr is refused, never offered.
 * Pure.
 */
import { amortizedPayment } from './amortizedPayment';
import { appendixJApr, roundApr } from './appendixJApr';
import { toCents } from './money';
import { originationFee, tierPricing, type RiskTier } from './pricingTables';
import { assertOnGrid, maxApr } from './productGrid';

export type LoanTerms = {
  loanAmountCents: number;
  loanTermInMonths: number;
  interestRate: number;
  monthlyPaymentCents: number;
  totalOfPaymentsCents: number;
  originationFeeCents: number;
  amountFinancedCents: number;
  financeChargeCents: number;
  interestCents: number;
  /** The Appendix J APR as a decimal, rounded as disclosed (0.1073 is 10.73 %). */
  annualPercentageRate: number;
};

export function loanTerms(loanAmount: number, loanTermInMonths: number, tier: RiskTier): LoanTerms {
  assertOnGrid(loanAmount, loanTermInMonths);
  const { interestRate, originationFee: feeRule } = tierPricing(tier);
  const loanAmountCents = toCents(loanAmount);
  const monthlyPaymentCents = amortizedPayment(loanAmountCents, interestRate, loanTermInMonths);
  const totalOfPaymentsCents = monthlyPaymentCents * loanTermInMonths;
  const originationFeeCents = originationFee(loanAmountCents, feeRule);
  const amountFinancedCents = loanAmountCents - originationFeeCents;
  const annualPercentageRate = roundApr(
    appendixJApr(amountFinancedCents, Array<number>(loanTermInMonths).fill(monthlyPaymentCents)),
  );
  if (annualPercentageRate > maxApr) {
    throw new RangeError(
      `tier ${tier} prices $${loanAmount} over ${loanTermInMonths} months at an APR of ${annualPercentageRate}, ` +
        `above product.json's maxApr ${maxApr}: lower the tier's rate or fee in schemas/pricing.json`,
    );
  }
  return {
    loanAmountCents,
    loanTermInMonths,
    interestRate,
    monthlyPaymentCents,
    totalOfPaymentsCents,
    originationFeeCents,
    amountFinancedCents,
    financeChargeCents: totalOfPaymentsCents - amountFinancedCents,
    interestCents: totalOfPaymentsCents - loanAmountCents,
    annualPercentageRate,
  };
}
