/**
 * The frame of the server's own pages (sign-in, account, the embedded provider's): plain HTML with inline CSS, no scripts,
 * so they work without JavaScript and under the strict Content-Security-Policy. Header, card, footer,
 * colours and type match the app's shell (src/app/AppShell.tsx, widgets/theme), so the applicant
 * sees one product: the colours (the brand being the program's, schemas/product.json) and the
 * button's measures come from core/theme/colors.ts, as the app's theme's do. Lists of links are the
 * app's cards of rows, not bullets of underlined links.
 */
import copy from '../../schemas/copy/en-US.json';
import product from '../../schemas/product.json';
import { actionButtonColors, actionButtonMeasures, brand, gray, green, red } from '../../core/theme/colors';
import type { Palette } from '../../core/theme/palette';
import { escapeHtml, type SafeHtml } from './html';

/**
 * The pages' CSS in a brand palette: the program's (schemas/product.json, through core/theme/colors.ts)
 * for every page; a test gives another to see the CSS follow it.
 */
export function pageStyles(palette: Palette): string {
  const buttons = actionButtonColors(palette);
  return `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;color:${gray[900]};background:${gray[50]};min-height:100dvh;display:flex;flex-direction:column}
a{color:${palette[700]}}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid ${palette[500]};outline-offset:2px}
.band{max-width:48rem;margin:0 auto;padding:0 1rem;display:flex;flex-wrap:wrap;align-items:baseline;gap:.75rem}
header{background:white;border-bottom:1px solid ${gray[200]};padding:1rem 0}
header a.brand{color:${palette[700]};text-decoration:none;font-weight:700;font-size:1.25rem}
header .tagline{color:${gray[600]};font-size:.875rem}
main{flex:1;width:100%;max-width:48rem;margin:0 auto}
.card{background:white;padding:1.25rem}
footer{background:white;border-top:1px solid ${gray[200]};padding:1.25rem 0;font-size:.875rem;color:${gray[700]}}
footer .band{gap:1rem}
@media (min-width:768px){main{padding:2.5rem 1.5rem}.card{border-radius:16px;box-shadow:0 4px 12px rgba(15,23,42,.08);padding:2.5rem}.band{padding:0 1.5rem}}
@media (max-width:767px){header .tagline{display:none}main{background:white}}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .75rem;color:${gray[900]}}
@media (min-width:768px){h1{font-size:1.875rem}}
p.lead{margin:0 0 1.5rem;color:${gray[700]};font-size:1.125rem;overflow-wrap:anywhere}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:44px;padding:.5rem .75rem;font-size:1rem;border:1px solid ${gray[400]};border-radius:6px}
input[aria-invalid=true]{border-color:${red[700]};border-width:2px}
.hint{color:${gray[600]};margin:0 0 .375rem;font-size:.875rem}
.field-error{color:${red[700]};margin:.375rem 0 0;font-size:.875rem;font-weight:500}
.alert{background:${red[50]};border:2px solid ${red[600]};color:${red[700]};border-radius:8px;padding:1rem;margin-bottom:1.5rem}
.alert ul{margin:.5rem 0 0;padding-left:1.25rem}
.alert a{color:${red[700]}}
.providers{display:grid;gap:.75rem;margin-top:1.5rem}
button,a.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:${actionButtonMeasures.minHeightPx}px;border-radius:${actionButtonMeasures.radiusPx}px;font-size:${actionButtonMeasures.fontSizeRem}rem;font-weight:${actionButtonMeasures.fontWeight};cursor:pointer;border:${actionButtonMeasures.borderWidthPx}px solid transparent;padding:.6rem 1rem;text-decoration:none;font-family:inherit}
button.primary,a.button.primary{background:${buttons.primary.background};border-color:${buttons.primary.background};color:${buttons.primary.text}}
button.primary:hover,a.button.primary:hover{background:${buttons.primary.hover}}
button.secondary,a.button.secondary{background:${buttons.secondary.background};color:${buttons.secondary.text};border-color:${buttons.secondary.border}}
button.secondary:hover,a.button.secondary:hover{background:${buttons.secondary.hover}}
.notice{background:${green[50]};border:1px solid ${green[300]};color:${green[800]};border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.secondary-action{margin-top:1.5rem}
.secondary-action p{margin:0 0 .5rem;color:${gray[700]}}
.other-ways{display:grid;gap:.75rem;margin-bottom:1rem}
.other-ways form{margin:0}
ul.list li form{margin:.75rem 0 0}
.divider{display:flex;align-items:center;gap:.75rem;color:${gray[600]};font-size:.875rem;margin:1rem 0 1.25rem}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid ${gray[300]}}
a.stay{display:flex;align-items:center;justify-content:center;min-height:48px;font-weight:600}
ul.list{list-style:none;padding:0;margin:0 0 1.5rem;border:1px solid ${gray[200]};border-radius:12px;background:white}
ul.list li{padding:.75rem 1rem;border-top:1px solid ${gray[200]}}
ul.list li:first-child{border-top:0}
ul.list li>a:first-child{display:flex;align-items:center;justify-content:space-between;gap:.75rem;min-height:44px;font-weight:600;text-decoration:none;color:${gray[900]}}
ul.list li>a:first-child::after{content:"";flex:none;width:.5rem;height:.5rem;border:solid ${palette[700]};border-width:2px 2px 0 0;transform:rotate(45deg)}
ul.list li>a:first-child:hover{color:${palette[700]}}
pre.mail{white-space:pre-wrap;word-break:break-word;background:${gray[100]};padding:.75rem;border-radius:6px;font-size:.875rem}
.muted{color:${gray[600]};font-size:.95rem}
label.show-password{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;font-weight:400;margin-top:.25rem}
label.show-password input{width:1.25rem;height:1.25rem;margin:0;accent-color:${palette[600]}}
dl.facts{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem;margin:0 0 1.5rem}
dl.facts dt{color:${gray[600]}}
dl.facts dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
table.schedule{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;margin-bottom:1.5rem}
table.schedule caption{text-align:left;margin-bottom:.5rem}
table.schedule th,table.schedule td{padding:.5rem .25rem;border-bottom:1px solid ${gray[200]};text-align:left}
table.schedule td:last-child,table.schedule th:last-child{text-align:right}
nav.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:.25rem 1.5rem}
nav.links a{display:inline-flex;align-items:center;min-height:44px;color:${palette[700]};font-weight:600;text-decoration:underline;text-underline-offset:3px}
nav.links a:hover{color:${palette[800]}}
dl.doc-facts{margin:0 0 1.5rem}
dl.doc-facts div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid ${gray[200]}}
dl.doc-facts dt{color:${gray[600]};flex:1 1 55%}
dl.doc-facts dd{margin:0;font-weight:600;text-align:right;flex:1 1 45%;overflow-wrap:anywhere}
.hash{overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:.85rem}
a.download{display:inline-flex;align-items:center;min-height:44px;font-weight:600;color:${palette[700]}}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
ul.doc,.card ul:not([class]){padding-left:0;margin:0 0 1rem;list-style:none}
ul.doc li,.card ul:not([class]) li{position:relative;padding-left:1.25rem;margin-bottom:.5rem}
ul.doc li::before,.card ul:not([class]) li::before{content:"";position:absolute;left:.25rem;top:.6em;width:.375rem;height:.375rem;border-radius:50%;background:currentColor}
footer a{display:inline-flex;align-items:center;min-height:44px}
section.contact-us{margin-top:2rem;padding-top:1.5rem;border-top:1px solid ${gray[200]}}
section.contact-us h2{margin-top:0}
section.contact-us h3{font-size:1.125rem;margin:1.25rem 0 .5rem}
section.contact-us h4{font-size:1rem;margin:0 0 .25rem;color:${gray[800]}}
address{font-style:normal}
ul.contact-links{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:1rem;align-items:center}
ul.contact-links li{display:contents}
ul.contact-links span{color:${gray[600]}}
ul.contact-links a{display:inline-flex;align-items:center;min-height:44px;font-weight:600;overflow-wrap:anywhere}
.contact-hours{display:grid;gap:1rem;max-width:28rem}
dl.hours{margin:0}
dl.hours div{display:flex;justify-content:space-between;gap:1rem;padding:.125rem 0}
dl.hours dt{color:${gray[600]}}
dl.hours dd{margin:0;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
`;
}

const styles = pageStyles(brand);

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
