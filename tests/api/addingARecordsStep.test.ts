/**
 * Adding a step with records of its own is the checklist in docs/adding-a-step.md ("A step with its
 * own records: every file it needs"): a copy of the repository gains a VEHICLES step by exactly those
 * edits (tests/api/support/recordsStepFixture.ts), generates its contract types and starts its own
 * server, which passes its start-up checks and serves the step over HTTP: the flow reaches it, its
 * records are written through their own operation (and refused while another step is current), its
 * requirement refuses a submission without a record, and with one the flow moves on. The copy's
 * step check accepts the new folder, and without the step handler's registration the copy does not
 * start. The declarative
 * kind of step is proven by tests/e2e/addingAStep.spec.ts.
 */
import fs from 'node:fs';
import {
  emailFor,
  fetchTransport,
  scriptedPassword,
  signInThroughProvider,
} from '../../scripts/journey/providerSignIn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecordsStep,
  checkSchemas,
  copyRepository,
  generate,
  recordsStep,
  startCopyServer,
  startWithoutStepHandler,
  type CopyServer,
} from './support/recordsStepFixture';
import { newApplicationBody, validAddress } from './support/testApp';

let root = '';
let server: CopyServer | undefined;

beforeAll(async () => {
  root = copyRepository();
  addRecordsStep(root);
  generate(root);
  server = await startCopyServer(root);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('A step with records of its own, added by the documented edits', () => {
  it("passes the copy's step check (the folder, its fills, the flow entry and the copy)", () => {
    expect(checkSchemas(root)).toContain('No problems found');
  }, 60_000);

  it('is reached, guards its records, refuses a submission without one and moves on with one', async () => {
    const applicant = await signIn(server!.baseURL);
    await applicant.send('POST', '/pre-flow/step/get-started', { firstName: 'Ada', lastName: 'Okafor' });
    const created = await applicant.send('POST', '/sdl/v1/application', newApplicationBody);
    expect(created.status).toBe(200);
    const uuid = String(created.result.applicationUuid);
    const vehicles = `/application/${uuid}/${recordsStep.records}`;
    const stepUrl = `/flow/${uuid}/step/${recordsStep.id}`;
    const vehicle = { make: 'Toyota', year: 2016 };

    // Its records are written only while it is the current step.
    const early = await applicant.send('POST', vehicles, vehicle);
    expect(early.status).toBe(409);
    expect(early.result.exceptionType).toBe('FlowStepInvalid');

    // flow.json placed it right after address and phone.
    await applicant.send('PUT', `/application/${uuid}/personal-info`, {
      address: validAddress,
      phone: '2025550143',
      textMessageConsent: true,
    });
    const moved = await applicant.send('POST', `/flow/${uuid}/step/address-and-phone`, {});
    expect(moved.result).toEqual({ currentFlowStep: recordsStep.name, canGoBack: true });

    // Its GET is the step handler's read; its submission without a record is refused by its requirement.
    expect((await applicant.send('GET', stepUrl)).result).toEqual({ vehicles: [] });
    const refused = await applicant.send('POST', stepUrl, {});
    expect(refused.status).toBe(422);
    expect(refused.result).toMatchObject({
      userErrorCode: recordsStep.missingCode,
      message: recordsStep.missingMessage,
      details: { fieldErrors: [expect.objectContaining({ path: '/vehicles' })] },
    });

    // The create operation's body is held to the contract's record body, then the record is stored.
    expect((await applicant.send('POST', vehicles, { make: 'Toyota' })).status).toBe(400);
    const stored = await applicant.send('POST', vehicles, vehicle);
    expect(stored.status).toBe(200);
    expect(stored.result).toMatchObject({ ...vehicle, applicationUuid: uuid, id: expect.any(Number) });
    expect((await applicant.send('GET', vehicles)).result).toEqual([stored.result]);
    expect((await applicant.send('GET', stepUrl)).result).toEqual({ vehicles: [stored.result] });

    // With a record the step is complete, and the flow moves on to the next step in order.
    const submitted = await applicant.send('POST', stepUrl, {});
    expect(submitted.status).toBe(200);
    expect(submitted.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    // Off the step its records are read-only again (another vehicle: the same body would be replayed).
    expect((await applicant.send('POST', vehicles, { make: 'Honda', year: 2019 })).status).toBe(409);
  });

  it('keeps the copy from starting when its step handler is not registered', async () => {
    const refused = await startWithoutStepHandler(root);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`Missing: ${recordsStep.id}`);
  }, 60_000);
});

interface Answer {
  status: number;
  result: Record<string, unknown>;
}

/** Signs in through the copy's provider pages and returns a caller with the bearer and CSRF tokens. */
async function signIn(baseURL: string) {
  const person = { firstName: 'Ada', lastName: 'Okafor' };
  const cookie = await signInThroughProvider(fetchTransport(baseURL), {
    ...person,
    email: emailFor(person),
    password: scriptedPassword,
  });
  const identity = (await (
    await fetch(`${baseURL}/small_dollar_loan/api/identity`, { headers: { cookie } })
  ).json()) as { result: { accessToken: string; csrfToken: string } };
  const headers = {
    authorization: `Bearer ${identity.result.accessToken}`,
    'x-csrf-token': identity.result.csrfToken,
  };
  return {
    send: async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> => {
      const response = await fetch(`${baseURL}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { result: Record<string, unknown> };
      return { status: response.status, result: json.result };
    },
  };
}
