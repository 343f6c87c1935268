/**
 * An applicant over real HTTP: signs in through the /login form as a browser does (the session
 * cookie, then the identity call for the bearer and CSRF tokens, as tests/api/support/testApp.ts
 * does with inject), and `call(operationId, …)` builds the request from operations.json, sends it to
 * an instance picked by the policy (or the one named) and holds the answer to the contract.
 */
import { expect } from 'vitest';
import {
  CookieJar,
  emailFor,
  fetchTransport,
  scriptedPassword,
  signInThroughProvider,
  type Transport,
} from '../../../scripts/journey/providerSignIn';
import { operation } from '../../../server/http/contract';
import { assertMatchesContract } from '../../api/support/contractValidators';
import type { ApiResult, PersonName } from '../../api/support/testApp';

/** Which instance gets a request: the `requestNumber`-th the applicant sends by policy (0, 1, …). */
export type OriginPolicy = (origins: readonly string[], requestNumber: number) => string;

/** Each request to the instance after the one before, so consecutive requests never share one. */
export const roundRobin: OriginPolicy = (origins, requestNumber) => {
  const origin = origins[requestNumber % origins.length];
  if (origin === undefined) throw new Error('No instance to send the request to');
  return origin;
};

export interface ServedRequest {
  origin: string;
  method: string;
  path: string;
  statusCode: number;
  /** X-Request-Id: the id the instance that answered logged the request under. */
  requestId: string;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  statusCode: number;
  body: { success: boolean; messages: string[]; result: ApiResult };
  result: ApiResult;
  headers: Headers;
  origin: string;
}

function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

export interface SignInAnswer {
  statusCode: number;
  /** Retry-After, when the instance asked to wait. */
  retryAfter: string | null;
}

/**
 * One sign-in attempt with a password: the provider's page opened through `pageOrigin`, the form
 * posted to `postOrigin` (another instance may answer each half: they share the provider's records).
 */
export async function attemptSignIn(
  pageOrigin: string,
  postOrigin: string,
  credentials: { email: string; password: string },
): Promise<SignInAnswer> {
  const jar = new CookieJar();
  const send = fetchTransport(pageOrigin);
  let url = '/login';
  for (let hops = 0; hops < 5; hops += 1) {
    const answer = await send({ method: 'GET', url, cookie: jar.header() });
    jar.take(answer.setCookies);
    if (answer.status !== 303 || !answer.location) break;
    url = answer.location;
  }
  const uid = /\/interaction\/([^/?]+)/.exec(url)?.[1];
  if (!uid) throw new Error(`No sign-in page behind /login at ${pageOrigin} (ended at ${url})`);
  const response = await fetch(`${postOrigin}/interaction/${uid}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams(credentials).toString(),
  });
  await response.body?.cancel();
  return { statusCode: response.status, retryAfter: response.headers.get('retry-after') };
}

export interface HttpApplicant {
  /** Every request sent so far, in order, with the instance that answered it. */
  served: ServedRequest[];
  userUuid: () => string;
  signIn: (person: PersonName) => Promise<void>;
  /** Sends to `origin` when given (leaving the policy's turn where it was), else where the policy says. */
  call: (operationId: string, options?: CallOptions, origin?: string) => Promise<HttpAnswer>;
}

export function createHttpApplicant(
  origins: readonly string[],
  policy: OriginPolicy = roundRobin,
): HttpApplicant {
  let sentByPolicy = 0;
  const next = () => policy(origins, sentByPolicy++);
  const cookies = new Map<string, string>();
  let token: string | null = null;
  let csrf: string | null = null;
  let userUuid: string | null = null;
  const served: ServedRequest[] = [];

  const keepCookies = (setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (cleared) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const call: HttpApplicant['call'] = async (operationId, options = {}, origin = next()) => {
    const op = operation(operationId);
    const path = pathOf(op.path, options.params);
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([key, value]) => [key, String(value)]))}`
      : '';
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (cookies.size > 0) headers.cookie = cookieHeader();
    if (token) headers.authorization = `Bearer ${token}`;
    if (csrf && op.method !== 'GET') headers['x-csrf-token'] = csrf;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}${query}`, {
      method: op.method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    const requestId = response.headers.get('x-request-id');
    served.push({ origin, method: op.method, path, statusCode: response.status, requestId: requestId ?? '' });
    let body: HttpAnswer['body'];
    try {
      body = JSON.parse(text) as HttpAnswer['body'];
    } catch {
      throw new Error(`${op.method} ${path} on ${origin} answered ${response.status} without JSON:\n${text}`);
    }
    // The same checks as the API suite's: the contract's envelope and result, and a request id to quote.
    expect(typeof requestId).toBe('string');
    assertMatchesContract(operationId, response.status, body, path);
    if (response.status >= 400) expect(body.result.requestId).toBe(requestId);
    return { statusCode: response.status, body, result: body.result, headers: response.headers, origin };
  };

  return {
    served,
    userUuid: () => {
      if (userUuid === null) throw new Error('Not signed in');
      return userUuid;
    },
    signIn: async (person) => {
      // Every request of the sign-in goes where the policy says, like the API calls after it.
      const recorded: Transport = async (request) => {
        const origin = next();
        const answer = await fetchTransport(origin)(request);
        served.push({
          origin,
          method: request.method,
          path: new URL(request.url, origin).pathname,
          statusCode: answer.status,
          requestId: answer.requestId ?? '',
        });
        return answer;
      };
      const cookie = await signInThroughProvider(recorded, {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email ?? emailFor(person),
        password: person.password ?? scriptedPassword,
      });
      keepCookies([cookie]);
      const identity = await call('getIdentity');
      expect(identity.statusCode).toBe(200);
      token = String(identity.result.accessToken);
      csrf = String(identity.result.csrfToken);
      userUuid = String(identity.result.currentUserUuid);
    },
    call,
  };
}
