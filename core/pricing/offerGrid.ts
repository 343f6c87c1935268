/**
 * All offers of one pricing run (spec §3 "Offer data"): every amount of the product's grid
 * up to the highest amount pricing allows, by every term, at the applicant's risk tier; the default
 * offer (what the applicant asked for, brought onto that grid); and the highest loan amount and amount
 * to you. Offers are ordered by amount, then term. Pure.
 */
import { loanOffer, type LoanOffer, type OfferIds, type PricingRun } from './loanOffer';
import { gridAmountAtMost, nearestGridTerm, offeredLoanAmounts, offeredLoanTerms } from './productGrid';

export type LoanRequest = { loanAmount: number; loanTermInMonths: number };

export type OfferGridRequest = PricingRun & {
  /** The most pricing lends this applicant, in dollars; amounts of the grid above it are not offered. */
  highestLoanAmount: number;
  /** What the applicant asked for on get-relief. */
  requested: LoanRequest;
  /** The ids of the offer of this amount and term (deterministic, so a retried run names the same offers). */
  offerIds: (loanAmount: number, loanTermInMonths: number) => OfferIds;
};

export type OfferGrid = {
  loanOffers: LoanOffer[];
  defaultLoanOffer: LoanOffer;
  highestLoanAmount: number;
  highestToYouAmount: number;
};

/**
 * The offer shown first: the requested amount, lowered to the highest amount offered when above it and
 * raised to the smallest when below, on the grid's step (never above what was asked, unless that is
 * below the smallest amount); the requested term, or the nearest offered (the shorter when two are as near).
 */
export function defaultOfferChoice(requested: LoanRequest, highestLoanAmount: number): LoanRequest {
  return {
    loanAmount: gridAmountAtMost(Math.min(requested.loanAmount, highestLoanAmount)),
    loanTermInMonths: nearestGridTerm(requested.loanTermInMonths),
  };
}

export function offerGrid(request: OfferGridRequest): OfferGrid {
  const { highestLoanAmount, requested, offerIds, ...run } = request;
  const amounts = offeredLoanAmounts.filter((amount) => amount <= highestLoanAmount);
  if (amounts.length === 0) {
    throw new RangeError(`no loan amount of schemas/product.json is at most $${highestLoanAmount}`);
  }
  const loanOffers = amounts.flatMap((loanAmount) =>
    offeredLoanTerms.map((loanTermInMonths) =>
      loanOffer({ ...run, loanAmount, loanTermInMonths, ids: offerIds(loanAmount, loanTermInMonths) }),
    ),
  );
  const choice = defaultOfferChoice(requested, highestLoanAmount);
  const defaultLoanOffer = loanOffers.find(
    (offer) => offer.loanAmount === choice.loanAmount && offer.loanTermInMonths === choice.loanTermInMonths,
  );
  if (!defaultLoanOffer) throw new Error('the default offer is not among the offers'); // unreachable: choice is on the grid
  return {
    loanOffers,
    defaultLoanOffer,
    highestLoanAmount: Math.max(...loanOffers.map((offer) => offer.loanAmount)),
    highestToYouAmount: Math.max(...loanOffers.map((offer) => offer.toYouAmount)),
  };
}
