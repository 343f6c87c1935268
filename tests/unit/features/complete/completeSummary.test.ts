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

const typedIn = {
  destination: 'ENTERED_ACCOUNT',
  institutionName: null,
  accountName: 'Checking',
  accountType: 'CHECKING',
  lastFour: '6789',
} as const;
const linked = {
  destination: 'LINKED_ACCOUNT',
  institutionName: 'Maple Street Bank',
  accountName: 'Everyday Checking',
  accountType: 'CHECKING',
  lastFour: '0000',
} as const;

describe('Applicant whose loan is complete', () => {
  test('with instant funding is told the money goes to their account on the day they signed, within minutes', () => {
    expect(
      fundingMessage({
        eligibleForInstantFunding: true,
        expectedFundingDate: '2026-03-10',
        fundsAccount: linked,
      }),
    ).toBe(
      'With instant funding, we send your money to your Everyday Checking ending in 0000 at Maple Street Bank on Mar 10, 2026, and it arrives within minutes.',
    );
  });

  test('without it is told the account and the day the money should arrive', () => {
    expect(
      fundingMessage({
        eligibleForInstantFunding: false,
        expectedFundingDate: '2026-03-11',
        fundsAccount: typedIn,
      }),
    ).toBe('Your money should arrive in your checking account ending in 6789 by Mar 11, 2026.');
    expect(
      fundingMessage({ eligibleForInstantFunding: false, expectedFundingDate: null, fundsAccount: null }),
    ).toMatch(/within a few business days/);
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
