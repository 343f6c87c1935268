/**
 * What the complete page says about a finished application (spec §2 /complete), from GET
 * selected-loan-offer: when the money arrives, the loan's terms and its payment schedule, in the
 * spec's formats (§1: USD with two decimals, dates as MMM D, YYYY). Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import type { ApiOperations } from '../../../core/api/generated/contractTypes';
import { formatApr } from '../../../core/pricing/appendixJApr';
import { formatDate, formatUsd } from '../../../core/rules/displayFormats';
import { fundsAccountLabel } from '../../../core/rules/fundsAccountLabel';
import { fillTemplate } from '../../../widgets/copy';

export type SelectedLoanOffer = ApiOperations['getSelectedLoanOffer']['response'];
type Offer = NonNullable<SelectedLoanOffer['selectedLoanOffer']>;

const text = copy.pages.complete;
const terms = copy.offers;

/**
 * Where and when the money arrives: to the account chosen on offer review, the signing day with
 * instant funding, else by the expected date (or soon, when neither is known).
 */
export function fundingMessage(
  selected: Pick<SelectedLoanOffer, 'eligibleForInstantFunding' | 'expectedFundingDate' | 'fundsAccount'>,
): string {
  const { expectedFundingDate, fundsAccount } = selected;
  if (!expectedFundingDate || !fundsAccount) return text.fundingSoon;
  const values = { date: formatDate(expectedFundingDate), account: fundsAccountLabel(fundsAccount) };
  return fillTemplate(selected.eligibleForInstantFunding ? text.instantFunding : text.fundingDate, values);
}

export function firstPaymentMessage(schedule: SelectedLoanOffer['paymentSchedule']): string | null {
  const first = schedule[0];
  return first
    ? fillTemplate(text.firstPayment, { amount: formatUsd(first.amount), date: formatDate(first.dueDate) })
    : null;
}

/** The loan in four lines: amount, monthly payment, term, APR. */
export function loanSummaryRows(offer: Offer): Array<{ label: string; value: string }> {
  return [
    { label: terms.loanAmount, value: formatUsd(offer.loanAmount) },
    { label: terms.monthlyPayment, value: formatUsd(offer.monthlyPaymentAmount) },
    { label: terms.term, value: fillTemplate(terms.termValue, { months: offer.loanTermInMonths }) },
    { label: terms.apr, value: formatApr(offer.annualPercentageRate) },
  ];
}

export function scheduleRows(
  schedule: SelectedLoanOffer['paymentSchedule'],
): Array<{ number: number; amount: string; dueDate: string }> {
  return schedule.map((payment) => ({
    number: payment.paymentNumber,
    amount: formatUsd(payment.amount),
    dueDate: formatDate(payment.dueDate),
  }));
}
