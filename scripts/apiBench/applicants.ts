/**
 * The applicants the load is spread over: each signs in through the provider's real pages, confirms
 * the legal name and creates an application, which then sits on ADDRESS_AND_PHONE (the flow's first
 * step) with address and phone given once. Sessions live in the database, so an applicant made
 * through one instance is served by every instance on that database.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { applicantData } from '../journey/applicationAt';
import { emailFor, scriptedPassword, signInThroughProvider, type Transport } from '../journey/providerSignIn';
import { expectedAnswer, operationRequest, plannedRequest, type BenchApplicant } from './operations';

/** Applicants signed in at once while the pool is made (the bench's set-up, not a measurement). */
const setUpParallelism = 8;

/**
 * The server allows 20 sign-ins a minute per client address. Linux routes all of 127.0.0.0/8 to the
 * loopback, so each applicant signs in from an address of its own (127.0.1.1, 127.0.1.2, …) and the
 * pool is made in seconds, with the limit left as it is.
 */
function loopbackAddressOf(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** A legal name is letters only: a number written in letters. */
function lettersOf(value: number): string {
  let rest = value;
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return letters;
}

/** The provider's pages and redirects over node:http from `localAddress` (scripts/journey/providerSignIn.ts). */
function transportFrom(origin: string, localAddress: string): Transport {
  return ({ method, url, cookie, form }) => {
    const target = new URL(url, origin);
    const body = form ? new URLSearchParams(form).toString() : undefined;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: new URL(origin).hostname,
          port: new URL(origin).port,
          path: `${target.pathname}${target.search}`,
          method,
          localAddress,
          headers: {
            ...(cookie ? { Cookie: cookie } : {}),
            ...(body === undefined
              ? {}
              : {
                  'Content-Type': 'application/x-www-form-urlencoded',
                  'Content-Length': Buffer.byteLength(body),
                }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              setCookies: response.headers['set-cookie'] ?? [],
              body: text,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}

/** Signs in from `localAddress` through the provider's pages, creating the account; answers the session cookie. */
function signInFrom(
  origin: string,
  localAddress: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  const person = { firstName, lastName };
  return signInThroughProvider(transportFrom(origin, localAddress), {
    ...person,
    email: emailFor(person),
    password: scriptedPassword,
  });
}

interface Envelope<T> {
  result: T;
}

async function resultOf<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as Envelope<T>).result;
}

/** One applicant, signed in and with an application on ADDRESS_AND_PHONE. */
async function makeApplicant(origin: string, runStamp: string, index: number): Promise<BenchApplicant> {
  const firstName = 'Bench';
  const lastName = `Load${runStamp}${lettersOf(index)}`;
  const cookie = await signInFrom(origin, loopbackAddressOf(index), firstName, lastName);
  const identityCall = operationRequest('getIdentity');
  const identity = await resultOf<{ accessToken?: string; csrfToken?: string }>(
    await fetch(`${origin}${identityCall.path}`, { headers: { Cookie: cookie, Accept: 'application/json' } }),
    'getIdentity',
  );
  if (!identity.accessToken || !identity.csrfToken)
    throw new Error('getIdentity returned no bearer or CSRF token');
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${identity.accessToken}`,
    'X-CSRF-Token': identity.csrfToken,
  };
  const post = async <T>(operationId: string, body: unknown): Promise<T> => {
    const { method, path } = operationRequest(operationId);
    return resultOf<T>(
      await fetch(`${origin}${path}`, {
        method,
        // The create is idempotent by key (operations.json `idempotency`); a fresh key is a new create.
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(body),
      }),
      operationId,
    );
  };
  await post('postGetStartedStep', { firstName, lastName });
  const { applicationUuid } = await post<{ applicationUuid: string }>(
    'createApplication',
    applicantData.application,
  );
  const applicant = { applicationUuid, accessToken: identity.accessToken, csrfToken: identity.csrfToken };
  // The first write and a read, checked as the measured runs check them: the bench measures what it means to.
  for (const kind of ['write', 'read'] as const) {
    const planned = plannedRequest(kind, origin, applicant, 0);
    const response = await fetch(`${origin}${planned.path}`, {
      method: planned.method,
      headers: planned.headers,
      ...(planned.body !== undefined ? { body: planned.body } : {}),
    });
    const body = await response.text();
    if (!expectedAnswer(kind, response.status, body))
      throw new Error(`${planned.method} ${planned.path} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return applicant;
}

/** `count` new applicants on `origin`, names unique to this run. */
export async function makeApplicants(origin: string, count: number): Promise<BenchApplicant[]> {
  const runStamp = lettersOf(Date.now() % 26 ** 8);
  const applicants: BenchApplicant[] = new Array<BenchApplicant>(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      applicants[index] = await makeApplicant(origin, runStamp, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(setUpParallelism, count) }, worker));
  return applicants;
}
