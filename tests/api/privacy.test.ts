/**
 * The canary SSN 457-55-5462 and date of birth 03/14/1987 go in through every door the app uses and
 * must come out of none (docs/architecture.md): no response body of any endpoint, no log
 * line, no plain text in any table of the database. Only the last four digits may be shown.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import contract from '../../schemas/api/operations.json';
import flow from '../../schemas/flow.json';
import legal from '../../schemas/legal/consents.json';
import { buildApp } from '../../server/app';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import { readIdentifiers } from '../../server/store/personalIdentifiers';
import { startApp, type ApiResponse, type TestApp } from './support/testApp';
import {
  applicantOnIdentity,
  giveIncomeEducationAndSavings,
  putPersonalInfo,
  readStep,
  submitStep,
  type Applicant,
} from './support/identityJourney';
import { everyRow } from './support/databaseDump';

const canarySsnForms = ['457555462', '457-55-5462', '457 55 5462'];
const canaryDobForms = ['03141987', '03/14/1987', '1987-03-14', '19870314'];
const canaries = [...canarySsnForms, ...canaryDobForms];

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const everyConsent = legal.consents
  .filter((consent) => consent.step === 'agree')
  .map((consent) => consent.titleName);
const stepPaths = [
  ...new Set(
    Object.values(flow.application.steps as Record<string, { stepPath?: string }>).flatMap((step) =>
      step.stepPath ? [step.stepPath] : [],
    ),
  ),
];

/** Every read the API offers about an application: each GET whose path needs only what we know. */
async function readEverything(applicant: Applicant): Promise<ApiResponse[]> {
  const known = new Set(['applicationUuid', 'step', 'titleName']);
  const responses: ApiResponse[] = [];
  for (const [operationId, op] of Object.entries(
    contract.operations as Record<string, { method: string; path: string }>,
  )) {
    if (op.method !== 'GET') continue;
    const params = [...op.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
    if (!params.every((name) => known.has(name))) continue;
    const steps = params.includes('step') ? stepPaths : [undefined];
    const titles = params.includes('titleName') ? everyConsent : [undefined];
    for (const step of steps) {
      for (const titleName of titles) {
        responses.push(
          await applicant.call(operationId, {
            params: {
              applicationUuid: applicant.applicationUuid,
              ...(step ? { step } : {}),
              ...(titleName ? { titleName } : {}),
            },
          }),
        );
      }
    }
  }
  return responses;
}

/** The app's journey through identity and agree with the canary, plus the mistakes people make on the way. */
async function canaryJourney(target: TestApp): Promise<{ applicant: Applicant; responses: ApiResponse[] }> {
  const applicant = await applicantOnIdentity(target);
  const responses: ApiResponse[] = [];
  const uuid = applicant.applicationUuid;
  responses.push(await putPersonalInfo(applicant, { dob: '03/14/1987', ssn: '457-55-5462', nickname: 'x' }));
  responses.push(await putPersonalInfo(applicant, { dob: '03141987', ssn: '457-55-546' }));
  responses.push(
    await applicant.call('putPersonalInfo', {
      params: { applicationUuid: uuid },
      rawBody: '{"dob": "03/14/1987", "ssn": "457-55-5462"',
    }),
  );
  responses.push(await putPersonalInfo(applicant, { dob: '03141987', ssn: '457555462' }));
  responses.push(
    await applicant.call('postPersonalInfo', {
      params: { applicationUuid: uuid },
      body: { dob: '03141987', ssn: '457555462', phone: '2025550143' },
    }),
  );
  responses.push(await readStep(applicant, 'id-verification'));
  responses.push(await submitStep(applicant, 'id-verification'));
  responses.push(await putPersonalInfo(applicant, { ssn: '457555462' })); // 409: no longer on identity
  await giveIncomeEducationAndSavings(applicant);
  responses.push(await readStep(applicant, 'review'));
  responses.push(await submitStep(applicant, 'review'));
  responses.push(await readStep(applicant, 'agree'));
  responses.push(await submitStep(applicant, 'agree', { agreedConsents: everyConsent, ssn: '457555463' }));
  responses.push(await submitStep(applicant, 'agree', { agreedConsents: [], ssn: '457-55-5462' }));
  responses.push(await submitStep(applicant, 'agree', { agreedConsents: everyConsent, ssn: '457-55-5462' }));
  responses.push(...(await readEverything(applicant)));
  return { applicant, responses };
}

const expectNoCanary = (text: string, where: string) => {
  for (const canary of canaries) expect(text, `${where} holds ${canary}`).not.toContain(canary);
};

describe('SSN and date of birth privacy', () => {
  it('No answer of any endpoint carries the SSN or date of birth; the last four may show', async () => {
    harness = await startApp();
    const { responses } = await canaryJourney(harness);
    expect(responses.length).toBeGreaterThan(20);
    for (const response of responses) {
      expectNoCanary(response.response.body, `${response.statusCode} ${response.response.raw.req.url}`);
    }
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toEqual(expect.arrayContaining([200, 400, 409, 422]));
    const agreed = responses.find((response) => response.result.currentFlowStep === 'PRICING');
    expect(agreed, 'the matching canary SSN was accepted').toBeDefined();
    expect(responses.some((response) => response.result.ssnLastFour === '5462')).toBe(true);
    const review = responses.find((response) => response.response.raw.req.url?.endsWith('/step/review'));
    expect(review?.statusCode, 'the review read was walked').toBe(200);
  });

  it('No log line carries the SSN or date of birth', async () => {
    const lines: string[] = [];
    harness = await startApp({ logger: true, logStream: { write: (line) => lines.push(line) } });
    await canaryJourney(harness);
    const log = lines.join('\n');
    expect(log).toContain('request completed');
    expectNoCanary(log, 'the log');
  });

  it('The database holds the SSN and date of birth only encrypted', async () => {
    harness = await startApp();
    const { applicant } = await canaryJourney(harness);
    const row = await harness.app.db
      .selectFrom('personal_infos')
      .select(['ssn_encrypted', 'ssn_hmac', 'dob_encrypted', 'ssn_last_four'])
      .where('application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow();
    expect(row.ssn_encrypted).toEqual(expect.any(String));
    expect(row.dob_encrypted).toEqual(expect.any(String));
    expect(row.ssn_last_four).toBe('5462');
    const dump = await everyRow(harness.app.db);
    // The search can find what is stored in the clear: the phone number is.
    expect(dump).toContain('2025550143');
    expectNoCanary(dump, 'the database');
  });

  it('The database without its key reveals neither; with it the server still can', async () => {
    harness = await startApp();
    const { applicant } = await canaryJourney(harness);
    const restarted = await harness.restart();
    const cipher = createPersonalDataCipher(harness.personalDataKey);
    expect(await readIdentifiers(restarted.db, cipher, applicant.applicationUuid)).toEqual({
      ssn: '457555462',
      dob: '03/14/1987',
    });
    const otherKey = createPersonalDataCipher(crypto.randomBytes(32));
    expect(await readIdentifiers(restarted.db, otherKey, applicant.applicationUuid)).toEqual({
      ssn: null,
      dob: null,
    });
    // A server given another key refuses to start rather than write what no other instance could read.
    await expect(
      buildApp({ databaseUrl: harness.databaseUrl, personalDataKey: crypto.randomBytes(32) }),
    ).rejects.toThrow('personal-data key is not the key');
  });
});
