import { describe, expect, test } from 'vitest';
import { formatApr } from '../../../../core/pricing/appendixJApr';
import { firstDueDate, paymentSchedule } from '../../../../core/pricing/paymentSchedule';
import {
  firstPaymentMessage,
  fundingMessage,
  loanSummaryRows,
  scheduleRows,
} from '../../../../src/features/complete/completeSummary';
import { offerDataFixture, offerIdOf } from '../../widgets/offers/offerDataFixture';

const data = offerDataFixture();
const offer = data.loanOffers.find((candidate) => candidate.loanOfferId === offerIdOf(1000, 6));
if (!offer) throw new Error('the fixture offers $1,000 over 6 months');
const schedule = paymentSchedule(offer, firstDueDate('2026-03-10'));

describe('Applicant whose loan is complete', () => {
  test('with instant funding is told the money is sent on the day they signed, within minutes', () => {
    expect(fundingMessage({ eligibleForInstantFunding: true, expectedFundingDate: '2026-03-10' })).toBe(
      'With instant funding, we send your money on Mar 10, 2026, within minutes of you adding the debit card or bank account to receive it.',
    );
  });

  test('without it is told the day the money should arrive', () => {
    expect(fundingMessage({ eligibleForInstantFunding: false, expectedFundingDate: '2026-03-11' })).toBe(
      'Your money should arrive in your bank account by Mar 11, 2026.',
    );
    expect(fundingMessage({ eligibleForInstantFunding: false, expectedFundingDate: null })).toMatch(
      /within a few business days/,
    );
  });

  test('sees the loan’s amount, monthly payment, term and APR', () => {
    expect(loanSummaryRows(offer)).toEqual([
      { label: 'Loan amount', value: '$1,000.00' },
      { label: 'Monthly payment', value: `$${offer.monthlyPaymentAmount.toFixed(2)}` },
      { label: 'Term', value: '6 months' },
      { label: 'APR', value: formatApr(offer.annualPercentageRate) },
    ]);
  });

  test('sees every payment with its number, amount and due date, and when the first is due', () => {
    const rows = scheduleRows(schedule);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      number: 1,
      amount: `$${offer.monthlyPaymentAmount.toFixed(2)}`,
      dueDate: 'Apr 10, 2026',
    });
    expect(rows.at(-1)).toEqual({ number: 6, amount: rows[0]?.amount, dueDate: 'Sep 10, 2026' });
    expect(firstPaymentMessage(schedule)).toBe(
      `Your first payment of ${rows[0]?.amount} is due Apr 10, 2026.`,
    );
    expect(firstPaymentMessage([])).toBeNull();
  });
});
