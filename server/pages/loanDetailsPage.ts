/**
 * One application in the account (/overview?application_uuid=…, where the app sends an application
 * that is no longer in progress): for an accepted loan its Truth in Lending figures, status, next
 * payment and the whole schedule, counted from the day it was accepted (the schedule signed); for
 * any other application its status and the way on.
 */
import { formatApr } from '../../core/pricing/appendixJApr';
import type { IsoDate } from '../../core/pricing/calendarDates';
import { nextPayment } from '../../core/pricing/nextPayment';
import { formatDate, formatUsd } from '../../core/rules/displayFormats';
import { fundsAccountLabel } from '../../core/rules/fundsAccountLabel';
import { escapeHtml, safe } from './html';
import { accountLinks, oneLoanAtATime, statusLabel, type OverviewEntry } from './accountPages';
import { renderPage } from './layout';
import type { CashLineRecord } from '../store/cashLines';

const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

function loanSection(entry: OverviewEntry & { acceptedAt: string }, today: IsoDate): string {
  const offer = entry.acceptedOffer;
  if (!offer) return '';
  const schedule = entry.paymentSchedule;
  const next = nextPayment(schedule, today);
  const funded = entry.application.decisionStatus === 'FUNDED';
  const waiting = entry.application.decisionStatus === 'IN_PROGRESS';
  const rows = schedule
    .map(
      (payment) =>
        `<tr><td>${payment.paymentNumber}</td><td>${escapeHtml(formatDate(payment.dueDate))}</td><td>${escapeHtml(
          formatUsd(payment.amount),
        )}</td></tr>`,
    )
    .join('');
  return `<dl class="facts">
${row('Status', statusLabel(entry.application.decisionStatus))}
${row('Accepted', formatDate(entry.acceptedAt))}
${funded && entry.application.resolvedAt ? row('Funded', formatDate(entry.application.resolvedAt)) : ''}
${waiting && entry.expectedFundingDate ? row('Money expected', `By ${formatDate(entry.expectedFundingDate)}`) : ''}
${entry.fundsAccount ? row(funded ? 'Money sent to' : 'Money goes to', fundsAccountLabel(entry.fundsAccount)) : ''}
${row('Next payment', next ? `${formatUsd(next.amount)} due ${formatDate(next.dueDate)}` : 'None scheduled')}
${row('Annual percentage rate', formatApr(offer.annualPercentageRate))}
${row('Finance charge', formatUsd(offer.financeChargeAmount))}
${row('Amount financed', formatUsd(offer.toYouAmount))}
${row('Origination fee', formatUsd(offer.originationFeeAmount))}
${row('Total of payments', formatUsd(offer.totalToRepayAmount))}
${row('Monthly payment', `${formatUsd(offer.monthlyPaymentAmount)} for ${offer.loanTermInMonths} months`)}
</dl>
<h2>Payment schedule</h2>
<table class="schedule"><caption class="muted">${offer.loanTermInMonths} monthly payments, the first one month after the loan was accepted.</caption>
<thead><tr><th scope="col">Payment</th><th scope="col">Due</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody></table>
${funded ? `<p class="notice">${escapeHtml(oneLoanAtATime)}</p>` : ''}`;
}

/** A cash line opened from the decline: what it is, and the terms agreed to, word for word. */
function cashLineSection(line: CashLineRecord): string {
  return `<h2>Your cash line</h2>
<dl class="facts">
${row('Credit line', formatUsd(line.lineLimitAmount))}
${row('Membership fee', `${formatUsd(line.subscriptionAmount)} a month`)}
${row('Issued by', line.issuingBankName)}
${row('Opened', formatDate(line.openedAt))}
</dl>
<h2>Cash line terms you agreed to</h2>
<p>${escapeHtml(line.termsText)}</p>
<p class="muted">${escapeHtml(`Version ${line.termsVersion}.`)}</p>`;
}

export function renderLoanDetailsPage(entry: OverviewEntry, today: IsoDate): string {
  const { application, acceptedOffer, acceptedAt } = entry;
  const status = statusLabel(application.decisionStatus);
  const title = acceptedOffer ? `Your ${formatUsd(acceptedOffer.loanAmount)} loan` : 'Your application';
  const body =
    acceptedOffer && acceptedAt
      ? loanSection({ ...entry, acceptedAt }, today)
      : `<dl class="facts">${row('Status', status)}${row('Started', formatDate(application.createdAt))}${row(
          'Amount asked for',
          formatUsd(application.desiredLoanAmount),
        )}</dl>
${
  application.decisionStatus === 'IN_PROGRESS'
    ? `<a class="button primary" href="/relief-loans/loan/${escapeHtml(application.uuid)}">Continue your application</a>`
    : `<p>This application is closed. Any notice about it is under <a href="/legal-docs-and-notices">Legal documents and notices</a>.</p>`
}
${entry.cashLine ? cashLineSection(entry.cashLine) : ''}`;
  return renderPage({
    title: acceptedOffer ? 'Your loan' : 'Your application',
    body: safe(`<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(
      acceptedOffer
        ? `${acceptedOffer.loanTermInMonths} months at ${formatApr(acceptedOffer.annualPercentageRate)} APR. Status: ${status}.`
        : `Started ${formatDate(application.createdAt)}. Status: ${status}.`,
    )}</p>
${body}
<p><a href="/overview">All your applications</a></p>${accountLinks}`),
  });
}
