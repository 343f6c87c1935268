/**
 * Test harness for the API: a fresh app on a fresh database per test (a copy of the suite's
 * migrated template, tests/api/support/databaseServer.ts), sign-in through the embedded
 * OpenID provider's real pages, and `call(operationId, …)` that builds the request from operations.json and checks
 * every answer against the contract (envelope, result schema, X-Request-Id).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { operation } from '../../../server/http/contract';
import { assertMatchesContract } from './contractValidators';
import {
  emailFor,
  scriptedPassword,
  signInThroughProvider,
  type Transport,
} from '../../../scripts/journey/providerSignIn';
import { createTestDatabase, dropDatabase } from './testDatabases';

export interface TestApp {
  app: FastifyInstance;
  /** This test's own database; a restart keeps it, and the personal-data key. */
  databaseUrl: string;
  personalDataKey: Buffer;
  /** Closes this app and builds a new one on the same database (a restart). */
  restart: (options?: Partial<BuildAppOptions>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

const openApps = new Set<FastifyInstance>();

/**
 * scrypt at 1 MiB instead of 32 for the thousands of accounts the suite makes (the flow model alone
 * makes 2,000): the same code and checks, a fraction of the work. Deployments cannot choose it.
 */
const testPasswordHashSetting = { N: 2 ** 10, r: 8, p: 1 };

export async function startApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const serverUrl = inject('databaseServerUrl');
  const database = await createTestDatabase(serverUrl, inject('templateDatabase'));
  const personalDataKey = crypto.randomBytes(32);
  const build = (more: Partial<BuildAppOptions> = {}) =>
    buildApp({
      databaseUrl: database.url,
      personalDataKey,
      passwordHashSetting: testPasswordHashSetting,
      ...options,
      ...more,
    });
  const harness: TestApp = {
    app: await build(),
    databaseUrl: database.url,
    personalDataKey,
    restart: async (restartOptions = {}) => {
      await harness.app.close();
      openApps.delete(harness.app);
      harness.app = await build(restartOptions);
      openApps.add(harness.app);
      return harness.app;
    },
    close: async () => {
      await harness.app.close();
      openApps.delete(harness.app);
      await dropDatabase(serverUrl, database.name);
    },
  };
  openApps.add(harness.app);
  return harness;
}

export interface FieldErrorBody {
  path: string;
  message: string;
  code?: string;
}

/** The envelope's result, loosely typed for assertions; error fields are optional. */
export interface ApiResult {
  [key: string]: unknown;
  details?: { [key: string]: unknown; fieldErrors?: FieldErrorBody[]; part?: string };
  exceptionType?: string;
  message?: string;
  userErrorCode?: string | null;
  requestId?: string;
}

export interface ApiResponse {
  statusCode: number;
  body: { success: boolean; messages: string[]; result: ApiResult };
  result: ApiResult;
  headers: LightMyRequestResponse['headers'];
  response: LightMyRequestResponse;
}

/** Parses a JSON answer and holds it to the contract; every response must carry X-Request-Id. */
export function checkedResponse(operationId: string | null, response: LightMyRequestResponse): ApiResponse {
  const requestId = response.headers['x-request-id'];
  expect(typeof requestId).toBe('string');
  const body = response.json() as ApiResponse['body'];
  assertMatchesContract(operationId, response.statusCode, body, response.raw.req.url ?? '');
  if (response.statusCode >= 400) expect(body.result.requestId).toBe(requestId);
  return { statusCode: response.statusCode, body, result: body.result, headers: response.headers, response };
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Raw payload (e.g. broken JSON), sent as application/json. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the bearer token or the CSRF header, or send other values. */
  token?: string | null;
  csrf?: string | null;
}

export interface SignedInPerson {
  token: string;
  csrf: string;
  cookie: string;
  userUuid: string;
  call: (operationId: string, options?: CallOptions) => Promise<ApiResponse>;
}

export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

export async function callOperation(
  app: FastifyInstance,
  operationId: string,
  options: CallOptions & { defaultToken?: string; defaultCsrf?: string } = {},
): Promise<ApiResponse> {
  const op = operation(operationId);
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const token = options.token === undefined ? options.defaultToken : options.token;
  const csrf = options.csrf === undefined ? options.defaultCsrf : options.csrf;
  if (token) headers.authorization = `Bearer ${token}`;
  if (csrf && op.method !== 'GET') headers['x-csrf-token'] = csrf;
  const inject: InjectOptions = {
    method: op.method,
    url: buildPath(op.path, options.params),
    headers,
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
  };
  if (options.rawBody !== undefined) {
    inject.payload = options.rawBody;
    headers['content-type'] = 'application/json';
  } else if (options.body !== undefined) {
    inject.payload = options.body as InjectOptions['payload'];
  }
  return checkedResponse(operationId, await app.inject(inject));
}

export interface PersonName {
  firstName: string;
  lastName: string;
  /** The account's email; by default one made from the name, so the same name signs in as the same account. */
  email?: string;
  password?: string;
}

/** A harness follows restarts: calls always go to its current app. */
export type AppTarget = FastifyInstance | TestApp;
const currentApp = (target: AppTarget): FastifyInstance => ('restart' in target ? target.app : target);

/** The provider's pages and redirects, answered by app.inject (scripts/journey/providerSignIn.ts). */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, cookie, form }) => {
    const target = new URL(url, 'http://127.0.0.1:4310');
    const answer = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    const location = answer.headers.location;
    return {
      status: answer.statusCode,
      location: typeof location === 'string' ? location : null,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      body: answer.body,
    };
  };
}

/** The rl_session cookie of `person`, signed in through the embedded provider's pages. */
export function sessionCookieFor(target: AppTarget, person: PersonName): Promise<string> {
  return signInThroughProvider(injectTransport(currentApp(target)), {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? emailFor(person),
    password: person.password ?? scriptedPassword,
  });
}

/**
 * Signs in through the embedded OpenID provider (creating the account the first time), then fetches
 * the bearer and CSRF tokens from the identity call.
 */
export async function signIn(
  target: AppTarget,
  person: PersonName = { firstName: 'Maria', lastName: 'Lopez' },
) {
  const app = currentApp(target);
  const cookie = await sessionCookieFor(target, person);
  const identity = checkedResponse(
    'getIdentity',
    await app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie } }),
  );
  const token = String(identity.result.accessToken);
  const csrf = String(identity.result.csrfToken);
  const signedIn: SignedInPerson = {
    token,
    csrf,
    cookie,
    userUuid: String(identity.result.currentUserUuid),
    call: (operationId, options = {}) =>
      callOperation(currentApp(target), operationId, { ...options, defaultToken: token, defaultCsrf: csrf }),
  };
  return signedIn;
}

export const validAddress = {
  streetLineOne: '123 Main St',
  city: 'Columbus',
  stateCode: 'OH',
  zipCode: '43215',
};

export const newApplicationBody = {
  intendedUseOfFunds: 'MEDICAL',
  requestedLoanAmount: { amount: 1000, currency: 'USD' },
  desiredLoanTermInMonths: 12,
};

/** Signs in, confirms the legal name and creates an application: the usual starting point of a flow test. */
export async function applicantWithApplication(target: AppTarget, person?: PersonName) {
  const applicant = await signIn(target, person);
  await applicant.call('postGetStartedStep', {
    body: { firstName: person?.firstName ?? 'Maria', lastName: person?.lastName ?? 'Lopez' },
  });
  const created = await applicant.call('createApplication', { body: newApplicationBody });
  expect(created.statusCode).toBe(200);
  return { ...applicant, applicationUuid: String(created.result.applicationUuid) };
}
