/**
 * The payment schedule of an offer (offer review's Truth in Lending disclosure and the
 * complete page): one payment a month, each the monthly payment (the last one too: offers do not
 * true up rounding in a final payment, the rounding is in the finance charge), so the schedule adds up
 * to the offer's totalToRepayAmount. Due dates keep the first due date's day of the month (the last day
 * in a shorter month); a first due date on the last day of its month puts every payment on the last
 * day of its month, as Regulation Z Appendix J (b)(3)(iv) counts months (issued January 31: February
 * 28, March 31, April 30…). Offers' APRs assume a regular first period, the first payment due one month
 * after the issue date: `firstDueDate`. Pure.
 */
import { addDays, addMonths, type IsoDate } from './calendarDates';
import type { LoanOffer } from './loanOffer';
import { fromCents, toCents } from './money';

export type ScheduledPayment = { paymentNumber: number; amount: number; dueDate: IsoDate };

/** The first due date an offer's APR assumes: one month after the loan is issued. */
export function firstDueDate(issueDate: IsoDate): IsoDate {
  return addMonths(issueDate, 1);
}

export function paymentSchedule(
  offer: Pick<LoanOffer, 'monthlyPaymentAmount' | 'loanTermInMonths'>,
  firstPaymentDueDate: IsoDate,
): ScheduledPayment[] {
  const amount = fromCents(toCents(offer.monthlyPaymentAmount));
  const dayAfter = addDays(firstPaymentDueDate, 1);
  const atMonthEnd = dayAfter.endsWith('-01');
  return Array.from({ length: offer.loanTermInMonths }, (_, index) => ({
    paymentNumber: index + 1,
    amount,
    dueDate: atMonthEnd ? addDays(addMonths(dayAfter, index), -1) : addMonths(firstPaymentDueDate, index),
  }));
}
