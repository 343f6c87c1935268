/**
 * The shipped app compiles no code at run time (docs/architecture.md: it runs under a CSP
 * without unsafe-eval): no ajv compiler and no `new Function`/eval in any built chunk an applicant
 * can load. One chunk is staff-only: the studio's editors (`src/staff/studio/StepStudio.tsx`, with
 * the copy view's editor, docs/studio.md) carry ajv to compile edited rules under `npm run dev`; a production build never
 * calls it (src/staff/studio/compilingAllowed.ts): the preview uses the saved, precompiled rules and
 * the checker validators compiled at build time. No applicant page loads it (the studio is its own
 * lazily loaded route), which the second check holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gray } from '../../core/theme/colors';

const assets = join(import.meta.dirname, '../../dist/assets');
const studioEditor = /^StepStudio-[\w-]+\.js$/;

test('The built app ships no code compiler and no new Function', () => {
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const name of chunks.filter((chunk) => !studioEditor.test(chunk))) {
    const code = readFileSync(join(assets, name), 'utf8');
    expect(code, name).not.toMatch(/new Function\s*\(/);
    expect(code, name).not.toMatch(/\beval\s*\(/);
    // Strings only ajv's compiler carries (its duplicate-schema error and strict-mode warning).
    expect(code, name).not.toContain('schema with key or id');
    expect(code, name).not.toContain('strict mode: ');
  }
});

test('No applicant page names the studio editor: it loads only inside the studio', () => {
  const editor = readdirSync(assets).filter((name) => studioEditor.test(name));
  expect(editor.length).toBe(1);
  const entryHtml = readFileSync(join(assets, '../index.html'), 'utf8');
  expect(entryHtml).not.toContain(editor[0]);
  // Only the studio's own screen chunk imports it.
  const importers = readdirSync(assets)
    .filter((name) => name.endsWith('.js') && name !== editor[0])
    .filter((name) => readFileSync(join(assets, name), 'utf8').includes(editor[0] ?? ''));
  for (const importer of importers) expect(importer).toMatch(/^StudioScreen-/);
});

test('The server refuses eval to the page (Content-Security-Policy without unsafe-eval)', async ({
  request,
}) => {
  const response = await request.get('/relief-loans/get-relief');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
});

// docs/decisions/0056-the-shells-css-comes-with-the-html.md: a linked stylesheet holds the first
// paint back by one more request.
test("A page paints with no stylesheet to download: the shell's CSS is in its HTML", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/relief-loans/no-such-page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start over' })).toBeVisible();
  expect(stylesheets).toEqual([]);
  // The shell's background is the theme's gray.50 (core/theme/colors.ts, written into index.html by
  // the build); the HTML checks below hold that it is there before any script runs.
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(gray[50].slice(at, at + 2), 16));
  await expect(page.locator('body')).toHaveCSS('background-color', `rgb(${red}, ${green}, ${blue})`);
  const html = readFileSync(join(assets, '../index.html'), 'utf8');
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style>[^<]*\.boot\{/);
});

test('Without JavaScript the notice is a block set in from the edge like the brand line', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/relief-loans/no-such-page');
  const notice = page.locator('noscript');
  await expect(notice).toHaveCSS('display', 'block');
  await expect(notice).toHaveCSS('padding-left', '24px');
  await context.close();
});

// docs/architecture.md "The theme's global CSS": the build writes it into every page's HTML once
// (scripts/prerender.ts) and the running app does not work it out or write it again.
for (const [kind, path, primary] of [
  [
    'a prerendered page the app hydrates',
    '/relief-loans/get-relief?loanAmount=1000&loanTerm=12',
    'See my options',
  ],
  ['a page the app renders from the boot shell', '/relief-loans/no-such-page', 'Start over'],
] as const) {
  test(`The theme's global CSS is in the HTML once and the app adds no copy: ${kind}`, async ({ page }) => {
    await page.goto(path);
    const button = page
      .getByRole('main')
      .getByRole('button', { name: primary })
      .or(page.getByRole('main').getByRole('link', { name: primary }));
    await expect(button).toBeVisible();
    const theme = page.locator('style[data-theme-css]');
    await expect(theme).toHaveCount(1);
    const css = (await theme.textContent()) ?? '';
    expect(css).toContain('@layer reset');
    const definition = '--chakra-colors-brand-600:';
    expect(css).toContain(definition);
    // Every rule in the page, including those Emotion inserts through the CSSOM (no text of their own).
    const pageCss = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n'),
    );
    expect(pageCss.split(definition).length).toBe(css.split(definition).length);
    // The reset and the tokens apply: boxes are border-box and the main button is brand.600.
    expect(await page.getByRole('main').evaluate((main) => getComputedStyle(main).boxSizing)).toBe(
      'border-box',
    );
    await expect(button).toHaveCSS('background-color', 'rgb(20, 115, 106)');
  });
}
