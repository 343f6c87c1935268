/**
 * Spec §6: only the applicant acts on their own application. On someone else's, every operation
 * that names an application answers 404, the same as for an unknown one, before anything else in
 * the request is read: a body of the wrong shape, one that is not JSON at all, a NUL character or a
 * query parameter no one asked for changes nothing (ownApplicationFirst in
 * server/http/ownedApplication.ts, attached by server/http/registerOperations.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type Operation } from '../../server/http/contract';
import type { Applicant } from './support/identityJourney';
import {
  applicantWithApplication,
  signIn,
  startApp,
  type CallOptions,
  type SignedInPerson,
  type TestApp,
} from './support/testApp';

let harness: TestApp;
let owner: Applicant;
let stranger: SignedInPerson;
beforeAll(async () => {
  harness = await startApp();
  owner = await applicantWithApplication(harness);
  stranger = await signIn(harness, { firstName: 'Sam', lastName: 'Okafor' });
});
afterAll(async () => {
  await harness.close();
});

/** Written here from the contract's shape, not taken from the server, so the two are checked against each other. */
const onAnApplication = operations.filter((op) => {
  const requiredInQuery: unknown = op.query?.required;
  return (
    op.path.includes('/:applicationUuid') ||
    (Array.isArray(requiredInQuery) && requiredInQuery.includes('application_uuid'))
  );
});

/** What each operation is sent: whatever the path or query needs to name the owner's application, and the bad part. */
function badRequests(op: Operation, applicationUuid: string): Array<[string, CallOptions]> {
  const params = { applicationUuid, step: 'address-and-phone', titleName: 'ESIGN_CONSENT' };
  const query: Record<string, string> = op.path.includes(':applicationUuid')
    ? { unexpected: 'x' }
    : { application_uuid: applicationUuid, unexpected: 'x' };
  if (op.method === 'GET') return [['a query no one asked for', { params, query }]];
  return [
    ['a body of the wrong shape', { params, query, rawBody: '[]' }],
    ['a body that is not JSON', { params, query, rawBody: '{"nonsense":' }],
    ['a NUL character in the body', { params, query, rawBody: '{"x":"\\u0000"}' }],
  ];
}

describe('Someone else’s application', () => {
  it('is not found before anything in the request is validated, on every operation that names one', async () => {
    // The bank link's token exchange answered 400 for a bad body on someone else's application.
    expect(onAnApplication.map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'exchangeBankLinkToken',
        'createEducation',
        'getPricingStatus',
        'getAiAgentConfig',
      ]),
    );
    const answered: string[] = [];
    for (const op of onAnApplication) {
      for (const [what, request] of badRequests(op, owner.applicationUuid)) {
        const response = await stranger.call(op.id, request);
        answered.push(
          `${op.id} with ${what}: ${response.statusCode} ${String(response.result.exceptionType)}`,
        );
        if (response.statusCode === 404) expect(response.result.message).toBe('Application not found');
      }
    }
    expect(answered.filter((line) => !line.endsWith(': 404 ApplicationNotFound'))).toEqual([]);
  });

  it('An unknown application is not found the same way, and its owner still hears what is wrong with the request', async () => {
    const unknown = await stranger.call('exchangeBankLinkToken', {
      params: { applicationUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.result.exceptionType).toBe('ApplicationNotFound');

    const own = await owner.call('exchangeBankLinkToken', {
      params: { applicationUuid: owner.applicationUuid },
      body: {},
    });
    expect(own.statusCode).toBe(400);
    expect(own.result.exceptionType).toBe('ValidationError');
    const ownQuery = await owner.call('getPricingStatus', {
      query: { application_uuid: owner.applicationUuid, unexpected: 'x' },
    });
    expect(ownQuery.statusCode).toBe(400);
    // A query value that is no application id at all is the query's own problem, whoever sends it.
    const notAnId = await stranger.call('getAssetsStatus', { query: { application_uuid: 'not-a-uuid' } });
    expect(notAnId.statusCode).toBe(400);
  });
});
