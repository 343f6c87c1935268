/**
 * A plain-HTTP applicant (fetch only, no browser): signs in through the server's own /login form,
 * keeps the session cookie, fetches the bearer and CSRF tokens from the identity call and calls the
 * API the way the app does (schemas/api/operations.json). Used by scripts/screenshots.ts and
 * scripts/bench.ts to put an application on a step before a browser opens it.
 */
import { randomUUID } from 'node:crypto';

export interface Person {
  firstName: string;
  lastName: string;
  provider?: 'apple' | 'google';
}

/** The session cookie as the server set it, split for a browser context (Playwright addCookies). */
export interface SessionCookie {
  name: string;
  value: string;
  /** `name=value`, for a Cookie header. */
  header: string;
}

export interface ApiSession {
  baseUrl: string;
  cookie: SessionCookie;
  /** Calls the API with bearer + CSRF; answers the envelope's `result`, throws on a non-2xx answer. */
  call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;
}

interface Envelope<T> {
  success: boolean;
  messages?: string[];
  result: T;
}

interface IdentityResult {
  accessToken?: string;
  csrfToken?: string;
}

const maxSignInWaits = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionCookieOf(response: Response): SessionCookie {
  const first = response.headers.getSetCookie()[0];
  const pair = first?.split(';')[0]?.trim();
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator <= 0) throw new Error('POST /login set no session cookie');
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1), header: pair };
}

/**
 * POST /login as the sign-in page's form does. The server limits sign-ins per client address
 * (20 a minute); a 429 is waited out (Retry-After) rather than failed, so long runs still work.
 */
async function postSignInForm(baseUrl: string, person: Person): Promise<SessionCookie> {
  const form = new URLSearchParams({
    firstName: person.firstName,
    lastName: person.lastName,
    provider: person.provider ?? 'google',
    after_sign_in_path: '/relief-loans/get-relief',
  });
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    if (response.status === 303) return sessionCookieOf(response);
    if (response.status === 429 && attempt < maxSignInWaits) {
      const waitSeconds = Number(response.headers.get('retry-after') ?? '10');
      console.info(`  sign-in limit reached; waiting ${waitSeconds} s`);
      await sleep((Number.isFinite(waitSeconds) ? waitSeconds : 10) * 1000 + 250);
      continue;
    }
    throw new Error(`POST /login answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

async function readEnvelope<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as Envelope<T>).result;
}

/** Signs `person` in through the real sign-in form and returns an API session for them. */
export async function signIn(baseUrl: string, person: Person): Promise<ApiSession> {
  const cookie = await postSignInForm(baseUrl, person);
  const identity = await readEnvelope<IdentityResult>(
    await fetch(`${baseUrl}/small_dollar_loan/api/identity`, {
      headers: { Cookie: cookie.header, Accept: 'application/json' },
    }),
    'GET /small_dollar_loan/api/identity',
  );
  const { accessToken, csrfToken } = identity;
  if (!accessToken || !csrfToken) throw new Error('The identity call returned no bearer or CSRF token');

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${accessToken}`,
    };
    if (method !== 'GET') {
      headers['X-CSRF-Token'] = csrfToken;
      // Creates marked `idempotency` in the contract take a key; the server ignores it elsewhere.
      headers['Idempotency-Key'] = randomUUID();
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return readEnvelope<T>(response, `${method} ${path}`);
  };
  return { baseUrl, cookie, call };
}
