import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkedResponse, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
let staticDir: string;

beforeEach(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-dist-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.mkdirSync(path.join(staticDir, 'get-relief'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>');
  fs.writeFileSync(
    path.join(staticDir, 'get-relief', 'index.html'),
    '<!doctype html><title>prerendered get relief</title>',
  );
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  harness = await startApp({ staticDir });
});
afterEach(async () => {
  await harness.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the built app under /relief-loans', () => {
  it('Applicant opening a deep link gets the app shell, revalidated on every visit, under a strict CSP', async () => {
    for (const url of [
      '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/address',
      '/relief-loans',
      '/relief-loans/',
    ]) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('app shell');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('Someone opening a path the app has no route for gets the friendly page with status 404', async () => {
    await harness.close();
    fs.writeFileSync(
      path.join(staticDir, 'routes.json'),
      JSON.stringify(['/', '/get-relief', '/loan/:applicationUuid', '/loan/:applicationUuid/address']),
    );
    harness = await startApp({ staticDir });
    const known = [
      '/relief-loans',
      '/relief-loans/',
      '/relief-loans/get-relief?loanAmount=1000',
      '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/address/',
    ];
    for (const url of known) expect((await harness.app.inject({ url })).statusCode, url).toBe(200);
    for (const url of [
      '/relief-loans/no-such-page',
      '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/nowhere',
      '/relief-loans/get-relief/extra',
    ]) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('app shell');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('Returning applicant opening an application page gets its prerendered frame, whatever the id', async () => {
    fs.mkdirSync(path.join(staticDir, 'loan', '_', 'income'), { recursive: true });
    fs.writeFileSync(
      path.join(staticDir, 'loan', '_', 'income', 'index.html'),
      '<!doctype html><title>income frame</title>',
    );
    const framed = await harness.app.inject({
      url: '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/income',
    });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toContain('income frame');
    const other = await harness.app.inject({
      url: '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/education',
    });
    expect(other.body).toContain('app shell');
    const escaped = await harness.app.inject({ url: '/relief-loans/loan/..%2F..%2Fetc/income' });
    expect(escaped.body).not.toContain('root:');
  });

  it('Applicant landing on get relief gets the prerendered page when the build made one', async () => {
    const response = await harness.app.inject({
      url: '/relief-loans/get-relief?loanAmount=1000&loanTerm=12',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('prerendered get relief');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('Hashed assets are cached for a year as immutable; other files are revalidated', async () => {
    const asset = await harness.app.inject({ url: '/relief-loans/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await harness.app.inject({ url: '/relief-loans/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('A missing asset is a 404, not the app shell', async () => {
    const response = checkedResponse(
      null,
      await harness.app.inject({ url: '/relief-loans/assets/gone-123.js' }),
    );
    expect(response.statusCode).toBe(404);
  });

  it('Files outside the build folder are never served', async () => {
    for (const url of [
      '/relief-loans/../package.json',
      '/relief-loans/%2e%2e/package.json',
      '/relief-loans/..%2fpackage.json',
    ]) {
      const response = await harness.app.inject({ url });
      expect(response.body, url).not.toContain('"name": "relief-loans"');
    }
  });

  it('API routes keep answering beside the app', async () => {
    const response = checkedResponse(
      'getGetReliefStep',
      await harness.app.inject({ url: '/pre-flow/step/get-relief' }),
    );
    expect(response.statusCode).toBe(200);
  });
});
