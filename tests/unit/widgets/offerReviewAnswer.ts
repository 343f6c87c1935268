/**
 * A realistic GET answer of offer-review (schemas/api/operations.json stepResponses): an offer priced
 * by the same pricing tables and money math the server uses (core/pricing), its payment schedule,
 * the lender and the product's late fee.
 */
import product from '../../../schemas/product.json';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { loanAgreement } from '../../../core/documents/loanAgreement';
import { offerGrid } from '../../../core/pricing/offerGrid';
import { firstDueDate, paymentSchedule } from '../../../core/pricing/paymentSchedule';
import type { RiskTier } from '../../../core/pricing/pricingTables';

export type OfferReviewAnswer = FlowStepResponses['offer-review'];

export const issueDate = '2026-03-10';

export function offerReviewAnswer({
  loanAmount = 1000,
  loanTermInMonths = 12,
  tier = 'C',
}: { loanAmount?: number; loanTermInMonths?: number; tier?: RiskTier } = {}): OfferReviewAnswer {
  const grid = offerGrid({
    tier,
    pricingUuid: '2f0a3c4e-7d61-4d3b-9a51-1c2e3f4a5b6c',
    productId: 1,
    issueDate,
    highestLoanAmount: product.loanAmount.max,
    requested: { loanAmount, loanTermInMonths },
    offerIds: (amount, term) => ({
      loanOfferId: amount * 100 + term,
      pricingLoanOfferUuid: '7b1e2d3c-4a5f-4e6d-8c7b-9a0f1e2d3c4b',
    }),
  });
  const offer = grid.defaultLoanOffer;
  const schedule = paymentSchedule(offer, firstDueDate(issueDate));
  const lateFee = {
    amount: product.configuration.lateFeeAmount,
    percentage: product.configuration.lateFeePercentage,
  };
  const agreement = loanAgreement(
    {
      applicationUuid: '5d0e6a3f-2b7c-4c1d-9e8f-0a1b2c3d4e5f',
      borrowerName: 'Ada Mensah',
      borrowerAddress: '123 Main St, Columbus, OH 43215',
      lenderName: product.issuingBankName,
      agreementDate: issueDate,
    },
    { offer, schedule, lateFee },
  );
  return {
    requiredConsents: [],
    selectedLoanOffer: offer,
    paymentSchedule: paymentSchedule(offer, firstDueDate(issueDate)),
    issuingBank: {
      name: product.issuingBankName,
      namePossessive: `${product.issuingBankName}’s`,
      uuid: product.issuingBankUuid,
      image: {
        altText: `${product.issuingBankName} logo`,
        url: '/relief-loans/issuing-banks/harbor-trust-bank.svg',
      },
    },
    useOfFunds: 'MEDICAL',
    linkedBankAccount: null,
    lateFee: {
      amount: product.configuration.lateFeeAmount,
      percentage: product.configuration.lateFeePercentage,
    },
    ssnLastFour: '6789',
    textMessageConsent: false,
    // The server's SHA-256 of the agreement; any 64 hex digits stand for it here.
    loanAgreement: { document: agreement, textHash: 'b'.repeat(64) },
  };
}
