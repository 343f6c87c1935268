/**
 * The shipped app compiles no code at run time (docs/architecture.md: it runs under a CSP
 * without unsafe-eval): no ajv compiler and no `new Function`/eval in any built chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const assets = join(import.meta.dirname, '../../dist/assets');

test('The built app ships no code compiler and no new Function', () => {
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const name of chunks) {
    const code = readFileSync(join(assets, name), 'utf8');
    expect(code, name).not.toMatch(/new Function\s*\(/);
    expect(code, name).not.toMatch(/\beval\s*\(/);
    // Strings only ajv's compiler carries (its duplicate-schema error and strict-mode warning).
    expect(code, name).not.toContain('schema with key or id');
    expect(code, name).not.toContain('strict mode: ');
  }
});

test('The server refuses eval to the page (Content-Security-Policy without unsafe-eval)', async ({
  request,
}) => {
  const response = await request.get('/relief-loans/get-relief');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
});
