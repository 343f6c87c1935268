import { describe, expect, it } from 'vitest';
import product from '../../../schemas/product.json';
import { loanOffer } from '../../../core/pricing/loanOffer';
import { riskTiers } from '../../../core/pricing/pricingTables';
import { offeredLoanAmounts, offeredLoanTerms } from '../../../core/pricing/productGrid';
import { representativeExample } from '../../../core/pricing/representativeExample';

const offersAcrossTiers = (loanAmount: number, loanTermInMonths: number) =>
  riskTiers.map((tier) =>
    loanOffer({
      tier,
      pricingUuid: 'example',
      productId: 0,
      issueDate: '2026-03-10',
      loanAmount,
      loanTermInMonths,
      ids: { loanOfferId: 0, pricingLoanOfferUuid: 'example' },
    }),
  );

describe('The representative example of get-relief', () => {
  it('spans the monthly payments and APRs the tiers would offer for the default term', () => {
    const offers = offersAcrossTiers(1000, product.loanTerm.default);
    expect(representativeExample(1000, product.loanTerm.default)).toEqual({
      loanAmount: 1000,
      loanTermInMonths: product.loanTerm.default,
      monthlyPaymentAmount: {
        lowest: Math.min(...offers.map((offer) => offer.monthlyPaymentAmount)),
        highest: Math.max(...offers.map((offer) => offer.monthlyPaymentAmount)),
      },
      annualPercentageRate: {
        lowest: Math.min(...offers.map((offer) => offer.annualPercentageRate)),
        highest: Math.max(...offers.map((offer) => offer.annualPercentageRate)),
      },
    });
  });

  it('has a lowest no higher than its highest, and an APR within the cap, for every amount and term', () => {
    for (const loanAmount of offeredLoanAmounts) {
      for (const loanTermInMonths of offeredLoanTerms) {
        const { monthlyPaymentAmount, annualPercentageRate } = representativeExample(
          loanAmount,
          loanTermInMonths,
        );
        expect(monthlyPaymentAmount.lowest).toBeLessThanOrEqual(monthlyPaymentAmount.highest);
        expect(annualPercentageRate.lowest).toBeLessThanOrEqual(annualPercentageRate.highest);
        expect(annualPercentageRate.highest).toBeLessThanOrEqual(product.configuration.maxApr);
      }
    }
  });

  it('is only given for an amount and a term of the product', () => {
    expect(() => representativeExample(150, 12)).toThrow(RangeError);
  });
});

describe('The representative example never advertises a price no tier lends at', () => {
  it('leaves out tiers capped below the amount (C lends up to $1,500, D up to $1,000)', () => {
    const large = representativeExample(2500, 18);
    const [tierA, tierB] = offersAcrossTiers(2500, 18);
    expect(large.annualPercentageRate).toEqual({
      lowest: tierA!.annualPercentageRate,
      highest: tierB!.annualPercentageRate,
    });
    const [, , tierC, tierD] = offersAcrossTiers(1000, 18);
    expect(representativeExample(1000, 18).annualPercentageRate.highest).toBe(
      Math.max(tierC!.annualPercentageRate, tierD!.annualPercentageRate),
    );
    expect(representativeExample(1500, 18).annualPercentageRate.highest).toBe(
      offersAcrossTiers(1500, 18)[2]!.annualPercentageRate,
    );
  });
});
