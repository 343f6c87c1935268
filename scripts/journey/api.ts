/**
 * A plain-HTTP applicant (fetch only, no browser): signs in through the embedded provider's pages,
 * keeps the session cookie, fetches the bearer and CSRF tokens from the identity call and calls the
 * API the way the app does (schemas/api/operations.json). Used by scripts/screenshots.ts and
 * scripts/bench.ts to put an application on a step before a browser opens it.
 */
import { randomUUID } from 'node:crypto';
import { emailFor, fetchTransport, scriptedPassword, signInPatiently } from './providerSignIn';

export interface Person {
  firstName: string;
  lastName: string;
  /** The account's email; by default one made from the name (the same name is the same account). */
  email?: string;
  password?: string;
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

/** `rl_session=…` split for a browser context. */
function sessionCookieOf(header: string): SessionCookie {
  const separator = header.indexOf('=');
  return { name: header.slice(0, separator), value: header.slice(separator + 1), header };
}

/**
 * Signs in through the provider's pages (scripts/journey/providerSignIn.ts), creating the account the
 * first time. The server limits sign-ins per client address; a 429 is waited out (Retry-After) rather
 * than failed, so long runs still work.
 */
async function signInOverHttp(baseUrl: string, person: Person): Promise<SessionCookie> {
  const header = await signInPatiently(
    fetchTransport(baseUrl),
    {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email ?? emailFor(person),
      password: person.password ?? scriptedPassword,
    },
    { onWait: (seconds) => console.info(`  sign-in limit reached; waiting ${seconds} s`) },
  );
  return sessionCookieOf(header);
}

async function readEnvelope<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as Envelope<T>).result;
}

/** Signs `person` in through the real sign-in form and returns an API session for them. */
export async function signIn(baseUrl: string, person: Person): Promise<ApiSession> {
  const cookie = await signInOverHttp(baseUrl, person);
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
