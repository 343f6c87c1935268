/**
 * The representative example get-relief shows before anything is asked (docs/pricing-rules.md): for the
 * chosen amount and term, the lowest and highest monthly payment and APR over the risk tiers of
 * schemas/pricing.json that lend that amount (a tier's decision.tierMaxLoanAmounts caps it), from the same
 * math as the offers: it never advertises a price no one can be offered. Pure.
 */
import { loanTerms } from './loanTerms';
import { fromCents } from './money';
import pricing from '../../schemas/pricing.json';
import { riskTiers, type RiskTier } from './pricingTables';

export type Span = { lowest: number; highest: number };

export type RepresentativeExample = {
  loanAmount: number;
  loanTermInMonths: number;
  /** In dollars. */
  monthlyPaymentAmount: Span;
  /** Decimals to two decimals of a percent (0.1073 is 10.73 %). */
  annualPercentageRate: Span;
};

const span = (values: number[]): Span => ({ lowest: Math.min(...values), highest: Math.max(...values) });

export function representativeExample(loanAmount: number, loanTermInMonths: number): RepresentativeExample {
  const caps: Partial<Record<RiskTier, number>> = pricing.decision.tierMaxLoanAmounts;
  const lending = riskTiers.filter((tier) => loanAmount <= (caps[tier] ?? Number.POSITIVE_INFINITY));
  const terms = lending.map((tier) => loanTerms(loanAmount, loanTermInMonths, tier));
  return {
    loanAmount,
    loanTermInMonths,
    monthlyPaymentAmount: span(terms.map((term) => fromCents(term.monthlyPaymentCents))),
    annualPercentageRate: span(terms.map((term) => term.annualPercentageRate)),
  };
}
