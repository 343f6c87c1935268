/**
 * Offer data as GET /flow/{uuid}/step/offer-selection answers it (spec §3 "Offer data"), built by the
 * pricing math itself (core/pricing/offerGrid.ts) so the figures the tests read are the ones the
 * server would send.
 */
import product from '../../../../schemas/product.json';
import { offerGrid, type LoanRequest } from '../../../../core/pricing/offerGrid';
import type { RiskTier } from '../../../../core/pricing/pricingTables';
import type { OfferData } from '../../../../widgets/offers/offerChoices';

export const applicationUuid = '3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f';

/** The id the fixture gives the offer of an amount and term: 1000 over 12 months is 100012. */
export const offerIdOf = (loanAmount: number, loanTermInMonths: number) =>
  loanAmount * 100 + loanTermInMonths;

export function offerDataFixture({
  tier = 'B',
  highestLoanAmount = 1500,
  requested = { loanAmount: 1000, loanTermInMonths: 12 },
  eligibleForInstantFunding = true,
}: {
  tier?: RiskTier;
  highestLoanAmount?: number;
  requested?: LoanRequest;
  eligibleForInstantFunding?: boolean;
} = {}): OfferData {
  const grid = offerGrid({
    tier,
    pricingUuid: '9a7e5c3b-1d2f-4a6b-8c0e-2f4a6c8e0b1d',
    productId: product.productId,
    issueDate: '2026-03-10',
    highestLoanAmount,
    requested,
    offerIds: (loanAmount, loanTermInMonths) => ({
      loanOfferId: offerIdOf(loanAmount, loanTermInMonths),
      pricingLoanOfferUuid: `00000000-0000-4000-8000-${String(offerIdOf(loanAmount, loanTermInMonths)).padStart(12, '0')}`,
    }),
  });
  return {
    applicationUuid,
    ...grid,
    eligibleForInstantFunding,
    issuingBank: {
      name: product.issuingBankName,
      namePossessive: `${product.issuingBankName}’s`,
      uuid: product.issuingBankUuid,
      image: {
        altText: `${product.issuingBankName} logo`,
        url: '/relief-loans/issuing-banks/harbor-trust-bank.svg',
      },
    },
    issuingBankSlug: 'FIN_WISE',
    productId: product.productId,
    productTypeName: product.productTypeName,
    hasCounterOffer: grid.defaultLoanOffer.loanAmount !== requested.loanAmount,
    isPlToSdlCrossSell: false,
  };
}
