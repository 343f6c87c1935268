import { describe, expect, it } from 'vitest';
import product from '../../../schemas/product.json';
import { loanOffer, type OfferRequest } from '../../../core/pricing/loanOffer';
import { rateLockDays, riskTiers, tierPricing } from '../../../core/pricing/pricingTables';

const request: OfferRequest = {
  tier: riskTiers[1] ?? 'A',
  pricingUuid: '5b0a4c1e-93e7-4d43-9f55-0d3f9e2a7c10',
  productId: 17,
  issueDate: '2026-03-10',
  loanAmount: 1000,
  loanTermInMonths: 12,
  ids: { loanOfferId: 4021, pricingLoanOfferUuid: 'd7a9f3c2-1b6e-4f8a-a1c3-5e2b9d0f4a77' },
};

/** Dollars, the way a reader of the issue would work one offer out on paper (then rounded to cents). */
function onPaper(loanAmount: number, loanTermInMonths: number, interestRate: number, fee: number) {
  const monthlyRate = interestRate / 12;
  const payment =
    Math.round(((loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -loanTermInMonths)) * 100) / 100;
  const total = Math.round(payment * loanTermInMonths * 100) / 100;
  return {
    monthlyPaymentAmount: payment,
    totalToRepayAmount: total,
    toYouAmount: Math.round((loanAmount - fee) * 100) / 100,
    financeChargeAmount: Math.round((total - loanAmount + fee) * 100) / 100,
    interestAmount: Math.round((total - loanAmount) * 100) / 100,
  };
}

describe('One loan offer', () => {
  const offer = loanOffer(request);

  it('has every field of spec §3 "Loan offer", and only those', () => {
    expect(Object.keys(offer).sort()).toEqual([
      'annualPercentageRate',
      'disqualified',
      'financeChargeAmount',
      'interestAmount',
      'interestRate',
      'loanAmount',
      'loanOfferId',
      'loanTermInMonths',
      'monthlyPaymentAmount',
      'originationFeeAmount',
      'pricingLoanOfferUuid',
      'pricingUuid',
      'productId',
      'productTypeName',
      'rateExpirationDate',
      'toYouAmount',
      'totalToRepayAmount',
    ]);
  });

  it('carries the ids, product and pricing run it was given', () => {
    expect(offer).toMatchObject({
      loanOfferId: 4021,
      pricingLoanOfferUuid: 'd7a9f3c2-1b6e-4f8a-a1c3-5e2b9d0f4a77',
      pricingUuid: '5b0a4c1e-93e7-4d43-9f55-0d3f9e2a7c10',
      productId: 17,
      productTypeName: product.productTypeName,
      disqualified: false,
      loanAmount: 1000,
      loanTermInMonths: 12,
      interestRate: tierPricing(request.tier).interestRate,
    });
  });

  it('works out the money as on paper', () => {
    const { interestRate } = tierPricing(request.tier);
    expect(offer).toMatchObject(onPaper(1000, 12, interestRate, offer.originationFeeAmount));
  });

  it(`expires the rate ${rateLockDays} days after the issue date`, () => {
    const expires = new Date(Date.UTC(2026, 2, 10 + rateLockDays)).toISOString().slice(0, 10);
    expect(offer.rateExpirationDate).toBe(expires);
  });

  it('is the same offer for the same inputs', () => {
    expect(loanOffer(request)).toEqual(offer);
  });

  it('is only made for an amount and a term of schemas/product.json', () => {
    expect(() => loanOffer({ ...request, loanAmount: 1050 })).toThrow(/not a loan amount/);
    expect(() =>
      loanOffer({ ...request, loanAmount: product.loanAmount.max + product.loanAmount.step }),
    ).toThrow(RangeError);
    expect(() => loanOffer({ ...request, loanTermInMonths: 4 })).toThrow(/not a loan term/);
  });

  it('refuses an issue date that is not a calendar date', () => {
    expect(() => loanOffer({ ...request, issueDate: '2026-02-30' })).toThrow(RangeError);
  });
});
