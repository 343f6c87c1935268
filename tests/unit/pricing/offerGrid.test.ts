import { describe, expect, it, vi } from 'vitest';
import product from '../../../schemas/product.json';
import { defaultOfferChoice, offerGrid, type OfferGridRequest } from '../../../core/pricing/offerGrid';
import { riskTiers } from '../../../core/pricing/pricingTables';
import { offeredLoanAmounts, offeredLoanTerms } from '../../../core/pricing/productGrid';

const { loanAmount, loanTerm } = product;
const idsOf = (amount: number, term: number) => ({
  loanOfferId: amount * 100 + term,
  pricingLoanOfferUuid: `pricing-run-1/${amount}/${term}`,
});
const request: OfferGridRequest = {
  tier: riskTiers[0] ?? 'A',
  pricingUuid: 'pricing-run-1',
  productId: 17,
  issueDate: '2026-03-10',
  highestLoanAmount: loanAmount.max,
  requested: { loanAmount: 1000, loanTermInMonths: 12 },
  offerIds: idsOf,
};

describe("The product's amounts and terms", () => {
  it('come from schemas/product.json', () => {
    expect(offeredLoanAmounts[0]).toBe(loanAmount.min);
    expect(offeredLoanAmounts.at(-1)).toBe(loanAmount.max);
    expect(offeredLoanAmounts).toHaveLength((loanAmount.max - loanAmount.min) / loanAmount.step + 1);
    expect(offeredLoanTerms[0]).toBe(loanTerm.min);
    expect(offeredLoanTerms.at(-1)).toBe(loanTerm.max);
    expect(offeredLoanTerms).toHaveLength((loanTerm.max - loanTerm.min) / loanTerm.step + 1);
  });
});

describe('All offers of a pricing run', () => {
  it('offers every amount by every term, by amount then term', () => {
    const grid = offerGrid(request);
    expect(grid.loanOffers.map((offer) => [offer.loanAmount, offer.loanTermInMonths])).toEqual(
      offeredLoanAmounts.flatMap((amount) => offeredLoanTerms.map((term) => [amount, term])),
    );
  });

  it('names each offer once, by the ids the caller derives', () => {
    const offerIds = vi.fn(idsOf);
    const grid = offerGrid({ ...request, offerIds });
    expect(offerIds).toHaveBeenCalledTimes(grid.loanOffers.length);
    for (const offer of grid.loanOffers) {
      expect(offer).toMatchObject(idsOf(offer.loanAmount, offer.loanTermInMonths));
    }
    expect(new Set(grid.loanOffers.map((offer) => offer.pricingLoanOfferUuid)).size).toBe(
      grid.loanOffers.length,
    );
  });

  it('is the same grid for the same inputs', () => {
    expect(offerGrid(request)).toEqual(offerGrid(request));
  });

  it('offers nothing above the highest amount pricing allows, and says what the highest is', () => {
    const grid = offerGrid({ ...request, highestLoanAmount: 1250 });
    expect(Math.max(...grid.loanOffers.map((offer) => offer.loanAmount))).toBe(1200);
    expect(grid.highestLoanAmount).toBe(1200);
    const highest = grid.loanOffers.filter((offer) => offer.loanAmount === 1200);
    expect(grid.highestToYouAmount).toBe(Math.max(...highest.map((offer) => offer.toYouAmount)));
  });

  it('gives the highest amount to you of the whole grid', () => {
    const grid = offerGrid(request);
    expect(grid.highestLoanAmount).toBe(loanAmount.max);
    expect(grid.highestToYouAmount).toBe(Math.max(...grid.loanOffers.map((offer) => offer.toYouAmount)));
    expect(grid.highestToYouAmount).toBeLessThanOrEqual(grid.highestLoanAmount);
  });

  it('refuses a highest amount below the smallest loan', () => {
    expect(() => offerGrid({ ...request, highestLoanAmount: loanAmount.min - 1 })).toThrow(RangeError);
  });

  it('shows first the offer the applicant asked for', () => {
    const grid = offerGrid({ ...request, requested: { loanAmount: 700, loanTermInMonths: 9 } });
    expect(grid.defaultLoanOffer).toMatchObject({ loanAmount: 700, loanTermInMonths: 9 });
    expect(grid.loanOffers).toContainEqual(grid.defaultLoanOffer);
  });

  it('shows first the highest amount allowed when the applicant asked for more', () => {
    const grid = offerGrid({
      ...request,
      highestLoanAmount: 800,
      requested: { loanAmount: 2000, loanTermInMonths: 6 },
    });
    expect(grid.defaultLoanOffer).toMatchObject({ loanAmount: 800, loanTermInMonths: 6 });
  });
});

describe('The default offer', () => {
  it.each([
    { asked: [1000, 12], highest: 2500, chosen: [1000, 12], words: 'is what was asked, when it is offered' },
    {
      asked: [2000, 12],
      highest: 1300,
      chosen: [1300, 12],
      words: 'is lowered to the highest amount allowed',
    },
    { asked: [1050, 12], highest: 2500, chosen: [1000, 12], words: 'is rounded down onto the grid' },
    {
      asked: [1000, 12],
      highest: 1250,
      chosen: [1000, 12],
      words: 'keeps an amount under an off-grid highest',
    },
    { asked: [2000, 12], highest: 1250, chosen: [1200, 12], words: 'rounds an off-grid highest down' },
    { asked: [100, 12], highest: 2500, chosen: [200, 12], words: 'is raised to the smallest amount' },
    {
      asked: [9000, 12],
      highest: 9000,
      chosen: [2500, 12],
      words: "is never above the product's largest amount",
    },
    { asked: [1000, 10], highest: 2500, chosen: [1000, 9], words: 'takes the nearest term' },
    { asked: [1000, 7.5], highest: 2500, chosen: [1000, 6], words: 'takes the shorter of two terms as near' },
    { asked: [1000, 1], highest: 2500, chosen: [1000, 3], words: 'takes the shortest term below the range' },
    { asked: [1000, 36], highest: 2500, chosen: [1000, 18], words: 'takes the longest term above the range' },
  ])('$words', ({ asked, highest, chosen }) => {
    const [askedAmount = 0, askedTerm = 0] = asked;
    const [chosenAmount, chosenTerm] = chosen;
    expect(defaultOfferChoice({ loanAmount: askedAmount, loanTermInMonths: askedTerm }, highest)).toEqual({
      loanAmount: chosenAmount,
      loanTermInMonths: chosenTerm,
    });
  });
});
