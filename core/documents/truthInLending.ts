/**
 * The Truth in Lending disclosure of the selected offer as the applicant reads it (Regulation Z
 * §1026.18; the federal box layout of model form H-2), from the GET answer of offer-review (spec §2
 * /offer-review): the offer's four figures, its payment schedule, the late charge and the
 * lender. Pure: the widget only lays these out.
 */
import copy from '../../schemas/copy/en-US.json';
import type { FlowStepResponses } from '../api/generated/contractTypes';
import type { IsoDate } from '../pricing/calendarDates';
import { formatDate, formatPercent, formatUsd } from '../rules/displayFormats';
import { fillTemplate } from '../rules/fillTemplate';

type OfferReviewData = FlowStepResponses['offer-review'];
export type DisclosedOffer = OfferReviewData['selectedLoanOffer'];
export type ScheduledPayment = OfferReviewData['paymentSchedule'][number];
export type Lender = OfferReviewData['issuingBank'];
export type LateFee = OfferReviewData['lateFee'];

export type TruthInLending = {
  offer: DisclosedOffer;
  schedule: readonly ScheduledPayment[];
  lateFee: LateFee;
  lender: Lender | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const moneyFields = [
  'annualPercentageRate',
  'financeChargeAmount',
  'loanAmount',
  'originationFeeAmount',
  'toYouAmount',
  'totalToRepayAmount',
] as const;

/**
 * The disclosure a widget was given (its ui:options `offer`, `schedule`, `lateFee`, `lender`, filled
 * from the step's answer by `optionsFromStep`), or null when there is none to show. The answer passed
 * the step's response check on its way here; this only tells data from its absence.
 */
export function readTruthInLending(options: Record<string, unknown>): TruthInLending | null {
  const { offer, schedule, lateFee, lender } = options;
  if (!isRecord(offer) || moneyFields.some((field) => typeof offer[field] !== 'number')) return null;
  if (!Array.isArray(schedule) || schedule.length === 0) return null;
  if (!isRecord(lateFee) || typeof lateFee.amount !== 'number' || typeof lateFee.percentage !== 'number')
    return null;
  return {
    offer: offer as DisclosedOffer,
    schedule: schedule as ScheduledPayment[],
    lateFee: { amount: lateFee.amount, percentage: lateFee.percentage },
    lender: isRecord(lender) && typeof lender.name === 'string' ? (lender as Lender) : null,
  };
}

/** Consecutive payments of one amount: a row of the schedule's summary ("12 payments of $95.12"). */
export type PaymentRun = { count: number; amount: number; firstDueDate: IsoDate };

/**
 * The schedule as the federal form summarises it: one row per run of equal payments, so a last
 * payment that differs gets its own row rather than being hidden in "12 payments of".
 */
export function paymentRuns(schedule: readonly ScheduledPayment[]): PaymentRun[] {
  const runs: PaymentRun[] = [];
  for (const payment of schedule) {
    const last = runs.at(-1);
    if (last && last.amount === payment.amount) last.count += 1;
    else runs.push({ count: 1, amount: payment.amount, firstDueDate: payment.dueDate });
  }
  return runs;
}

const texts = copy.truthInLending;

/** "Monthly beginning Dec 25, 2026" for a run, or the one date of a single payment. */
export function whenDue(run: PaymentRun): string {
  const date = formatDate(run.firstDueDate);
  return run.count > 1 ? fillTemplate(texts.monthlyBeginning, { date }) : date;
}

/**
 * The late charge in words from the product's figures, saying only what they say: a fixed amount, a
 * share of the payment, both (the copy says which of the two applies), or none.
 */
export function lateChargeText(lateFee: LateFee): string {
  const values = { amount: formatUsd(lateFee.amount), percentage: formatPercent(lateFee.percentage) };
  const wording = texts.lateCharge;
  if (lateFee.amount > 0 && lateFee.percentage > 0) return fillTemplate(wording.amountOrPercentage, values);
  if (lateFee.amount > 0) return fillTemplate(wording.amount, values);
  if (lateFee.percentage > 0) return fillTemplate(wording.percentage, values);
  return wording.none;
}
