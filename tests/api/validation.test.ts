import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicantWithApplication, checkedResponse, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

describe('bad input is answered, never a 500', () => {
  it('Applicant whose browser sends broken JSON gets a 400 that does not echo the body', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = checkedResponse(
      null,
      await harness.app.inject({
        method: 'POST',
        url: `/flow/${applicant.applicationUuid}/go-back`,
        headers: {
          authorization: `Bearer ${applicant.token}`,
          'x-csrf-token': applicant.csrf,
          'content-type': 'application/json',
        },
        payload: '{"currentStep": "123-45-6789"',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.result.message).toBe('The request body is not valid JSON');
    expect(response.response.body).not.toContain('123-45-6789');
  });

  it('A body of brackets nested thousands deep, under the size limit, is a 400, not a 500', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const depth = 30_000;
    const response = checkedResponse(
      null,
      await harness.app.inject({
        method: 'PUT',
        url: `/application/${applicant.applicationUuid}/personal-info`,
        headers: {
          authorization: `Bearer ${applicant.token}`,
          'x-csrf-token': applicant.csrf,
          'content-type': 'application/json',
        },
        payload: `{"address":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('Applicant entering a street without a house number sees the street rule message', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { address: { streetLineOne: 'Main St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({ exceptionType: 'ValidationError', userErrorCode: null });
    expect(response.result.details?.fieldErrors).toEqual([
      {
        path: '/address/streetLineOne',
        message: 'Start with your house or building number, like 123 Main St',
      },
    ]);
  });

  it('Applicant choosing a term of 21 months is told the maximum', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await applicant.call('updateApplication', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { desiredLoanAmount: 1000, desiredLoanTermInMonths: 21 },
    });
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/desiredLoanTermInMonths', message: 'Term must be less than or equal to 18' },
    ]);
  });

  it('An amount sent as text is not a number', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await applicant.call('updateApplication', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { desiredLoanAmount: '1000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/desiredLoanAmount', message: 'Expected a number' },
    ]);
  });

  const fuzzBodies: [string, string][] = [
    ['an empty body', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['a prototype-polluting key', '{"__proto__": {"admin": true}}'],
    ['a deeply nested object', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
    ['a huge string', JSON.stringify({ address: { streetLineOne: `1 ${'x'.repeat(70_000)}` } })],
    ['wrong types everywhere', '{"address": 5, "phone": {}, "textMessageConsent": "yes"}'],
  ];

  it.each(fuzzBodies)(
    'A request with %s gets a 4xx error envelope on every writing route',
    async (_label, payload) => {
      const applicant = await applicantWithApplication(harness.app);
      const uuid = applicant.applicationUuid;
      const routes: [string, string][] = [
        ['POST', '/sdl/v1/application'],
        ['PUT', `/sdl/v1/application/${uuid}`],
        ['POST', `/application/${uuid}/personal-info`],
        ['PUT', `/application/${uuid}/personal-info`],
        ['POST', `/flow/${uuid}/go-back`],
        ['POST', `/flow/${uuid}/edit`],
        ['POST', `/flow/${uuid}/step/address`],
        ['POST', `/flow/${uuid}/step/address-and-phone`],
        ['POST', `/flow/${uuid}/step/loan-amount`],
        ['POST', '/pre-flow/step/get-started'],
        ['POST', '/event/application-started'],
      ];
      for (const [method, url] of routes) {
        const response = checkedResponse(
          null,
          await harness.app.inject({
            method: method as 'POST' | 'PUT',
            url,
            headers: {
              authorization: `Bearer ${applicant.token}`,
              'x-csrf-token': applicant.csrf,
              'content-type': 'application/json',
            },
            payload,
          }),
        );
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    },
  );

  it('A body in an unsupported content type gets 415, not a 500', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = checkedResponse(
      null,
      await harness.app.inject({
        method: 'POST',
        url: '/pre-flow/step/get-started',
        headers: {
          authorization: `Bearer ${applicant.token}`,
          'x-csrf-token': applicant.csrf,
          'content-type': 'text/xml',
        },
        payload: '<name/>',
      }),
    );
    expect(response.statusCode).toBe(415);
  });

  it('A URL that cannot be decoded gets a 400 envelope with the usual headers', async () => {
    const response = checkedResponse(null, await harness.app.inject({ url: '/flow/%E0%A4%A/current-step' }));
    expect(response.statusCode).toBe(400);
    expect(response.result.exceptionType).toBe('BadRequest');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('An unknown route gets the 404 error envelope with a request id', async () => {
    const response = checkedResponse(null, await harness.app.inject({ url: '/no/such/route' }));
    expect(response.statusCode).toBe(404);
    expect(response.result.exceptionType).toBe('NotFound');
    expect(response.body.success).toBe(false);
  });
});
