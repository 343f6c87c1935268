/**
 * No answer of the API carries a validator's own words ("must be number", `must match "then"
 * schema`): every operation and every step is sent bodies and queries of the wrong shape, and each
 * error is in our words (core/rules/validationMessages.ts). The contract check every API test runs
 * (support/contractValidators.ts) holds each error body to the same rule.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidatorText } from '../../core/rules/validationMessages';
import { operations, stepBodySchemas, type Operation } from '../../server/http/contract';
import { applicantWithApplication, checkedResponse, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
let applicant: Awaited<ReturnType<typeof applicantWithApplication>>;
beforeAll(async () => {
  harness = await startApp();
  applicant = await applicantWithApplication(harness.app);
});
afterAll(async () => {
  await harness.close();
});

type JsonSchema = { properties?: Record<string, unknown> };

/** Every property at once of one wrong kind, for each kind; an empty body; a property no one asked for. */
function wrongBodies(schema: JsonSchema | undefined): unknown[] {
  const names = Object.keys(schema?.properties ?? {});
  const kinds: unknown[] = [12345, 'not-what-was-asked', true, { nested: 1 }, [1, 'a'], -1, 1e12, ''];
  return [
    {},
    [],
    { unexpectedField: 1 },
    ...kinds.map((value) => Object.fromEntries(names.map((name) => [name, value]))),
  ];
}

function wrongQueries(schema: JsonSchema | undefined): Record<string, string>[] {
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) return [{}];
  return ['', 'x', '-1', 'x'.repeat(300), 'true'].map((value) =>
    Object.fromEntries(names.map((name) => [name, value])),
  );
}

function pathFor(op: Operation, step?: string): string {
  return op.path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    if (name === 'applicationUuid') return applicant.applicationUuid;
    if (name === 'step') return step ?? 'address';
    return 'not-an-id';
  });
}

type Sent = { label: string; statusCode: number; messages: string[] };

async function send(op: Operation, url: string, body: unknown, query: Record<string, string>): Promise<Sent> {
  const response = await harness.app.inject({
    method: op.method,
    url,
    query,
    headers: {
      authorization: `Bearer ${applicant.token}`,
      cookie: applicant.cookie,
      'x-csrf-token': applicant.csrf,
      'idempotency-key': randomUUID(),
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(op.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
  });
  // checkedResponse holds the answer to the contract, which refuses validator words in any error.
  const checked = checkedResponse(null, response);
  const result = checked.result as {
    message?: string;
    details?: { fieldErrors?: Array<{ message: string }> };
  };
  const messages =
    response.statusCode >= 400
      ? [result.message ?? '', ...(result.details?.fieldErrors ?? []).map((error) => error.message)]
      : [];
  return { label: `${op.method} ${url} ${JSON.stringify(body)}`, statusCode: response.statusCode, messages };
}

describe('errors in our words, on every operation', () => {
  it('Every operation given the wrong shapes answers in our words, never a 500', async () => {
    const sent: Sent[] = [];
    for (const op of operations) {
      const steps = op.path.includes(':step') ? Object.keys(stepBodySchemas) : [undefined];
      for (const step of steps) {
        const bodySchema = (step ? stepBodySchemas[step] : op.request) as JsonSchema | undefined;
        const bodies = op.method === 'GET' ? [undefined] : wrongBodies(bodySchema);
        for (const body of bodies)
          for (const query of wrongQueries(op.query as JsonSchema | undefined))
            sent.push(await send(op, pathFor(op, step), body, query));
      }
    }
    const serverErrors = sent.filter((one) => one.statusCode >= 500).map((one) => one.label);
    expect(serverErrors).toEqual([]);
    const inValidatorWords = sent.flatMap((one) =>
      one.messages.filter(isValidatorText).map((message) => `${one.label}: ${message}`),
    );
    expect(inValidatorWords).toEqual([]);
    // The bodies reached validation: hundreds of field errors were answered, all checked above.
    const fieldErrorAnswers = sent.filter((one) => one.statusCode === 400 && one.messages.length > 1);
    expect(fieldErrorAnswers.length).toBeGreaterThan(150);
  });
});

describe('the check itself', () => {
  it.each([
    'must be number',
    'must be boolean',
    'must match "then" schema',
    "must have required property 'address'",
    'must NOT have additional properties',
    'must be >= 0',
    'must match format "date"',
    'Expected number, received string',
  ])('catches %s', (message) => {
    expect(isValidatorText(message)).toBe(true);
  });

  it.each([
    'Required',
    'Expected a number',
    'Term must be less than or equal to 18',
    'You must be at least 18 to apply',
    'Graduation must be within the next 10 years',
    'Enter how much you’d like to borrow',
  ])('lets our own words through: %s', (message) => {
    expect(isValidatorText(message)).toBe(false);
  });
});
