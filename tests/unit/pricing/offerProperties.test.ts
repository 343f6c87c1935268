import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import product from '../../../schemas/product.json';
import { appendixJApr } from '../../../core/pricing/appendixJApr';
import { addDays } from '../../../core/pricing/calendarDates';
import { loanOffer, type LoanOffer } from '../../../core/pricing/loanOffer';
import { offerGrid } from '../../../core/pricing/offerGrid';
import { firstDueDate, paymentSchedule } from '../../../core/pricing/paymentSchedule';
import { rateLockDays, riskTiers, type RiskTier } from '../../../core/pricing/pricingTables';
import { offeredLoanAmounts, offeredLoanTerms } from '../../../core/pricing/productGrid';

const { maxApr } = product.configuration;
const cents = (dollars: number) => Math.round(dollars * 100);
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-7;
const moneyFields = [
  'financeChargeAmount',
  'interestAmount',
  'loanAmount',
  'monthlyPaymentAmount',
  'originationFeeAmount',
  'toYouAmount',
  'totalToRepayAmount',
] as const;

const gridOf = (tier: RiskTier) =>
  offerGrid({
    tier,
    pricingUuid: `run-${tier}`,
    productId: 17,
    issueDate: '2026-03-10',
    highestLoanAmount: product.loanAmount.max,
    requested: { loanAmount: 1000, loanTermInMonths: 12 },
    offerIds: (amount, term) => ({
      loanOfferId: amount * 100 + term,
      pricingLoanOfferUuid: `${tier}/${amount}/${term}`,
    }),
  }).loanOffers;

/** What every offer must satisfy (docs/pricing-rules.md and spec §9). */
function expectSound(offer: LoanOffer): void {
  for (const field of moneyFields) expect(isWholeCents(offer[field]), field).toBe(true);
  expect(offer.annualPercentageRate).toBeLessThanOrEqual(maxApr);
  expect(cents(offer.toYouAmount) + cents(offer.originationFeeAmount)).toBe(cents(offer.loanAmount));
  expect(cents(offer.totalToRepayAmount)).toBe(cents(offer.monthlyPaymentAmount) * offer.loanTermInMonths);
  expect(cents(offer.financeChargeAmount)).toBe(cents(offer.totalToRepayAmount) - cents(offer.toYouAmount));
  expect(cents(offer.interestAmount)).toBe(cents(offer.totalToRepayAmount) - cents(offer.loanAmount));
  expect(offer.financeChargeAmount).toBeGreaterThan(0);
  if (offer.originationFeeAmount > 0)
    expect(offer.annualPercentageRate).toBeGreaterThanOrEqual(offer.interestRate);
  // no fee: the APR is the interest rate, but for the rounding of the payment to cents
  else expect(Math.abs(offer.annualPercentageRate - offer.interestRate)).toBeLessThan(0.005);
}

describe('Every offer of the whole grid, at every tier', () => {
  const everyOffer = riskTiers.flatMap(gridOf);

  it(`has ${offeredLoanAmounts.length} amounts × ${offeredLoanTerms.length} terms × ${riskTiers.length} tiers`, () => {
    expect(everyOffer).toHaveLength(offeredLoanAmounts.length * offeredLoanTerms.length * riskTiers.length);
  });

  it.each(riskTiers)(
    'of tier %s keeps the money consistent, in whole cents, and the APR within maxApr',
    (tier) => {
      for (const offer of gridOf(tier)) expectSound(offer);
    },
  );

  it('keeps even the unrounded Appendix J APR at or below maxApr', () => {
    for (const offer of everyOffer) {
      const payments = Array<number>(offer.loanTermInMonths).fill(cents(offer.monthlyPaymentAmount));
      expect(appendixJApr(cents(offer.toYouAmount), payments)).toBeLessThanOrEqual(maxApr);
    }
  });

  it('has a schedule that adds up to the total to repay', () => {
    for (const offer of everyOffer) {
      const schedule = paymentSchedule(offer, firstDueDate('2026-03-10'));
      expect(schedule).toHaveLength(offer.loanTermInMonths);
      expect(schedule.reduce((sum, payment) => sum + cents(payment.amount), 0)).toBe(
        cents(offer.totalToRepayAmount),
      );
    }
  });

  it('costs no less, a month and an amount at a time, at a worse tier', () => {
    const [best, ...rest] = riskTiers.map(gridOf);
    rest.reduce((better, worse) => {
      worse.forEach((offer, index) => {
        expect(offer.totalToRepayAmount).toBeGreaterThanOrEqual(
          better[index]?.totalToRepayAmount ?? Infinity,
        );
        expect(offer.annualPercentageRate).toBeGreaterThanOrEqual(
          better[index]?.annualPercentageRate ?? Infinity,
        );
      });
      return worse;
    }, best ?? []);
  });
});

describe('Any offer, any day, any ids', () => {
  it('is sound, expires rateLockDays after issue and has a schedule that adds up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...riskTiers),
        fc.constantFrom(...offeredLoanAmounts),
        fc.constantFrom(...offeredLoanTerms),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.nat(),
        fc.uuid(),
        (tier, loanAmount, loanTermInMonths, day, loanOfferId, uuid) => {
          const issueDate = day.toISOString().slice(0, 10);
          const offer = loanOffer({
            tier,
            loanAmount,
            loanTermInMonths,
            issueDate,
            pricingUuid: uuid,
            productId: 17,
            ids: { loanOfferId, pricingLoanOfferUuid: uuid },
          });
          expectSound(offer);
          expect(offer).toMatchObject({ loanOfferId, pricingLoanOfferUuid: uuid, pricingUuid: uuid });
          expect(offer.rateExpirationDate).toBe(addDays(issueDate, rateLockDays));
          const schedule = paymentSchedule(offer, firstDueDate(issueDate));
          expect(schedule.reduce((sum, payment) => sum + cents(payment.amount), 0)).toBe(
            cents(offer.totalToRepayAmount),
          );
          expect(schedule.every((payment, index) => payment.paymentNumber === index + 1)).toBe(true);
          expect(new Set(schedule.map((payment) => payment.dueDate.slice(0, 7))).size).toBe(loanTermInMonths);
        },
      ),
      { numRuns: 500 },
    );
  });
});
