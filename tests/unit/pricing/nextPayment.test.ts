import { describe, expect, it } from 'vitest';
import { nextPayment } from '../../../core/pricing/nextPayment';
import { paymentSchedule } from '../../../core/pricing/paymentSchedule';

const schedule = paymentSchedule({ monthlyPaymentAmount: 95.5, loanTermInMonths: 3 }, '2026-12-28');

describe('nextPayment', () => {
  it('is the first payment when the loan has just been issued', () => {
    expect(nextPayment(schedule, '2026-11-28')).toEqual({
      paymentNumber: 1,
      amount: 95.5,
      dueDate: '2026-12-28',
    });
  });

  it('is a payment due today, not the one after it', () => {
    expect(nextPayment(schedule, '2027-01-28')?.paymentNumber).toBe(2);
  });

  it('moves on the day after a due date', () => {
    expect(nextPayment(schedule, '2027-01-29')?.paymentNumber).toBe(3);
  });

  it('is null once every due date has passed', () => {
    expect(nextPayment(schedule, '2027-02-28')?.paymentNumber).toBe(3);
    expect(nextPayment(schedule, '2027-03-01')).toBeNull();
  });
});
