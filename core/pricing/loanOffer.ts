/**
 * One small-dollar loan offer with every field of spec §3 "Loan offer", in dollars as the API shows
 * them (each a whole number of cents, computed in cents by loanTerms). Ids come from the caller: the
 * server that persists an offer names it (and can name it again, the same, from the same inputs), so
 * this module invents nothing. The rate expires rateLockDays (schemas/pricing.json) after the issue
 * date. Pure: the issue date is an argument.
 */
import product from '../../schemas/product.json';
import { addDays, type IsoDate } from './calendarDates';
import { loanTerms } from './loanTerms';
import { fromCents } from './money';
import { rateLockDays, type RiskTier } from './pricingTables';

export type LoanOffer = {
  /** Appendix J APR as a decimal to two decimals of a percent (0.1073 is 10.73 %). */
  annualPercentageRate: number;
  disqualified: boolean;
  financeChargeAmount: number;
  interestAmount: number;
  /** Annual interest rate as a decimal (0.1599 is 15.99 %). */
  interestRate: number;
  loanAmount: number;
  loanOfferId: number;
  loanTermInMonths: number;
  monthlyPaymentAmount: number;
  originationFeeAmount: number;
  pricingLoanOfferUuid: string;
  pricingUuid: string;
  productId: number;
  productTypeName: string;
  rateExpirationDate: IsoDate;
  toYouAmount: number;
  totalToRepayAmount: number;
};

/** The ids of one offer, chosen by the caller (the server's store). */
export type OfferIds = { loanOfferId: number; pricingLoanOfferUuid: string };

/** What a pricing run shares among all its offers. */
export type PricingRun = { tier: RiskTier; pricingUuid: string; productId: number; issueDate: IsoDate };

export type OfferRequest = PricingRun & { loanAmount: number; loanTermInMonths: number; ids: OfferIds };

export function loanOffer(request: OfferRequest): LoanOffer {
  const { loanAmount, loanTermInMonths, tier, pricingUuid, productId, issueDate, ids } = request;
  const terms = loanTerms(loanAmount, loanTermInMonths, tier);
  return {
    annualPercentageRate: terms.annualPercentageRate,
    disqualified: false,
    financeChargeAmount: fromCents(terms.financeChargeCents),
    interestAmount: fromCents(terms.interestCents),
    interestRate: terms.interestRate,
    loanAmount: fromCents(terms.loanAmountCents),
    loanOfferId: ids.loanOfferId,
    loanTermInMonths,
    monthlyPaymentAmount: fromCents(terms.monthlyPaymentCents),
    originationFeeAmount: fromCents(terms.originationFeeCents),
    pricingLoanOfferUuid: ids.pricingLoanOfferUuid,
    pricingUuid,
    productId,
    productTypeName: product.productTypeName,
    rateExpirationDate: addDays(issueDate, rateLockDays),
    toYouAmount: fromCents(terms.amountFinancedCents),
    totalToRepayAmount: fromCents(terms.totalOfPaymentsCents),
  };
}
