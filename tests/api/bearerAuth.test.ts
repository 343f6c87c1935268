import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../server/http/contract';
import { buildPath, callOperation, signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const someUuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
/** A value for every path parameter the contract uses. */
const someParams = {
  applicationUuid: someUuid,
  step: 'address',
  occupationId: '1',
  companyId: '1',
  institutionId: '1',
  titleName: 'ESIGN',
  productId: '1',
};
const bearerOperations = operations.filter((op) => op.auth === 'bearer');

describe('bearer authentication and CSRF', () => {
  it.each(bearerOperations.map((op) => [op.id]))(
    'Visitor without a token is turned away from %s with 401',
    async (operationId) => {
      const response = await callOperation(harness.app, operationId, {
        params: someParams,
        body: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.result.exceptionType).toBe('Unauthorized');
      expect(response.result.userErrorCode).toBeNull();
    },
  );

  it('Visitor with a made-up or malformed token gets 401', async () => {
    for (const authorization of ['Bearer not-a-real-token-at-all', 'Basic abc', 'Bearer']) {
      const response = await harness.app.inject({
        url: '/application/in-progress-applications',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().result.exceptionType).toBe('Unauthorized');
    }
  });

  it('Signed-in person whose request lacks the CSRF token gets 403 on every state-changing call', async () => {
    const person = await signIn(harness.app);
    for (const op of bearerOperations.filter((candidate) => candidate.method !== 'GET')) {
      const response = await person.call(op.id, {
        params: someParams,
        body: {},
        csrf: null,
      });
      expect(response.statusCode, op.id).toBe(403);
      expect(response.result.exceptionType).toBe('Forbidden');
    }
  });

  it('Signed-in person cannot use another session’s CSRF token', async () => {
    const person = await signIn(harness.app, { firstName: 'Maria', lastName: 'Lopez' });
    const other = await signIn(harness.app, { firstName: 'Sam', lastName: 'Okafor' });
    const response = await person.call('postGetStartedStep', {
      body: { firstName: 'Maria', lastName: 'Lopez' },
      csrf: other.csrf,
    });
    expect(response.statusCode).toBe(403);
  });

  it('Signed-in person reads without a CSRF token (only state-changing methods need it)', async () => {
    const person = await signIn(harness.app);
    const response = await person.call('getInProgressApplications', { csrf: null });
    expect(response.statusCode).toBe(200);
  });

  it('The public get-relief step answers without a token', async () => {
    const response = await callOperation(harness.app, 'getGetReliefStep');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ minLoanAmount: 200, maxLoanAmount: 2500 });
  });

  it('Every contract path answers (no operation is left unregistered)', async () => {
    for (const op of operations) {
      for (const path of [op.path, ...op.aliases]) {
        const response = await harness.app.inject({
          method: op.method,
          url: buildPath(path, someParams),
        });
        expect(response.statusCode, `${op.method} ${path}`).not.toBe(404);
      }
    }
  });
});
