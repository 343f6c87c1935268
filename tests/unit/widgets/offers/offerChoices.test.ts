import { describe, expect, test } from 'vitest';
import {
  offerForAmount,
  offeredAmounts,
  offeredTerms,
  readOfferData,
  shownOffers,
} from '../../../../widgets/offers/offerChoices';
import { offerDataFixture, offerIdOf } from './offerDataFixture';

const data = offerDataFixture({
  highestLoanAmount: 1500,
  requested: { loanAmount: 2000, loanTermInMonths: 10 },
});

describe('What the offer cards offer', () => {
  test('the cards: the offer made for the request first, then the one chosen when it is another', () => {
    const ids = (chosen: unknown) => shownOffers(data, chosen).map((offer) => offer.loanOfferId);
    // Asked for $2,000 over 10 months with $1,500 the most offered: $1,500 over 9 months.
    expect(data.defaultLoanOffer.loanOfferId).toBe(offerIdOf(1500, 9));
    expect(ids(offerIdOf(1500, 9))).toEqual([offerIdOf(1500, 9)]);
    expect(ids(offerIdOf(300, 3))).toEqual([offerIdOf(1500, 9), offerIdOf(300, 3)]);
    expect(ids(undefined)).toEqual([offerIdOf(1500, 9)]);
  });

  test('the amounts offered and the terms of each, smallest first', () => {
    expect(offeredAmounts(data)).toEqual([
      200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500,
    ]);
    expect(offeredTerms(data, 700)).toEqual([3, 6, 9, 12, 15, 18]);
    expect(offeredTerms(data, 1600)).toEqual([]);
  });

  test('another amount keeps the term when it can, else takes the nearest offered', () => {
    expect(offerForAmount(data, 400, 9)?.loanOfferId).toBe(offerIdOf(400, 9));
    const shortTerms = {
      ...data,
      loanOffers: data.loanOffers.filter((offer) => offer.loanAmount !== 400 || offer.loanTermInMonths <= 6),
    };
    expect(offerForAmount(shortTerms, 400, 12)?.loanOfferId).toBe(offerIdOf(400, 6));
    expect(offerForAmount(data, 5000, 12)).toBeUndefined();
  });

  test('no offers, or no answer yet, is nothing to show', () => {
    expect(readOfferData(undefined)).toBeNull();
    expect(readOfferData({ ...data, loanOffers: [] })).toBeNull();
    expect(readOfferData(data)).toBe(data);
  });
});
