import { describe, expect, it } from 'vitest';
import { loanOffer } from '../../../core/pricing/loanOffer';
import { firstDueDate, paymentSchedule } from '../../../core/pricing/paymentSchedule';
import { riskTiers } from '../../../core/pricing/pricingTables';

const offer = loanOffer({
  tier: riskTiers.at(-1) ?? 'A',
  pricingUuid: 'pricing-run-1',
  productId: 17,
  issueDate: '2026-01-31',
  loanAmount: 1300,
  loanTermInMonths: 6,
  ids: { loanOfferId: 1, pricingLoanOfferUuid: 'offer-1' },
});

describe('The payment schedule of an offer', () => {
  it('falls due one month after the issue date first, as the APR assumes', () => {
    expect(firstDueDate('2026-03-10')).toBe('2026-04-10');
    expect(firstDueDate('2026-01-31')).toBe('2026-02-28');
  });

  it('has one payment a month, numbered from 1, each the monthly payment', () => {
    const schedule = paymentSchedule(offer, firstDueDate('2026-01-31'));
    expect(schedule).toEqual([
      { paymentNumber: 1, amount: offer.monthlyPaymentAmount, dueDate: '2026-02-28' },
      { paymentNumber: 2, amount: offer.monthlyPaymentAmount, dueDate: '2026-03-31' },
      { paymentNumber: 3, amount: offer.monthlyPaymentAmount, dueDate: '2026-04-30' },
      { paymentNumber: 4, amount: offer.monthlyPaymentAmount, dueDate: '2026-05-31' },
      { paymentNumber: 5, amount: offer.monthlyPaymentAmount, dueDate: '2026-06-30' },
      { paymentNumber: 6, amount: offer.monthlyPaymentAmount, dueDate: '2026-07-31' },
    ]);
  });

  it('adds up to the total to repay', () => {
    const schedule = paymentSchedule(offer, '2026-02-15');
    const totalCents = schedule.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
    expect(totalCents).toBe(Math.round(offer.totalToRepayAmount * 100));
  });

  it('keeps the last day of the month when the first payment falls on one', () => {
    const schedule = paymentSchedule({ monthlyPaymentAmount: 50, loanTermInMonths: 4 }, '2028-01-31');
    expect(schedule.map((payment) => payment.dueDate)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('keeps the 30th, except in February', () => {
    const schedule = paymentSchedule({ monthlyPaymentAmount: 50, loanTermInMonths: 3 }, '2026-01-30');
    expect(schedule.map((payment) => payment.dueDate)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
  });

  it('keeps a mid-month day across the year end', () => {
    const schedule = paymentSchedule({ monthlyPaymentAmount: 50, loanTermInMonths: 3 }, '2026-11-15');
    expect(schedule.map((payment) => payment.dueDate)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });
});
