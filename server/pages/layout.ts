/**
 * The frame of the server's own pages (sign-in, account): plain HTML with inline CSS, no scripts,
 * so they work without JavaScript and under the strict Content-Security-Policy.
 */
import product from '../../schemas/product.json';
import { escapeHtml, type SafeHtml } from './html';

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1c2430;background:#f4f6f9}
a{color:#125c56}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
header{background:#14736a;color:#fff;padding:.9rem 1.25rem}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:1.1rem}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,61,102,.12);padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p.lead{margin:0 0 1.25rem;color:#4a5568}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.35rem}
input[type=text]{width:100%;min-height:48px;padding:.6rem .75rem;font-size:1rem;border:1px solid #8a96a8;border-radius:8px}
input[aria-invalid=true]{border-color:#b42318;border-width:2px}
.field-error{color:#b42318;margin:.35rem 0 0;font-size:.95rem}
.alert{background:#fef3f2;border:1px solid #b42318;color:#7a271a;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
.providers{display:grid;gap:.75rem;margin-top:1.25rem}
button{min-height:48px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;border:1px solid transparent;padding:.6rem 1rem}
button.apple{background:#000;color:#fff}
button.google{background:#fff;color:#1c2430;border-color:#8a96a8}
a.stay{display:flex;align-items:center;justify-content:center;min-height:48px;font-weight:600}
ul.list{list-style:none;padding:0;margin:0}
ul.list li{padding:.75rem 0;border-bottom:1px solid #e2e8f0}
.muted{color:#4a5568;font-size:.95rem}
nav.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem}
`;

export function renderPage(options: { title: string; body: SafeHtml }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(product.name)} | ${escapeHtml(options.title)}</title>
<style>${styles}</style>
</head>
<body>
<header><a href="/relief-loans/get-relief">${escapeHtml(product.name)}</a></header>
<main id="main">
<div class="card">
${options.body.html}
</div>
</main>
</body>
</html>`;
}
