/** The signed-in account pages the spec links to as external paths (§2): simple, real pages. */
import type { ApplicationRecord } from '../store/applications';
import type { LoanOffer } from '../../core/pricing/loanOffer';
import { formatApr } from '../../core/pricing/appendixJApr';
import type { User } from '../store/users';
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

const accountLinks = `<nav class="links" aria-label="Account">
<a href="/overview">Overview</a><a href="/my-account">My account</a><a href="/preferences">Preferences</a>
<a href="/legal-docs-and-notices">Legal documents and notices</a>
<a href="/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Fget-relief">Sign out</a>
</nav>`;

/** An application as the overview lists it: with the loan accepted, once there is one. */
export interface OverviewEntry {
  application: ApplicationRecord;
  /** The offer accepted on offer review; null before (the amount asked for is shown then). */
  acceptedOffer: LoanOffer | null;
}

function overviewItem({ application, acceptedOffer }: OverviewEntry): string {
  const status = statusLabels[application.decisionStatus] ?? application.decisionStatus;
  const title = acceptedOffer
    ? `${formatUsd(acceptedOffer.loanAmount)} loan over ${acceptedOffer.loanTermInMonths} months`
    : `${formatUsd(application.desiredLoanAmount)} loan`;
  const terms = acceptedOffer
    ? ` · ${formatApr(acceptedOffer.annualPercentageRate)} APR · ${formatUsd(acceptedOffer.monthlyPaymentAmount)} a month`
    : '';
  return `<li><a href="/relief-loans/loan/${escapeHtml(application.uuid)}">${escapeHtml(title)}</a>
<div class="muted">Started ${escapeHtml(formatDate(application.createdAt))}${escapeHtml(terms)} · Status: ${escapeHtml(status)}</div></li>`;
}

export function renderOverviewPage(user: User, entries: OverviewEntry[]): string {
  const items =
    entries.length === 0
      ? '<p>You have no applications yet. <a href="/relief-loans/get-relief">Check your rate</a>.</p>'
      : `<ul class="list">${entries.map(overviewItem).join('')}</ul>`;
  return renderPage({
    title: 'Overview',
    body: safe(
      `<h1>Your applications</h1><p class="lead">Welcome back, ${escapeHtml(user.givenName)}.</p>${items}${accountLinks}`,
    ),
  });
}

export function renderMyAccountPage(user: User): string {
  return renderPage({
    title: 'My account',
    body: safe(`<h1>My account</h1>
<dl><dt>Name</dt><dd>${escapeHtml(`${user.givenName} ${user.familyName}`)}</dd>
${user.email ? `<dt>Email</dt><dd>${escapeHtml(user.email)}</dd>` : ''}
<dt>Signed in with</dt><dd>${escapeHtml(user.provider)}</dd></dl>${accountLinks}`),
  });
}

export function renderPreferencesPage(): string {
  return renderPage({
    title: 'Preferences',
    body: safe(`<h1>Preferences</h1>
<p>Text-message updates are chosen on each application's address and phone step. Reply STOP to any message to opt out.</p>${accountLinks}`),
  });
}

export function renderLegalDocsPage(applications: ApplicationRecord[]): string {
  const notices = applications
    .filter(
      (application) =>
        application.decisionStatus === 'DISQUALIFIED' || application.decisionStatus === 'DECLINED',
    )
    .map(
      (application) =>
        `<li><a href="/adverse_action_notices?application_uuid=${encodeURIComponent(application.uuid)}">Notice for your application of ${escapeHtml(
          formatDate(application.createdAt),
        )}</a></li>`,
    )
    .join('');
  return renderPage({
    title: 'Legal documents and notices',
    body: safe(`<h1>Legal documents and notices</h1>
${notices ? `<ul class="list">${notices}</ul>` : '<p>You have no documents or notices yet.</p>'}${accountLinks}`),
  });
}
