/**
 * The shipped app compiles no code at run time (docs/architecture.md: it runs under a CSP
 * without unsafe-eval): no ajv compiler and no `new Function`/eval in any built chunk an applicant
 * can load. One chunk is staff-only: the studio's step editor (`src/skunkworks/StepStudio.tsx`,
 * docs/studio.md) carries ajv to compile edited rules under `npm run dev`; in a production build the
 * CSP refuses that and the editor falls back to the saved, precompiled rules. No applicant page
 * loads it (the studio is its own lazily loaded route), which the second check holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

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
  for (const importer of importers) expect(importer).toMatch(/^SkunkworksScreen-/);
});

test('The server refuses eval to the page (Content-Security-Policy without unsafe-eval)', async ({
  request,
}) => {
  const response = await request.get('/relief-loans/get-relief');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
});
