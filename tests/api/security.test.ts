/**
 * The security findings of the flow-engine issue, each held by a test: TLS behind a trusted proxy
 * (Secure cookie, HSTS), guessing limits on sign-in and on bad tokens, headers on every answer,
 * bounded error details, the envelope on requests the HTTP parser rejects, private data files.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { installErrorHandler } from '../../server/http/errorHandler';
import { errorForLog } from '../../server/http/logSerializers';
import {
  applicantWithApplication,
  checkedResponse,
  signIn,
  startApp,
  validAddress,
  type TestApp,
} from './support/testApp';
import { loadPersonalDataKey } from '../../server/auth/personalDataCipher';
import { startEmbeddedPostgres } from '../../server/store/embeddedPostgres';

let harness: TestApp | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

/** Starting a sign-in: the relying party's cookie, and a redirect to the provider. */
const startSignIn = (extraHeaders: Record<string, string> = {}) => ({
  method: 'GET' as const,
  url: '/login?after_sign_in_path=%2Frelief-loans%2Fget-relief',
  headers: extraHeaders,
});

/** Sends raw bytes to a listening server and returns what came back. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('Behind a TLS proxy', () => {
  it("Sign-in cookies (this site's and the provider's) are Secure and HSTS is sent when a trusted proxy says the request came over TLS", async () => {
    harness = await startApp({ trustProxy: true });
    const response = await harness.app.inject(startSignIn({ 'x-forwarded-proto': 'https' }));
    expect(response.statusCode).toBe(303);
    expect(String(response.headers['set-cookie'])).toMatch(/^rl_sign_in=.*; Secure/);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const provider = new URL(String(response.headers.location));
    const atProvider = await harness.app.inject({
      url: `${provider.pathname}${provider.search}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(atProvider.statusCode).toBe(303);
    const providerCookies = [atProvider.headers['set-cookie'] ?? []].flat();
    expect(providerCookies.length).toBeGreaterThan(0);
    for (const cookie of providerCookies) expect(cookie).toMatch(/; secure/i);
  });

  it('An untrusted X-Forwarded-Proto changes nothing: no Secure flag, no HSTS on plain http', async () => {
    harness = await startApp();
    const response = await harness.app.inject(startSignIn({ 'x-forwarded-proto': 'https' }));
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Guessing limits', () => {
  it('A client past the limit on starting sign-ins waits, told how long', async () => {
    // One sign-in attempt a minute allows three starts (each start writes a row until its callback).
    harness = await startApp({ signInAttemptsPerMinute: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await harness.app.inject(startSignIn())).statusCode).toBe(303);
    const limited = await harness.app.inject(startSignIn());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Too many sign-in attempts');
  });

  it('Authorization requests straight to the provider are limited however the path is spelled', async () => {
    harness = await startApp({ signInAttemptsPerMinute: 1 });
    const spellings = ['/oidc/auth', '/oidc/AUTH/', '/oidc/Auth', '/oidc/auth/'];
    const statuses: number[] = [];
    for (const path of spellings)
      statuses.push((await harness.app.inject({ url: `${path}?client_id=relief-loans-web` })).statusCode);
    // Three allowed a minute (see above), then the fourth spelling is limited like the first.
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('A client that keeps sending bad tokens is slowed down, and then even a good one waits', async () => {
    harness = await startApp({ failedAuthPerMinute: 3 });
    const person = await signIn(harness.app);
    const withToken = (token: string) =>
      harness!.app.inject({
        url: '/application/in-progress-applications',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await withToken(`guess-${attempt}`)).statusCode).toBe(401);
    const limited = await withToken('guess-4');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(JSON.parse(limited.body).result.exceptionType).toBe('TooManyAttempts');
    expect((await withToken(person.token)).statusCode).toBe(429);
  });

  it('Authorization requests straight to the provider are limited per client too (each makes a record)', async () => {
    harness = await startApp({ signInAttemptsPerMinute: 1 });
    const started = await harness.app.inject(startSignIn());
    const authorize = new URL(String(started.headers.location));
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (await harness.app.inject({ url: `${authorize.pathname}${authorize.search}` })).statusCode,
      );
    expect(statuses.slice(0, 3)).toEqual([303, 303, 303]);
    expect(statuses[3]).toBe(429);
  });

  it('Sign-in starts sent all at once count every one: no more than the limit get through', async () => {
    harness = await startApp({ signInAttemptsPerMinute: 5 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        harness!.app.inject({ ...startSignIn(), remoteAddress: '203.0.113.7' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 303).length).toBeLessThanOrEqual(15);
    expect(statuses.filter((status) => status !== 303 && status !== 429)).toEqual([]);
  });

  it('Bad tokens sent all at once count every one: no more than the limit are answered 401', async () => {
    harness = await startApp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        harness!.app.inject({
          url: '/application/in-progress-applications',
          remoteAddress: '203.0.113.8',
          headers: { authorization: `Bearer guess-${attempt}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });
});

describe('Headers and bodies of every answer', () => {
  it('API answers are never cached and carry the browser-hardening headers', async () => {
    harness = await startApp();
    const applicant = await applicantWithApplication(harness.app);
    const ok = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    const missing = await harness.app.inject({ url: '/no/such/route' });
    for (const response of [ok.response, missing]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('An unknown property with a 30 kB name gets a short answer that names a bounded part of it', async () => {
    harness = await startApp();
    const applicant = await applicantWithApplication(harness.app);
    const longName = 'x'.repeat(30_000);
    const response = await applicant.call('postPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      rawBody: JSON.stringify({ [longName]: 1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.response.body.length).toBeLessThan(2_000);
  });

  it('A NUL character, which no text column can store, is a field error wherever it is sent, never a 500', async () => {
    harness = await startApp();
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid };
    const message = 'Remove the invisible control character from this field';
    const inBody = await applicant.call('putPersonalInfo', {
      params,
      body: { address: { ...validAddress, streetLineOne: '12 Main\u0000St' } },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.result.details?.fieldErrors).toEqual([{ path: '/address/streetLineOne', message }]);
    const inQuery = await applicant.call('searchOccupations', { query: { title: 'nu\u0000rse' } });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.result.details?.fieldErrors).toEqual([{ path: '/title', message }]);
    const inPath = checkedResponse(
      null,
      await harness.app.inject({
        url: '/occupations/1%00',
        headers: { authorization: `Bearer ${applicant.token}` },
      }),
    );
    expect(inPath.statusCode).toBe(400);
    // Nothing was stored: the address is still unset.
    expect((await applicant.call('getPersonalInfo', { params })).result.address ?? null).toBeNull();
  });

  it('A value the contract lets through but the database cannot hold is a 400, and the log keeps only its code', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    installErrorHandler(app);
    app.get('/stored', () => {
      // What pg throws for 2^40 in an INTEGER column: SQLSTATE 22003, and the value in its words.
      throw Object.assign(new Error('value "1099511627776" is out of range for type integer'), {
        code: '22003',
        severity: 'ERROR',
      });
    });
    const response = await app.inject({ url: '/stored' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      result: { exceptionType: 'BadRequest', userErrorCode: 'VALUE_OUT_OF_RANGE' },
    });
    expect(response.body).not.toContain('1099511627776');
    expect(lines.join('')).toContain('22003');
    expect(lines.join('')).not.toContain('1099511627776');
    await app.close();
  });

  it('A database error that reaches the log leaves out the values its message quotes', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { serializers: { err: errorForLog }, stream: { write: (line: string) => lines.push(line) } },
    });
    installErrorHandler(app);
    app.get('/stored', () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "x" (457-55-5462)'), {
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (ssn)=(457-55-5462) already exists.',
        constraint: 'personal_infos_pkey',
      });
    });
    expect((await app.inject({ url: '/stored' })).statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('23505');
    expect(log).toContain('personal_infos_pkey');
    expect(log).not.toContain('457-55-5462');
    await app.close();
  });

  it('A request the HTTP parser rejects still gets the error envelope and the security headers', async () => {
    harness = await startApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;

    const malformed = await rawExchange(port, 'GET /flow HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toMatch(/Content-Security-Policy: default-src 'self'/);
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      result: { exceptionType: 'BadRequest' },
    });

    const huge = await rawExchange(
      port,
      `GET /flow HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/X-Request-Id: [0-9a-f-]{36}/);
    expect(huge).not.toContain('aaaa');
  });
});

describe('Data files', () => {
  it('The personal-data key file, the embedded server’s password file and its data folder are the server’s own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-files-'));
    const server = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    try {
      loadPersonalDataKey({ keyBase64url: null, keyFile: path.join(dir, 'relief-loans.key') });
      for (const file of ['relief-loans.key', 'postgres.password', 'postgres']) {
        expect(fs.statSync(path.join(dir, file)).mode & 0o077, `${file} is private`).toBe(0);
      }
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
