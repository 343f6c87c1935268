/**
 * A randomised model test of the server-held flow (fast-check): thousands of random sequences of
 * what an applicant, a stale tab or a careful attacker can do — advance the current step, submit it
 * bare, edit an earlier step, go back, delete or shrink records, move to a state we don't serve,
 * clear contact details, change the loan or the SSN — against the real API on one database. After
 * every move: no 500; an application that reached pricing has every requirement met; and nothing
 * the applicant authorised at agree (or was turned down on) changes afterwards.
 * FLOW_MODEL_RUNS sets the number of sequences (default 1200, or as many as 11 minutes allow), played as FLOW_MODEL_STREAMS (2)
 * streams at once: each request waits on the database most of its time, and the streams' applicants
 * then also meet each other in the store, as applicants do.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import product from '../../schemas/product.json';
import { isEducationValid } from '../../core/rules/educationValidity';
import { highestEducation } from '../../core/rules/highestEducation';
import { annualIncomeOf } from '../../server/domain/income/annualIncome';
import type { JobIncomeSourceRecord } from '../../core/api/records';
import { salaryJob, type Applicant } from './support/identityJourney';
import {
  applicantWithApplication,
  startApp,
  validAddress,
  type ApiResponse,
  type TestApp,
} from './support/testApp';

const runs = Number(process.env.FLOW_MODEL_RUNS ?? 1200);
const streams = Math.max(1, Number(process.env.FLOW_MODEL_STREAMS ?? 2));
/** How long the streams take new sequences; the test's own limit (15 min) leaves room to finish. */
const budgetMs = 11 * 60_000;
const consents = ['ESIGN_CONSENT', 'CREDIT_REPORT_AUTHORIZATION', 'TERMS_OF_USE_AND_PRIVACY_POLICY'];
const editTargets = [
  'LOAN_AMOUNT',
  'USE_OF_FUNDS',
  'ADDRESS',
  'PHONE',
  'ID_VERIFICATION',
  'INCOME',
  'EDUCATION',
  'SAVINGS',
] as const;
const finalSteps = new Set(['PRICING', 'STATE_NOT_AVAILABLE', 'INCOME_NOT_AVAILABLE']);

type Move =
  | { kind: 'advance' }
  | { kind: 'submitBare' }
  | { kind: 'edit'; target: (typeof editTargets)[number] }
  | { kind: 'goBack' }
  | { kind: 'deleteIncome' }
  | { kind: 'tinyIncome' }
  | { kind: 'deleteEducation' }
  | { kind: 'moveToNewYork' }
  | { kind: 'clearContact' }
  | { kind: 'changeLoan' }
  | { kind: 'changeSsn' };

const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'advance' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'submitBare' as const }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...editTargets).map((target) => ({ kind: 'edit' as const, target })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'goBack' as const }) },
  ...(
    [
      'deleteIncome',
      'tinyIncome',
      'deleteEducation',
      'moveToNewYork',
      'clearContact',
      'changeLoan',
      'changeSsn',
    ] as const
  ).map((kind) => ({ weight: 1, arbitrary: fc.constant({ kind }) })),
);

/**
 * A sequence: some plain advances first (so many sequences reach review, agree and pricing before
 * they start trying things), then any moves at all.
 */
const sequenceArbitrary: fc.Arbitrary<Move[]> = fc
  .tuple(
    fc.integer({ min: 0, max: 12 }),
    fc.array(moveArbitrary, { minLength: 1, maxLength: 40, size: 'max' }),
  )
  .map(([advances, rest]) => [
    ...Array.from({ length: advances }, () => ({ kind: 'advance' as const })),
    ...rest,
  ]);

/** A different legal name per sequence, letters only, so each sequence is a new person. */
const nameOf = (index: number) =>
  `Model${index.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

interface Tracked {
  ssn: string;
}

async function send(applicant: Applicant, operationId: string, options: Record<string, unknown> = {}) {
  const response: ApiResponse = await applicant.call(operationId, {
    params: { applicationUuid: applicant.applicationUuid },
    ...options,
  });
  expect(response.statusCode, `${operationId} answered ${response.statusCode}`).toBeLessThan(500);
  return response;
}

const submit = (applicant: Applicant, step: string, body: unknown = {}) =>
  send(applicant, 'postFlowStep', {
    params: { applicationUuid: applicant.applicationUuid, step },
    body,
  });

async function currentStep(applicant: Applicant): Promise<string> {
  return String((await send(applicant, 'getCurrentFlowStep')).result.currentFlowStep);
}

async function records(applicant: Applicant) {
  return (await send(applicant, 'listJobsIncomeSources')).result as unknown as JobIncomeSourceRecord[];
}

async function educations(applicant: Applicant) {
  return (await send(applicant, 'listEducations')).result as unknown as Array<{ id: number }>;
}

/** What the applicant does to complete the step they are on, the way the app calls the API. */
async function advance(applicant: Applicant, tracked: Tracked): Promise<void> {
  const step = await currentStep(applicant);
  const withKey = { headers: { 'idempotency-key': crypto.randomUUID() } };
  switch (step) {
    case 'ADDRESS_AND_PHONE':
      await send(applicant, 'putPersonalInfo', { body: { address: validAddress, phone: '2025550143' } });
      await submit(applicant, 'address-and-phone');
      return;
    case 'ADDRESS':
      await submit(applicant, 'address', { address: validAddress });
      return;
    case 'PHONE':
      await send(applicant, 'putPersonalInfo', { body: { phone: '2025550143' } });
      await submit(applicant, 'phone');
      return;
    case 'LOAN_AMOUNT':
      await submit(applicant, 'loan-amount', { desiredLoanAmount: 1000, desiredLoanTermInMonths: 12 });
      return;
    case 'USE_OF_FUNDS':
      await submit(applicant, 'use-of-funds', { appUseOfFunds: 'MEDICAL' });
      return;
    case 'ID_VERIFICATION':
      if (
        (await send(applicant, 'putPersonalInfo', { body: { dob: '03141987', ssn: '457555462' } }))
          .statusCode === 200
      )
        tracked.ssn = '457555462';
      await submit(applicant, 'id-verification');
      return;
    case 'INCOME':
      if ((await records(applicant)).length === 0)
        await send(applicant, 'createJobIncomeSource', {
          body: { kind: 'JOB', jobFields: salaryJob },
          ...withKey,
        });
      await submit(applicant, 'income');
      return;
    case 'EDUCATION':
      if ((await educations(applicant)).length === 0)
        await send(applicant, 'createEducation', {
          body: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 },
          ...withKey,
        });
      await submit(applicant, 'education');
      return;
    case 'SAVINGS':
      await send(applicant, 'postWealthAccount', {
        body: { savingsCheckingAmount: 100, investmentsAmount: 0 },
      });
      await submit(applicant, 'savings');
      return;
    case 'REVIEW':
      await submit(applicant, 'review');
      return;
    case 'AGREE':
      await submit(applicant, 'agree', { agreedConsents: consents, ssn: tracked.ssn });
      return;
    default:
      return;
  }
}

async function play(applicant: Applicant, move: Move, tracked: Tracked): Promise<void> {
  switch (move.kind) {
    case 'advance':
      return advance(applicant, tracked);
    case 'submitBare': {
      const step = await currentStep(applicant);
      const path =
        { ADDRESS_AND_PHONE: 'address-and-phone', ID_VERIFICATION: 'id-verification' }[step] ??
        step.toLowerCase();
      await submit(applicant, path);
      return;
    }
    case 'edit':
      await send(applicant, 'editFlowStep', {
        body: { currentStep: await currentStep(applicant), step: move.target },
      });
      return;
    case 'goBack':
      await send(applicant, 'goBack', { body: { currentStep: await currentStep(applicant) } });
      return;
    case 'deleteIncome':
      for (const record of await records(applicant))
        await send(applicant, 'deleteJobIncomeSource', { body: { id: record.id, kind: record.kind } });
      return;
    case 'tinyIncome': {
      const [first] = await records(applicant);
      if (first?.kind === 'JOB')
        await send(applicant, 'updateJobIncomeSource', {
          body: { id: first.id, kind: 'JOB', jobFields: { ...salaryJob, salary: 1, otherCompensation: 0 } },
        });
      return;
    }
    case 'deleteEducation':
      for (const education of await educations(applicant))
        await send(applicant, 'deleteEducation', { body: { id: education.id } });
      return;
    case 'moveToNewYork':
      await send(applicant, 'putPersonalInfo', {
        body: { address: { ...validAddress, stateCode: 'NY', city: 'Albany', zipCode: '12207' } },
      });
      return;
    case 'clearContact':
      await send(applicant, 'postPersonalInfo', { body: { textMessageConsent: false } });
      return;
    case 'changeLoan':
      await send(applicant, 'updateApplication', {
        body: { desiredLoanAmount: 2500, desiredLoanTermInMonths: 18 },
      });
      return;
    case 'changeSsn':
      if (
        (await send(applicant, 'putPersonalInfo', { body: { dob: '11231990', ssn: '401234567' } }))
          .statusCode === 200
      )
        tracked.ssn = '401234567';
      return;
  }
}

/** Everything the applicant gave, as the server holds it. */
async function snapshot(applicant: Applicant) {
  const review = (await submitRead(applicant)).result;
  const application = (await send(applicant, 'getApplication')).result;
  const flow = (await send(applicant, 'getCurrentFlowStep')).result;
  return { review, decisionStatus: application.decisionStatus, agreed: flow.hasAgreedToRequiredConsents };
}

const submitRead = (applicant: Applicant) =>
  send(applicant, 'getFlowStep', { params: { applicationUuid: applicant.applicationUuid, step: 'review' } });

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Every requirement of every step before pricing, on the data as it is. */
function expectPriceable(state: Snapshot): void {
  const review = state.review as {
    personalInfo: {
      address: { stateCode: string } | null;
      phone: string | null;
      hasDob: boolean;
      ssnLastFour: string | null;
    };
    jobs: JobIncomeSourceRecord[];
    educations: Parameters<typeof highestEducation>[0];
    wealthAccount: unknown;
    loanRequest: { desiredLoanAmount: number };
  };
  const info = review.personalInfo;
  expect(info.address, 'an address').not.toBeNull();
  expect(product.configuration.nonQualifyingStates).not.toContain(info.address?.stateCode);
  expect(info.phone, 'a phone').not.toBeNull();
  expect(info.hasDob && info.ssnLastFour !== null, 'date of birth and SSN').toBe(true);
  expect(annualIncomeOf(review.jobs, new Date())).toBeGreaterThanOrEqual(product.configuration.minIncome);
  const education = highestEducation(review.educations);
  expect(
    education !== undefined && education !== null && isEducationValid(education),
    'a complete education',
  ).toBe(true);
  expect(review.wealthAccount, 'savings').not.toBeNull();
  expect(review.loanRequest.desiredLoanAmount).toBeLessThanOrEqual(product.loanAmount.max);
  expect(state.agreed, 'the consents').toBe(true);
}

let harness: TestApp;
beforeAll(async () => {
  // Every sequence signs a new person in from the same address: no sign-in limit here.
  // A pricing run that does not settle during a sequence: the model is about what the applicant's
  // moves can change, and a run settled by its job when due (2 s by default) moves PRICING on to the
  // offers whenever a sequence runs long, as it does on a busy machine.
  harness = await startApp({
    signInAttemptsPerMinute: Number.MAX_SAFE_INTEGER,
    pricingDelayMs: 24 * 60 * 60_000,
  });
});
afterAll(async () => {
  await harness.close();
});

describe('The flow as a model', () => {
  it(
    'No sequence of moves skips a requirement, and nothing changes after agree or a decline',
    async () => {
      let person = 0;
      // Each stream is its own property run (its own seed, reported on failure), on the one app.
      const stream = (numRuns: number) =>
        fc.assert(
          fc.asyncProperty(sequenceArbitrary, async (moves) => {
            person += 1;
            const applicant = await applicantWithApplication(harness.app, {
              firstName: 'Flow',
              lastName: nameOf(person),
            });
            const tracked: Tracked = { ssn: '' };
            let frozen: Snapshot | null = null;
            for (const move of moves) {
              await play(applicant, move, tracked);
              const step = await currentStep(applicant);
              if (!finalSteps.has(step)) {
                expect(frozen, `left ${step} after reaching a final step`).toBeNull();
                continue;
              }
              const state = await snapshot(applicant);
              if (step === 'PRICING') expectPriceable(state);
              else expect(state.decisionStatus).toBe('DISQUALIFIED');
              if (frozen) expect(state).toEqual(frozen);
              frozen ??= state;
            }
          }),
          // A busy machine (CI beside other work) plays fewer sequences, never a time-out: the
          // property stops taking new ones after the budget, and a failure found still fails.
          { numRuns, interruptAfterTimeLimit: budgetMs, markInterruptAsFailure: false },
        );
      await Promise.all(
        Array.from({ length: streams }, (_, index) =>
          stream(Math.floor(runs / streams) + (index < runs % streams ? 1 : 0)),
        ),
      );
      console.info(`The flow model played ${person} of ${runs} sequences.`);
      expect(person, 'too few sequences to say anything: the machine is far too slow').toBeGreaterThanOrEqual(
        Math.min(runs, 100),
      );
    },
    15 * 60_000,
  );
});
