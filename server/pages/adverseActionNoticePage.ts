/**
 * The adverse-action notice (docs/decisions/0042-the-adverse-action-notice-is-a-server-page.md; Reg B, 12 CFR
 * 1002.9; FCRA §615(a)): the creditor, the decision and its date, the principal reasons pricing recorded, the
 * consumer reporting agency whose report was used with the applicant's rights, and the ECOA notice. A server
 * page like the account pages (session cookie, no scripts). Never shows the SSN or date of birth.
 */
import product from '../../schemas/product.json';
import { formatDate, formatUsd } from '../../core/rules/displayFormats';
import type { AdverseAction } from '../domain/outcomes/adverseAction';
import type { BureauContact } from '../adapters/bureau/creditBureau';
import type { ApplicationRecord } from '../store/applications';
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

const title = 'Notice of action taken';

const backLinks = `<nav class="links" aria-label="Account">
<a href="/legal-docs-and-notices">Legal documents and notices</a><a href="/overview">Your applications</a>
</nav>`;

export interface NoticeInput {
  application: ApplicationRecord;
  applicantName: string;
  decision: AdverseAction;
  bureau: BureauContact;
}

/**
 * FCRA §615(a)(2): the score used, its range, the key factors the bureau gave for it (not the reasons
 * for our decision, which have their own section), its date and who provided it.
 */
function creditScoreSection(decision: AdverseAction, bureau: BureauContact): string {
  if (!decision.creditScore) return '';
  const factors = decision.creditScore.keyFactors.map((text) => `<li>${escapeHtml(text)}</li>`).join('');
  return `<h2>Your credit score</h2>
<p>Your credit score: <strong>${decision.creditScore.score}</strong>, on a scale from 300 (lowest) to 850 (highest), as of ${escapeHtml(
    formatDate(decision.creditScore.date),
  )}, provided by ${escapeHtml(bureau.name)}. A credit score is a number that reflects the information in your credit report.</p>
${
  factors
    ? `<p>Key factors that adversely affected your credit score, as ${escapeHtml(bureau.name)} reported them:</p>
<ul>${factors}</ul>`
    : ''
}`;
}

function consumerReportSection(bureau: BureauContact): string {
  return `<h2>The credit report we used</h2>
<p>Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency.</p>
<address><strong>${escapeHtml(bureau.name)}</strong><br>${escapeHtml(bureau.address)}<br>
Phone (toll-free): ${escapeHtml(bureau.phone)}<br>
Website: <a href="${escapeHtml(bureau.website)}">${escapeHtml(bureau.website)}</a></address>
<h2>Your rights</h2>
<ul>
<li>The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.</li>
<li>You have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice.</li>
<li>If you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.</li>
</ul>`;
}

const ecoaNotice = `<h2>Equal Credit Opportunity Act notice</h2>
<p>The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor is the Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552.</p>`;

export function renderAdverseActionNoticePage({
  application,
  applicantName,
  decision,
  bureau,
}: NoticeInput): string {
  const reasons = decision.reasons.map((reason) => `<li>${escapeHtml(reason.text)}</li>`).join('');
  const body = `<h1>${title}</h1>
<dl>
<dt>Date</dt><dd>${escapeHtml(formatDate(decision.decisionDate))}</dd>
<dt>Applicant</dt><dd>${escapeHtml(applicantName)}</dd>
<dt>Creditor</dt><dd>${escapeHtml(product.issuingBankName)}, lender of ${escapeHtml(product.name)} (${escapeHtml(product.supportEmail)})</dd>
<dt>Application</dt><dd>${escapeHtml(formatUsd(application.desiredLoanAmount))} loan, applied for on ${escapeHtml(
    formatDate(application.createdAt),
  )}</dd>
</dl>
<p>Thank you for applying. After reviewing your application, we are unable to approve the loan you asked for.</p>
<h2>Principal reasons for our decision</h2>
<ul>${reasons}</ul>
${creditScoreSection(decision, bureau)}
${decision.usedConsumerReport ? consumerReportSection(bureau) : '<p>No consumer report was used in this decision.</p>'}
${ecoaNotice}
<p class="muted">Questions about this notice: write to ${escapeHtml(product.supportEmail)}.</p>
${backLinks}`;
  return renderPage({ title, body: safe(body) });
}

/** The applicant's own application without a decline: nothing to give notice of. */
export function renderNoNoticePage(): string {
  return renderPage({
    title,
    body: safe(`<h1>${title}</h1>
<p>There is no notice for this application. We send a notice of action taken only when we decline an application, and this one was not declined.</p>
${backLinks}`),
  });
}

/** Unknown application and someone else's alike: nothing reveals that an application exists. */
export function renderNoticeNotFoundPage(): string {
  return renderPage({
    title: 'Notice not found',
    body: safe(`<h1>Notice not found</h1>
<p>We couldn’t find that notice. Your notices are listed under Legal documents and notices.</p>
${backLinks}`),
  });
}

/** No application named: where the notices are. */
export function renderChooseNoticePage(): string {
  return renderPage({
    title,
    body: safe(`<h1>${title}</h1>
<p>Open a notice from Legal documents and notices; each declined application has its own.</p>
${backLinks}`),
  });
}
