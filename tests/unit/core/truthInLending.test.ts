/**
 * The disclosure's words and rows from the offer's figures (core/documents/truthInLending.ts):
 * runs of equal payments, when they fall due, the late charge as the product's figures say it.
 */
import { describe, expect, test } from 'vitest';
import {
  lateChargeText,
  paymentRuns,
  readTruthInLending,
  whenDue,
} from '../../../core/documents/truthInLending';
import { offerReviewAnswer } from '../widgets/offerReviewAnswer';

const answer = offerReviewAnswer();
const options = {
  offer: answer.selectedLoanOffer,
  schedule: answer.paymentSchedule,
  lateFee: answer.lateFee,
  lender: answer.issuingBank,
};

describe('The payment schedule in the disclosure', () => {
  test('sums up equal monthly payments as one row: how many, how much, monthly from the first date', () => {
    const runs = paymentRuns(answer.paymentSchedule);
    expect(runs).toEqual([
      { count: 12, amount: answer.selectedLoanOffer.monthlyPaymentAmount, firstDueDate: '2026-04-10' },
    ]);
    expect(whenDue(runs[0]!)).toBe('Monthly beginning Apr 10, 2026');
  });

  test('gives a last payment of another amount a row of its own, due on its one date', () => {
    const schedule = [
      { paymentNumber: 1, amount: 90, dueDate: '2026-04-10' },
      { paymentNumber: 2, amount: 90, dueDate: '2026-05-10' },
      { paymentNumber: 3, amount: 89.97, dueDate: '2026-06-10' },
    ];
    const runs = paymentRuns(schedule);
    expect(runs).toEqual([
      { count: 2, amount: 90, firstDueDate: '2026-04-10' },
      { count: 1, amount: 89.97, firstDueDate: '2026-06-10' },
    ]);
    expect(whenDue(runs[1]!)).toBe('Jun 10, 2026');
  });
});

describe('The late charge in words', () => {
  test('names the amount and the share of the payment when the product charges both', () => {
    expect(lateChargeText({ amount: 15, percentage: 0.05 })).toBe(
      'If a payment is late, you will be charged $15.00 or 5% of the payment, whichever is greater.',
    );
  });

  test('says only what the figures say: an amount, a share, or no charge', () => {
    expect(lateChargeText({ amount: 10, percentage: 0 })).toBe(
      'If a payment is late, you will be charged $10.00.',
    );
    expect(lateChargeText({ amount: 0, percentage: 0.055 })).toBe(
      'If a payment is late, you will be charged 5.5% of the payment.',
    );
    expect(lateChargeText({ amount: 0, percentage: 0 })).toBe(
      'You will not be charged a fee for a late payment.',
    );
  });
});

describe('What the widget is given', () => {
  test('is the disclosure when the offer, a schedule and the late fee are there', () => {
    expect(readTruthInLending(options)).toEqual({ ...options, lender: answer.issuingBank });
  });

  test('is nothing to show before the answer is in, or with an empty schedule', () => {
    expect(readTruthInLending({})).toBeNull();
    expect(readTruthInLending({ ...options, schedule: [] })).toBeNull();
    expect(readTruthInLending({ ...options, offer: { loanAmount: 1000 } })).toBeNull();
  });

  test('still shows the figures when the lender is missing', () => {
    expect(readTruthInLending({ ...options, lender: undefined })?.lender).toBeNull();
  });
});
