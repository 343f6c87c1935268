/**
 * The frame of the server's own pages (sign-in, account, the embedded provider's): plain HTML with inline CSS, no scripts,
 * so they work without JavaScript and under the strict Content-Security-Policy. Header, card, footer,
 * colours and type match the app's shell (src/app/AppShell.tsx, widgets/theme), so the applicant
 * sees one product.
 */
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import { escapeHtml, type SafeHtml } from './html';

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a202c;background:#f9fafb;min-height:100dvh;display:flex;flex-direction:column}
a{color:#125c56}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1f8f82;outline-offset:2px}
.band{max-width:48rem;margin:0 auto;padding:0 1rem;display:flex;flex-wrap:wrap;align-items:baseline;gap:.75rem}
header{background:#fff;border-bottom:1px solid #e5e7eb;padding:1rem 0}
header a.brand{color:#125c56;text-decoration:none;font-weight:700;font-size:1.25rem}
header .tagline{color:#4b5563;font-size:.875rem}
main{flex:1;width:100%;max-width:48rem;margin:0 auto}
.card{background:#fff;padding:1.25rem}
footer{background:#fff;border-top:1px solid #e5e7eb;padding:1.25rem 0;font-size:.875rem;color:#374151}
footer .band{gap:1rem}
@media (min-width:768px){main{padding:2.5rem 1.5rem}.card{border-radius:16px;box-shadow:0 4px 12px rgba(15,23,42,.08);padding:2.5rem}.band{padding:0 1.5rem}}
@media (max-width:767px){header .tagline{display:none}main{background:#fff}}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .75rem;color:#111827}
@media (min-width:768px){h1{font-size:1.875rem}}
p.lead{margin:0 0 1.5rem;color:#374151;font-size:1.125rem;overflow-wrap:anywhere}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:44px;padding:.5rem .75rem;font-size:1rem;border:1px solid #9ca3af;border-radius:6px}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.hint{color:#4b5563;margin:0 0 .375rem;font-size:.875rem}
.field-error{color:#b91c1c;margin:.375rem 0 0;font-size:.875rem;font-weight:500}
.alert{background:#fef2f2;border:2px solid #dc2626;color:#991b1b;border-radius:8px;padding:1rem;margin-bottom:1.5rem}
.alert ul{margin:.5rem 0 0;padding-left:1.25rem}
.alert a{color:#991b1b}
.providers{display:grid;gap:.75rem;margin-top:1.5rem}
button,a.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;border-radius:8px;font-size:1rem;font-weight:500;cursor:pointer;border:1px solid transparent;padding:.6rem 1rem;text-decoration:none;font-family:inherit}
button.primary,a.button.primary{background:#14736a;color:#fff}
button.secondary,a.button.secondary{background:#fff;color:#0f5c55;border-color:#14736a}
.notice{background:#ecfdf5;border:1px solid #6ee7b7;color:#065f46;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.secondary-action{margin-top:1.5rem}
.secondary-action p{margin:0 0 .5rem;color:#374151}
.other-ways{display:grid;gap:.75rem;margin-bottom:1rem}
.other-ways form{margin:0}
.divider{display:flex;align-items:center;gap:.75rem;color:#4b5563;font-size:.875rem;margin:1rem 0 1.25rem}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #d1d5db}
a.stay{display:flex;align-items:center;justify-content:center;min-height:48px;font-weight:600}
ul.list{list-style:none;padding:0;margin:0}
ul.list li{padding:.75rem 0;border-bottom:1px solid #e5e7eb}
pre.mail{white-space:pre-wrap;word-break:break-word;background:#f3f4f6;padding:.75rem;border-radius:6px;font-size:.875rem}
.muted{color:#4b5563;font-size:.95rem}
label.show-password{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;font-weight:400;margin-top:.25rem}
label.show-password input{width:1.25rem;height:1.25rem;margin:0;accent-color:#14736a}
dl.facts{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem;margin:0 0 1.5rem}
dl.facts dt{color:#4b5563}
dl.facts dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
table.schedule{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;margin-bottom:1.5rem}
table.schedule caption{text-align:left;margin-bottom:.5rem}
table.schedule th,table.schedule td{padding:.5rem .25rem;border-bottom:1px solid #e5e7eb;text-align:left}
table.schedule td:last-child,table.schedule th:last-child{text-align:right}
nav.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
nav.links a{display:inline-flex;align-items:center;min-height:44px}
dl.doc-facts{margin:0 0 1.5rem}
dl.doc-facts div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e5e7eb}
dl.doc-facts dt{color:#4b5563;flex:1 1 55%}
dl.doc-facts dd{margin:0;font-weight:600;text-align:right;flex:1 1 45%;overflow-wrap:anywhere}
.hash{overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:.85rem}
a.download{display:inline-flex;align-items:center;min-height:44px}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
ul.doc{padding-left:1.25rem;margin:0 0 1rem}
ul.doc li{margin-bottom:.25rem}
footer a{display:inline-flex;align-items:center;min-height:44px}
`;

/** Spec §2: the product name, then the page title — the same separator as the app's pages. */
export function documentTitle(title: string): string {
  return `${product.name} — ${title}`;
}

export function renderPage(options: { title: string; body: SafeHtml }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(options.title))}</title>
<link rel="icon" href="/relief-loans/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
</head>
<body>
<header><div class="band"><a class="brand" href="/relief-loans/get-relief">${escapeHtml(product.name)}</a>
<span class="tagline">${escapeHtml(copy.shell.productTagline)}</span></div></header>
<main id="main">
<div class="card">
${options.body.html}
</div>
</main>
<footer><div class="band"><span>${escapeHtml(copy.shell.footerSupport.replace('{email}', product.supportEmail))}</span>
<a href="/legal-docs-and-notices">${escapeHtml(copy.shell.footerLegal)}</a>
<a href="/terms">${escapeHtml(copy.legalDocuments.titles.TERMS_OF_USE)}</a>
<a href="/privacy">${escapeHtml(copy.legalDocuments.titles.PRIVACY_POLICY)}</a></div></footer>
</body>
</html>`;
}
