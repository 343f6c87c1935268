/**
 * The offer data the API shows (spec §3 Offer data, small-dollar offer) from a pricing run and its
 * offers: the issuing bank, the default offer, the highest amounts and whether the loan can be funded
 * the same day. Pure.
 */
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { addDays, type IsoDate } from '../../../core/pricing/calendarDates';
import type { LoanOffer } from '../../../core/pricing/loanOffer';
import type { PricingRunRecord } from '../../store/pricingRuns';
import type { IssuingBank } from './issuingBank';

/** Same-day funding: offers of pricing.json instantFundingTiers, and any priced with a linked bank account. */
export function eligibleForInstantFunding(run: Pick<PricingRunRecord, 'tier' | 'kind'>): boolean {
  return (
    run.kind === 'PLAID_PRICING' || (run.tier !== null && pricing.instantFundingTiers.includes(run.tier))
  );
}

/** When the money is expected: today with instant funding, else the next business day (Monday to Friday). */
export function expectedFundingDate(today: IsoDate, instant: boolean): IsoDate {
  if (instant) return today;
  let date = addDays(today, 1);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

export function sdlOfferData(
  issuingBank: IssuingBank,
  applicationUuid: string,
  run: PricingRunRecord,
  loanOffers: LoanOffer[],
  defaultLoanOfferId: number,
  requested: { loanAmount: number; loanTermInMonths: number },
  isPlToSdlCrossSell: boolean,
) {
  const defaultLoanOffer =
    loanOffers.find((offer) => offer.loanOfferId === defaultLoanOfferId) ?? loanOffers[0]!;
  return {
    applicationUuid,
    defaultLoanOffer,
    eligibleForInstantFunding: eligibleForInstantFunding(run),
    highestLoanAmount: Math.max(...loanOffers.map((offer) => offer.loanAmount)),
    highestToYouAmount: Math.max(...loanOffers.map((offer) => offer.toYouAmount)),
    issuingBank,
    issuingBankSlug: product.lendingPartnerSlug,
    loanOffers,
    productId: defaultLoanOffer.productId,
    productTypeName: product.productTypeName,
    hasCounterOffer:
      defaultLoanOffer.loanAmount !== requested.loanAmount ||
      defaultLoanOffer.loanTermInMonths !== requested.loanTermInMonths,
    isPlToSdlCrossSell,
  };
}
