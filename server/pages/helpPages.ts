/**
 * The two help-centre articles the spec links to (§2): borrower eligibility, and soft versus hard
 * credit inquiry. Public, plain pages; the eligibility figures come from product.json so the article
 * and the funnel's rules never disagree. Each ends with how to reach support: the contact-us answer's
 * facts (server/domain/support/contactUs.ts) laid out as the app's contact block lays them out
 * (core/rules/contactUs.ts).
 */
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import usStates from '../../schemas/usStates.json';
import { contactDetails } from '../../core/rules/contactUs';
import { formatWholeUsd } from '../../core/rules/displayFormats';
import { contactUs } from '../domain/support/contactUs';
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

const stateNames: Record<string, string> = usStates.states;

const helpLinks = `<nav class="links" aria-label="Help">
<a href="/help/borrower-eligibility">Borrower eligibility</a>
<a href="/help/soft-vs-hard-credit-inquiry">Soft versus hard credit inquiry</a>
<a href="/relief-loans/get-relief">Check your rate</a>
</nav>`;

function renderContactUs(): string {
  const words = copy.contactUs;
  const details = contactDetails(contactUs, words);
  const links = details.links
    .map(
      (link) =>
        `<li><span>${escapeHtml(link.label)}</span> ${
          link.href
            ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`
            : `<strong>${escapeHtml(link.text)}</strong>`
        }</li>`,
    )
    .join('\n');
  const hours = details.hours
    .map(
      (team) => `<div><h4 id="contact-us-hours-${team.team}">${escapeHtml(team.title)}</h4>
<dl class="hours" aria-labelledby="contact-us-hours-${team.team}">${team.days
        .map((day) => `<div><dt>${escapeHtml(day.label)}</dt><dd>${escapeHtml(day.hours)}</dd></div>`)
        .join('')}</dl></div>`,
    )
    .join('\n');
  return `<section class="contact-us" aria-labelledby="contact-us">
<h2 id="contact-us">${escapeHtml(words.title)}</h2>
<p>${escapeHtml(words.lead)}</p>
<address><ul class="contact-links">
${links}
</ul></address>
<h3>${escapeHtml(details.hoursTitle)}</h3>
<div class="contact-hours">
${hours}
</div>
</section>`;
}

export function renderBorrowerEligibilityPage(): string {
  const { loanAmount, loanTerm, configuration } = product;
  const excluded = configuration.nonQualifyingStates.map((code) => stateNames[code] ?? code).join(', ');
  return renderPage({
    title: 'Borrower eligibility',
    body: safe(`<h1>Who can apply for ${escapeHtml(product.name)}?</h1>
<p class="lead">You can apply if all of these are true:</p>
<ul>
<li>You are at least 18 years old.</li>
<li>You live in the United States, outside ${escapeHtml(excluded)}, where we can’t offer loans yet.</li>
<li>You have a valid Social Security number.</li>
<li>Your yearly income is at least ${escapeHtml(formatWholeUsd(configuration.minIncome))}.</li>
</ul>
<p>Loans are ${escapeHtml(formatWholeUsd(loanAmount.min))} to ${escapeHtml(formatWholeUsd(loanAmount.max))}, repaid over ${escapeHtml(loanTerm.min)} to ${escapeHtml(loanTerm.max)} months. Meeting these does not guarantee an offer: we also look at your credit report and the information in your application.</p>
<p>Checking your rate uses a soft credit inquiry, which does not affect your credit score.</p>${helpLinks}${renderContactUs()}`),
  });
}

export function renderSoftVsHardInquiryPage(): string {
  return renderPage({
    title: 'Soft versus hard credit inquiry',
    body: safe(`<h1>Soft versus hard credit inquiry</h1>
<p class="lead">We look at your credit report twice at most, in two different ways.</p>
<h2>Soft inquiry: when you check your offers</h2>
<p>When you agree and check for offers, we obtain your credit report with a soft inquiry. Only you can see it on your report, and it does not affect your credit score.</p>
<h2>Hard inquiry: only if you accept a loan</h2>
<p>If you accept a loan offer, we obtain your credit report again with a hard inquiry. Other lenders can see it, and it may lower your credit score by a few points for a while.</p>
<p>If you don’t accept an offer, there is no hard inquiry.</p>${helpLinks}${renderContactUs()}`),
  });
}
