/**
 * The one way the app calls the API (spec §7 "Generic request behaviour"): application_uuid query,
 * Accept JSON, bearer token, X-Client-Device-Uuid, X-CSRF-Token on mutating calls to our own host;
 * unwraps the envelope, checks `result` against the contract, and throws the spec §8 error classes.
 */
import type { ErrorObject } from 'ajv';
import type { ApiOperations, OperationId } from '../../../core/api/generated/contractTypes';
import sharedModules from '../../generated/apiValidators/sharedModules.json';
import { buildPath, getOperation } from './contract';
import {
  FetchError,
  NetworkError,
  NewApplicationIneligibleError,
  SchemaError,
  UnauthorizedError,
  type FieldError,
} from './errors';
import { getDeviceUuid, getSession } from './session';

/** A request of one operation, typed from the contract (core/api/generated/contractTypes.ts). */
export type ApiRequest<Op extends OperationId = OperationId> = {
  params?: ApiOperations[Op]['params'];
  query?: Record<string, string | number | undefined>;
  body?: ApiOperations[Op]['body'];
  /**
   * The user action this create belongs to: the same key sends the same create once. Without one,
   * each call of an idempotent operation is its own action and gets a fresh key.
   */
  idempotencyKey?: string;
  /** Sends no Authorization header (public calls and the identity call). */
  anonymous?: boolean;
  signal?: AbortSignal;
};

export type ApiResponseMeta = { requestId: string | null; cfRay: string | null };

/** Where the API lives; empty means the app's own origin (README "Configuration"). */
export const apiOrigin: string = import.meta.env.VITE_API_ORIGIN ?? '';

type ResponseValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

type ValidatorModule = Record<string, ResponseValidator | undefined>;

/**
 * The checks of the two calls every page of an application makes before anything else, the session
 * (getIdentity) and then the current step (getCurrentFlowStep), come with the app's code: fetched
 * on their own they were two more requests at every start, each beside its call, among the
 * screen's chunks (docs/decisions/0057-the-first-two-calls-checks-come-with-the-app.md). Each is a
 * module of its own name (tests/unit/shared/api/apiRequest.test.ts holds that).
 */
const startupValidators = import.meta.glob<ValidatorModule>(
  ['../../generated/apiValidators/getIdentity.js', '../../generated/apiValidators/getCurrentFlowStep.js'],
  { import: 'default', eager: true },
);

/**
 * The contract's other response checks (scripts/compileValidators.ts), each module loaded with the
 * first response of a call it checks: a page ships only the checks of the calls it makes. Checks of
 * answers built from the same definitions share a module (sharedModules.json names it).
 */
const responseValidators = import.meta.glob<ValidatorModule>(
  [
    '../../generated/apiValidators/*.js',
    '!../generated/apiValidators/getIdentity.js',
    '!../generated/apiValidators/getCurrentFlowStep.js',
  ],
  { import: 'default' },
);

async function loadResponseValidator(operationId: string): Promise<ResponseValidator | undefined> {
  const moduleName = (sharedModules as Record<string, string | undefined>)[operationId] ?? operationId;
  const path = `../../generated/apiValidators/${moduleName}.js`;
  // Each module is ajv's standalone output wrapped as `export default exports` (exports[id] = the check).
  const loaded = startupValidators[path];
  if (loaded) return loaded[operationId];
  const load = responseValidators[path];
  return load ? (await load())[operationId] : undefined;
}

/** The check of one call's answer: the step's own for a step's data, else the operation's. */
async function loadCheck(
  operationId: string,
  step: string | undefined,
): Promise<ResponseValidator | undefined> {
  return (
    (step ? await loadResponseValidator(`${operationId}.${step}`) : undefined) ??
    (await loadResponseValidator(operationId))
  );
}

let lastResponseMeta: ApiResponseMeta = { requestId: null, cfRay: null };

/** The last answer's X-Request-Id and cf-ray, which an error report carries (funnel spec §8). */
export const lastResponseHeaders = (): ApiResponseMeta => lastResponseMeta;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §7: the application's id travels with every call once known — from the page's path or query. */
function applicationUuidOfPage(): string | undefined {
  const fromPath = /\/loan\/([^/]+)/.exec(window.location.pathname)?.[1];
  const candidate = fromPath ?? new URLSearchParams(window.location.search).get('applicationUuid');
  return candidate && uuidPattern.test(candidate) ? candidate : undefined;
}

function isOwnHost(url: URL): boolean {
  return url.host === window.location.host;
}

type ErrorBody = {
  messages?: unknown[];
  result?: {
    message?: string;
    userErrorCode?: string | null;
    requestId?: string;
    details?: { fieldErrors?: FieldError[] };
  };
};

export type ApiResponse<Op extends OperationId> = ApiOperations[Op]['response'];

/** A call whose operation is named by data (a ui.json submit mapping, a step adapter): checked at run time only. */
export type LooseApiRequest = Omit<ApiRequest, 'params' | 'body'> & {
  params?: Record<string, string>;
  body?: unknown;
};

/** The shape of callOperation: what data-driven code (submit mappings, step adapters) is given to call with. */
export type OperationCall = (operationId: string, request: LooseApiRequest) => Promise<unknown>;

export function callOperation(operationId: string, request: LooseApiRequest = {}): Promise<unknown> {
  // The contract checks the answer at run time; the name came from data, so TypeScript cannot.
  return apiRequest(operationId as OperationId, request as ApiRequest);
}

export async function apiRequest<Op extends OperationId>(
  operationId: Op,
  request: ApiRequest<Op> = {},
): Promise<ApiResponse<Op>> {
  const operation = getOperation(operationId);
  const url = new URL(
    apiOrigin + buildPath(operation.path, request.params as Record<string, string> | undefined),
    window.location.origin,
  );
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const pathParams = request.params as Record<string, string> | undefined;
  const applicationUuid = pathParams?.applicationUuid ?? applicationUuidOfPage();
  if (applicationUuid) url.searchParams.set('application_uuid', applicationUuid);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Device-Uuid': getDeviceUuid(),
  };
  const session = getSession();
  if (session && !request.anonymous) headers.Authorization = `Bearer ${session.accessToken}`;
  const mutating = operation.method !== 'GET';
  if (mutating && session?.csrfToken && isOwnHost(url)) headers['X-CSRF-Token'] = session.csrfToken;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (operation.idempotent) headers['Idempotency-Key'] = request.idempotencyKey ?? crypto.randomUUID();

  // A step's data has its own check (the contract's stepResponses), the rest one per operation.
  // The check downloads while the request is out, not after the answer is in.
  const step = operationId === 'getFlowStep' ? pathParams?.step : undefined;
  const validatorLoad = loadCheck(operationId, step);
  // Awaited only on a success envelope; a failed call must not leave it unhandled.
  validatorLoad.catch(() => undefined);

  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network Error');
  }
  lastResponseMeta = {
    requestId: response.headers.get('X-Request-Id'),
    cfRay: response.headers.get('cf-ray'),
  };

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const result = (payload as ErrorBody | undefined)?.result;
    const info = {
      status: response.status,
      userErrorCode: result?.userErrorCode ?? null,
      requestId: result?.requestId ?? lastResponseMeta.requestId,
      fieldErrors: result?.details?.fieldErrors,
      details: result?.details,
    };
    const message = result?.message ?? `${operation.method} ${operation.path} answered ${response.status}`;
    if (response.status === 401 || response.status === 403) throw new UnauthorizedError(message, info);
    // Spec §8: the creation call turns NEW_APPLICATION_INELIGIBLE into its own error.
    if (operationId === 'createApplication' && info.userErrorCode === 'NEW_APPLICATION_INELIGIBLE')
      throw new NewApplicationIneligibleError(message, info);
    throw new FetchError(message, info);
  }
  const envelope = payload as { success?: unknown; result?: unknown } | undefined;
  if (!envelope || envelope.success !== true || !('result' in envelope)) {
    throw new SchemaError(`${operationId}: the response is not a success envelope`, {
      status: response.status,
    });
  }
  const validate = await validatorLoad;
  if (validate && !validate(envelope.result)) {
    const problems = (validate.errors ?? []).map(
      // The checks carry no messages (scripts/compileValidators.ts): the keyword and its params say what failed.
      (error) =>
        `${error.instancePath || '/'} ${error.message ?? `${error.keyword} ${JSON.stringify(error.params)}`}`,
    );
    throw new SchemaError(`${operationId}: response failed its schema (${problems.join('; ')})`, {
      status: response.status,
      details: problems,
    });
  }
  return envelope.result as ApiResponse<Op>;
}
