/**
 * The words of get-relief's representative example (docs/pricing-rules.md) for the amount and term as typed:
 * the amount rounded as the form rounds it, the product's default term when none is chosen, and nothing for
 * an amount or term the product does not lend (the example is of an offer that could be made). Figures from
 * the pricing tables (core/pricing/representativeExample.ts). Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import { formatApr } from '../../../core/pricing/appendixJApr';
import { offeredLoanAmounts, offeredLoanTerms } from '../../../core/pricing/productGrid';
import { representativeExample, type Span } from '../../../core/pricing/representativeExample';
import { formatUsd, formatWholeUsd } from '../../../core/rules/displayFormats';
import { roundLoanAmount } from '../../../core/rules/formats';
import { fillTemplate } from '../../../widgets/copy';

const span = ({ lowest, highest }: Span, format: (value: number) => string) =>
  lowest === highest ? format(lowest) : `${format(lowest)}–${format(highest)}`;

export function representativeExampleText(loanAmount: unknown, loanTerm: unknown): string | null {
  if (typeof loanAmount !== 'number' || !Number.isFinite(loanAmount)) return null;
  const amount = roundLoanAmount(loanAmount);
  const term = loanTerm === undefined || loanTerm === null ? product.loanTerm.default : loanTerm;
  if (!offeredLoanAmounts.includes(amount) || typeof term !== 'number' || !offeredLoanTerms.includes(term))
    return null;
  const example = representativeExample(amount, term);
  return fillTemplate(copy.pages.getRelief.example, {
    loanAmount: formatWholeUsd(amount),
    loanTerm: term,
    monthlyPayment: span(example.monthlyPaymentAmount, formatUsd),
    apr: span(example.annualPercentageRate, formatApr),
  });
}
