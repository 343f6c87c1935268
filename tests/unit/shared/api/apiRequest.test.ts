// @vitest-environment jsdom
/**
 * The client's header and envelope rules, with fetch stubbed: this checks our request builder
 * in isolation; the end-to-end tests exercise it against the real server.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiRequest } from '../../../../src/shared/api/apiRequest';
import {
  FetchError,
  NetworkError,
  NewApplicationIneligibleError,
  SchemaError,
  UnauthorizedError,
} from '../../../../src/shared/api/errors';
import { setSession } from '../../../../src/shared/api/session';
import sharedModules from '../../../../src/generated/apiValidators/sharedModules.json';

const uuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';
const okStep = {
  success: true,
  messages: [],
  result: { currentFlowStep: 'ID_VERIFICATION', canGoBack: true },
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn().mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-1' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => setSession({ accessToken: 'token-token-token-1', csrfToken: 'csrf-csrf-csrf-1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('Every API call', () => {
  test('creating an application that is not allowed raises the ineligible error (spec §8)', async () => {
    stubFetch(422, {
      success: false,
      messages: ['You are not eligible for a new application'],
      result: {
        exceptionType: 'NewApplicationIneligible',
        message: 'You are not eligible for a new application',
        requestId: 'req-1',
        userErrorCode: 'NEW_APPLICATION_INELIGIBLE',
      },
    });
    const body = {
      intendedUseOfFunds: 'MEDICAL',
      requestedLoanAmount: { amount: 500, currency: 'USD' },
    } as const;
    await expect(apiRequest('createApplication', { body })).rejects.toBeInstanceOf(
      NewApplicationIneligibleError,
    );
  });

  test('a create carries an Idempotency-Key of its own, or the one its action gives; other calls none', async () => {
    const fetchMock = stubFetch(200, { success: true, messages: [], result: [] });
    const body = { kind: 'INCOME_SOURCE', incomeSourceFields: { category: 'ALIMONY', amount: 1 } } as const;
    const params = { applicationUuid: uuid };
    await apiRequest('createJobIncomeSource', { params, body }).catch(() => undefined);
    await apiRequest('createJobIncomeSource', { params, body }).catch(() => undefined);
    await apiRequest('createJobIncomeSource', { params, body, idempotencyKey: 'action-1' }).catch(
      () => undefined,
    );
    await apiRequest('listJobsIncomeSources', { params }).catch(() => undefined);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('action-1');
    expect(keys[3]).toBeUndefined();
  });

  test('sends Accept, bearer, device id and application_uuid; CSRF only when it changes something', async () => {
    const fetchMock = stubFetch(200, okStep);
    await apiRequest('postFlowStep', { params: { applicationUuid: uuid, step: 'phone' }, body: {} });
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url.pathname).toBe(`/flow/${uuid}/step/phone`);
    expect(url.searchParams.get('application_uuid')).toBe(uuid);
    expect(init.method).toBe('POST');
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer token-token-token-1');
    expect(headers['X-CSRF-Token']).toBe('csrf-csrf-csrf-1');
    expect(headers['X-Client-Device-Uuid']).toMatch(/^[0-9a-f-]{36}$/);

    stubFetch(200, {
      success: true,
      messages: [],
      result: {
        currentFlowStep: 'PHONE',
        canGoBack: true,
        flowEntryPoint: 'NEW_USER',
        hasAgreedToRequiredConsents: false,
      },
    });
    await apiRequest('getCurrentFlowStep', { params: { applicationUuid: uuid } });
    const [, getInit] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [URL, RequestInit];
    expect((getInit.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
  });

  test('carries the application id of the page it is called from', async () => {
    const fetchMock = stubFetch(200, {
      success: true,
      messages: [],
      result: { minLoanAmount: 200, maxLoanAmount: 2500 },
    });
    window.history.pushState({}, '', `/relief-loans/loan/${uuid}/phone`);
    await apiRequest('getGetReliefStep');
    window.history.pushState({}, '', '/relief-loans/get-relief');
    await apiRequest('getGetReliefStep');
    const urls = fetchMock.mock.calls.map(([url]) => (url as URL).searchParams.get('application_uuid'));
    expect(urls).toEqual([uuid, null]);
  });

  test('unwraps the envelope’s result', async () => {
    stubFetch(200, okStep);
    await expect(
      apiRequest('postFlowStep', { params: { applicationUuid: uuid, step: 'phone' }, body: {} }),
    ).resolves.toEqual(okStep.result);
  });

  test('a result that breaks the contract is a schema error', async () => {
    stubFetch(200, { success: true, messages: [], result: { currentFlowStep: 42 } });
    await expect(
      apiRequest('postFlowStep', { params: { applicationUuid: uuid, step: 'phone' }, body: {} }),
    ).rejects.toBeInstanceOf(SchemaError);
  });

  test('the first two calls’ checks, which come with the app, still hold their answers to the contract', async () => {
    stubFetch(200, { success: true, messages: [], result: { loggedIn: 'yes' } });
    await expect(apiRequest('getIdentity', { anonymous: true })).rejects.toBeInstanceOf(SchemaError);
    stubFetch(200, { success: true, messages: [], result: { currentFlowStep: 42 } });
    await expect(
      apiRequest('getCurrentFlowStep', { params: { applicationUuid: uuid } }),
    ).rejects.toBeInstanceOf(SchemaError);
  });

  test('the checks that come with the app are modules of their own names, as its import names them', async () => {
    // src/shared/api/apiRequest.ts imports getIdentity.js and getCurrentFlowStep.js eagerly: if the build
    // grouped either check into another module, the app would quietly fetch it again.
    for (const operationId of ['getIdentity', 'getCurrentFlowStep']) {
      expect((sharedModules as Record<string, string>)[operationId]).toBeUndefined();
      const module = (await import(`../../../../src/generated/apiValidators/${operationId}.js`)) as {
        default: Record<string, unknown>;
      };
      expect(typeof module.default[operationId]).toBe('function');
    }
  });

  test('401 and 403 are unauthorized; other failures carry status, code and field errors', async () => {
    stubFetch(401, {
      success: false,
      messages: [],
      result: { message: 'no', requestId: 'r', exceptionType: 'Unauthorized' },
    });
    await expect(apiRequest('getApplication', { params: { applicationUuid: uuid } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    stubFetch(422, {
      success: false,
      messages: ['x'],
      result: {
        message: 'missing',
        requestId: 'r',
        exceptionType: 'StepRequirementsNotMet',
        userErrorCode: 'STEP_MISSING_PHONE',
        details: { fieldErrors: [{ path: '/phone', message: 'Add your mobile phone number' }] },
      },
    });
    const error = await apiRequest('postFlowStep', {
      params: { applicationUuid: uuid, step: 'phone' },
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      status: 422,
      userErrorCode: 'STEP_MISSING_PHONE',
      fieldErrors: [{ path: '/phone' }],
    });
  });

  test('no answer at all is a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('getGetReliefStep')).rejects.toBeInstanceOf(NetworkError);
  });
});
