/** The signed-in account pages the spec links to as external paths (§2): simple, real pages. */
import type { ApplicationRecord } from '../store/applications';
import type { LoanOffer } from '../../core/pricing/loanOffer';
import { formatApr } from '../../core/pricing/appendixJApr';
import type { User } from '../store/users';
import type { CashLineRecord } from '../store/cashLines';
import type { FiledDocument } from '../store/filedDocuments';
import type { ScheduledPayment } from '../../core/pricing/paymentSchedule';
import type { FundsAccountView } from '../../core/rules/fundsAccountLabel';
import { formatDate, formatUsd } from '../../core/rules/displayFormats';
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

const statusLabels: Record<string, string> = {
  IN_PROGRESS: 'In progress',
  DISQUALIFIED: 'Not available',
  DECLINED: 'Declined',
  FUNDED: 'Funded',
  INCOMPLETE: 'Incomplete',
  INQUIRY_EXPIRED: 'Expired',
  REJECTED_FUNDING: 'Funding rejected',
  WITHDRAWN: 'Withdrawn',
};

export const statusLabel = (status: string) => statusLabels[status] ?? status;

/** Said wherever an open loan is shown, and why get-relief sends its borrower to "not eligible". */
export const oneLoanAtATime =
  'You can have one Relief Loan at a time: you can apply for another once this one is paid off.';

export const accountLinks = `<nav class="links" aria-label="Account">
<a href="/overview">Overview</a><a href="/my-account">My account</a><a href="/preferences">Preferences</a>
<a href="/legal-docs-and-notices">Legal documents and notices</a>
<a href="/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Fget-relief">Sign out</a>
</nav>`;

/** An application as the overview lists it: with the loan accepted, once there is one. */
export interface OverviewEntry {
  application: ApplicationRecord;
  /** The offer accepted on offer review; null before (the amount asked for is shown then). */
  acceptedOffer: LoanOffer | null;
  /** When it was accepted: the payment schedule counts from that day. */
  acceptedAt: string | null;
  /** The schedule signed, from the same source as the application's (selectedOfferSummary); empty before acceptance. */
  paymentSchedule: ScheduledPayment[];
  /** When the accepted loan's money is expected (null before acceptance). */
  expectedFundingDate: string | null;
  /** Where the accepted loan's money goes, as it may be shown. */
  fundsAccount: FundsAccountView | null;
  /** The cash line opened from this application's decline (decision 0071), if any. */
  cashLine: CashLineRecord | null;
}

/** An accepted loan's or an opened cash line's own page; any other application's page is the app's. */
const entryHref = ({ application, acceptedOffer, cashLine }: OverviewEntry) =>
  acceptedOffer || cashLine
    ? `/overview?application_uuid=${encodeURIComponent(application.uuid)}`
    : `/relief-loans/loan/${encodeURIComponent(application.uuid)}`;

function overviewItem(entry: OverviewEntry): string {
  const { application, acceptedOffer } = entry;
  const status = statusLabel(application.decisionStatus);
  const title = acceptedOffer
    ? `${formatUsd(acceptedOffer.loanAmount)} loan over ${acceptedOffer.loanTermInMonths} months`
    : `${formatUsd(application.desiredLoanAmount)} loan`;
  const terms = acceptedOffer
    ? ` · ${formatApr(acceptedOffer.annualPercentageRate)} APR · ${formatUsd(acceptedOffer.monthlyPaymentAmount)} a month`
    : '';
  return `<li><a href="${escapeHtml(entryHref(entry))}">${escapeHtml(title)}</a>
<div class="muted">Started ${escapeHtml(formatDate(application.createdAt))}${escapeHtml(terms)} · Status: ${escapeHtml(status)}</div></li>`;
}

export function renderOverviewPage(
  user: User,
  entries: OverviewEntry[],
  options: { notFound?: boolean } = {},
): string {
  const items =
    entries.length === 0
      ? '<p>You have no applications yet. <a href="/relief-loans/get-relief">Check your rate</a>.</p>'
      : `<ul class="list">${entries.map(overviewItem).join('')}</ul>`;
  const notFound = options.notFound
    ? '<p class="notice" role="status">We couldn’t find that application in your account. Here is everything in it.</p>'
    : '';
  return renderPage({
    title: 'Overview',
    body: safe(
      `<h1>Your applications</h1>${notFound}<p class="lead">Welcome back, ${escapeHtml(user.givenName)}.</p>${items}${accountLinks}`,
    ),
  });
}

/** The loans accepted (open or on their way) and the cash lines opened, for the account page. */
function loansSection(entries: OverviewEntry[]): string {
  const items = entries.flatMap((entry) => {
    const offer = entry.acceptedOffer;
    const line = entry.cashLine;
    const item = (title: string, detail: string) =>
      `<li><a href="${escapeHtml(entryHref(entry))}">${escapeHtml(title)}</a><div class="muted">${escapeHtml(detail)}</div></li>`;
    if (offer)
      return [
        item(
          `${formatUsd(offer.loanAmount)} over ${offer.loanTermInMonths} months`,
          `${formatApr(offer.annualPercentageRate)} APR · ${formatUsd(offer.monthlyPaymentAmount)} a month · Status: ${statusLabel(entry.application.decisionStatus)}`,
        ),
      ];
    if (line)
      return [
        item(
          `Cash line of up to ${formatUsd(line.lineLimitAmount)}`,
          `${formatUsd(line.subscriptionAmount)} a month · ${line.issuingBankName} · Opened ${formatDate(line.openedAt)}`,
        ),
      ];
    return [];
  });
  if (items.length === 0)
    return '<h2>Your loans</h2><p>You have no loans with us. <a href="/relief-loans/get-relief">Check your rate</a>.</p>';
  const open = entries.some((entry) => entry.application.decisionStatus === 'FUNDED');
  return `<h2>Your loans</h2><ul class="list">${items.join('')}</ul>${open ? `<p class="muted">${escapeHtml(oneLoanAtATime)}</p>` : ''}`;
}

export function renderMyAccountPage(user: User, entries: OverviewEntry[]): string {
  return renderPage({
    title: 'My account',
    body: safe(`<h1>My account</h1>
<dl class="facts"><dt>Name</dt><dd>${escapeHtml(`${user.givenName} ${user.familyName}`)}</dd>
${user.email ? `<dt>Email</dt><dd>${escapeHtml(user.email)}</dd>` : ''}
<dt>Signed in with</dt><dd>${escapeHtml(user.provider)}</dd></dl>
${loansSection(entries)}${accountLinks}`),
  });
}

/** An application the person gets texts about, as the Preferences page lists it. */
export interface TextsOnEntry {
  application: ApplicationRecord;
}

export interface PreferencesView {
  textsOn: TextsOnEntry[];
  /** The form token of this session's stop-texts form (server/auth/secrets.ts sessionFormToken). */
  formToken: string;
  /** What the last post did: texts stopped for the application named, or why nothing changed. */
  notice?: { kind: 'stopped'; application: ApplicationRecord } | { kind: 'notFound' } | { kind: 'refused' };
  supportEmail: string;
}

export const stopTextsPath = '/preferences/stop-texts';

const applicationName = (application: ApplicationRecord) =>
  `${formatUsd(application.desiredLoanAmount)} loan, started ${formatDate(application.createdAt)}`;

function preferencesNotice(notice: PreferencesView['notice']): string {
  if (!notice) return '';
  if (notice.kind === 'stopped')
    // Focused on arrival (after the post's redirect): a status already in the page at load is not
    // announced, and focus would otherwise start at the top of a page the person has just used.
    return `<p class="notice" role="status" tabindex="-1" autofocus>We’ve stopped texts about your ${escapeHtml(applicationName(notice.application))}. We won’t text you about it again.</p>`;
  const words =
    notice.kind === 'notFound'
      ? 'We couldn’t find that application in your account, so nothing changed.'
      : 'That request didn’t come from this page, so nothing changed. To stop texts, use the button below.';
  return `<p class="alert" role="alert" tabindex="-1" autofocus>${escapeHtml(words)}</p>`;
}

function textsOnItem({ application }: TextsOnEntry, formToken: string): string {
  const name = applicationName(application);
  return `<li><div><strong>${escapeHtml(name)}</strong></div>
<div class="muted">Status: ${escapeHtml(statusLabel(application.decisionStatus))}</div>
<form method="post" action="${stopTextsPath}">
<input type="hidden" name="form_token" value="${escapeHtml(formToken)}">
<input type="hidden" name="application_uuid" value="${escapeHtml(application.uuid)}">
<button type="submit" class="secondary">Stop texts about this loan<span class="visually-hidden"> (${escapeHtml(name)})</span></button>
</form></li>`;
}

/**
 * Texts are withdrawn here, one application at a time (TCPA: at any time, by any reasonable means).
 * Electronic delivery (E-Sign) is not withdrawn here: paper copies and withdrawing it go through
 * support, who can send paper (docs/decisions/0089-consents-opened-and-withdrawn.md).
 */
export function renderPreferencesPage(view: PreferencesView): string {
  const texts =
    view.textsOn.length === 0
      ? '<p>We don’t text you about any of your applications. You can choose texts on an application’s address and phone step, or when you review your loan offer.</p>'
      : `<p>We text you about these applications. You can stop texts here at any time, or reply STOP to any text.</p>
<ul class="list">${view.textsOn.map((entry) => textsOnItem(entry, view.formToken)).join('')}</ul>`;
  const email = escapeHtml(view.supportEmail);
  return renderPage({
    title: 'Preferences',
    body: safe(`<h1>Preferences</h1>${preferencesNotice(view.notice)}
<h2>Text messages</h2>${texts}
<h2>Paper copies</h2>
<p>Your loan documents and notices come to you electronically. To get a paper copy of any of them at no cost, or to stop getting them electronically, email <a href="mailto:${email}">${email}</a>.</p>${accountLinks}`),
  });
}

/** One application's part of Legal documents and notices: what was filed when it was signed, and its notice. */
export interface LegalDocsEntry {
  application: ApplicationRecord;
  filed: FiledDocument[];
}

/** What happened when a filed document was dated: signed, given, or agreed to. */
export function filedAs(documentId: string): string {
  if (documentId === 'LOAN_AGREEMENT') return 'Signed electronically';
  if (documentId === 'TRUTH_IN_LENDING_DISCLOSURE') return 'Given';
  return 'Agreed to';
}

const filedItem = (file: FiledDocument) => {
  const view = `/legal-docs-and-notices/${encodeURIComponent(file.uuid)}`;
  const when = `${filedAs(file.documentId)} ${formatDate(file.signedAt)}`;
  return `<li><a href="${escapeHtml(view)}">${escapeHtml(file.title)}</a>
<div class="muted">Version ${escapeHtml(file.version)} · ${escapeHtml(when)}</div>
<a class="download" href="${escapeHtml(`${view}/pdf`)}" download>Download PDF<span class="visually-hidden"> of the ${escapeHtml(file.title)}</span></a></li>`;
};

function applicationSection({ application, filed }: LegalDocsEntry): string {
  const declined = application.decisionStatus === 'DISQUALIFIED' || application.decisionStatus === 'DECLINED';
  const notice = declined
    ? `<li><a href="/adverse_action_notices?application_uuid=${encodeURIComponent(application.uuid)}">Notice of the decision on your application</a></li>`
    : '';
  if (!notice && filed.length === 0) return '';
  return `<h2>Your application of ${escapeHtml(formatDate(application.createdAt))}</h2>
<ul class="list">${notice}${filed.map(filedItem).join('')}</ul>`;
}

const publicDocumentsLine =
  '<p class="muted">Anyone can read our <a href="/terms">Terms of Use</a>, <a href="/privacy">Privacy Policy</a> and <a href="/e-sign">E-Sign Disclosure and Consent</a>.</p>';

/** Signed out: the documents anyone may read, and the way to one's own. */
export function renderPublicLegalDocsPage(signInHref: string): string {
  return renderPage({
    title: 'Legal documents and notices',
    body: safe(`<h1>Legal documents and notices</h1>
<ul class="list"><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li><li><a href="/e-sign">E-Sign Disclosure and Consent</a></li></ul>
<h2>Your documents</h2>
<p>Your signed loan agreement, the consents you gave and the notices about your applications are in your account.</p>
<a class="button primary" href="${escapeHtml(signInHref)}">Sign in to see them</a>`),
  });
}

export function renderLegalDocsPage(entries: LegalDocsEntry[]): string {
  const sections = entries.map(applicationSection).join('');
  return renderPage({
    title: 'Legal documents and notices',
    body: safe(`<h1>Legal documents and notices</h1>
${sections || '<p>You have no documents or notices yet.</p>'}
${publicDocumentsLine}${accountLinks}`),
  });
}
