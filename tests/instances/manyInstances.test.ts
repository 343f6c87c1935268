/**
 * Many instances on one PostgreSQL (README "Running several instances"): three real server processes
 * share one database, and an applicant's requests may reach any of them. Each test shows one thing
 * the README promises: nothing of an applicant is kept in one process, a step submitted again while
 * its first submission runs on another instance is told to wait, a create is stored once however
 * many instances get it, a pricing run survives the instance that started it, and the sign-in limit
 * counts attempts on every instance together.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockApplication } from '../../server/store/applications';
import { openDatabase, type Db } from '../../server/store/database';
import { salaryJob } from '../api/support/identityJourney';
import { validAddress } from '../api/support/testApp';
import {
  acceptDefaultOffer,
  agree,
  currentFlowStep,
  giveContactAndIdentity,
  giveIncomeEducationSavingsAndReview,
  readStep,
  startApplication,
  waitForPricing,
  type Application,
} from './support/applicationJourney';
import { startFileDatabase, type FileDatabase } from './support/databaseForFile';
import { flowMovesOf, recordFlowMoves } from './support/flowMoves';
import {
  createHttpApplicant,
  roundRobin,
  attemptSignIn,
  type HttpAnswer,
  type HttpApplicant,
} from './support/httpApplicant';
import { newPersonalDataKey, startInstance, stopAllInstances, type Instance } from './support/instances';

let database: FileDatabase | undefined;
let db: Db | undefined;
let instances: Instance[] = [];
const personalDataKey = newPersonalDataKey();

const shared = () => {
  if (!db || !database) throw new Error('The database did not start');
  return { db, databaseUrl: database.databaseUrl };
};
const origins = () => instances.map((instance) => instance.origin);

beforeAll(async () => {
  database = await startFileDatabase();
  // Started together, as a deploy starts them: each migrates, the migration lock making the others wait.
  const starting = await Promise.allSettled(
    [1, 2, 3].map(() =>
      startInstance({
        databaseUrl: database!.databaseUrl,
        personalDataKey,
        env: { PRICING_DELAY_MS: '300' },
      }),
    ),
  );
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  instances = starting.map((result) => (result as PromiseFulfilledResult<Instance>).value);
  db = openDatabase(database.databaseUrl, { maxConnections: 2 });
  await recordFlowMoves(db);
});

afterAll(async () => {
  // Every process first (a running instance holds connections), then the database, then its folder.
  await stopAllInstances();
  await db?.destroy();
  await database?.stop();
});

const pricingRunsOf = (applicationUuid: string) =>
  shared()
    .db.selectFrom('pricing_runs')
    .select(['pricing_uuid', 'status', 'outcome', 'started_at', 'due_at'])
    .where('application_uuid', '=', applicationUuid)
    .execute();

const jobRowsOf = (applicationUuid: string) =>
  shared()
    .db.selectFrom('jobs_income_sources')
    .select('entity_uuid')
    .where('application_uuid', '=', applicationUuid)
    .orderBy('id')
    .execute();

const newApplicant = () => createHttpApplicant(origins(), roundRobin);

describe('three instances on one PostgreSQL', () => {
  it('One application reaches FUNNEL_COMPLETE with each request sent to the next instance', async () => {
    const applicant = newApplicant();
    const application = await startApplication(applicant, { firstName: 'Ada', lastName: 'Moreno' });
    await giveContactAndIdentity(application);
    await giveIncomeEducationSavingsAndReview(application);
    await agree(application);
    expect(await waitForPricing(application)).toBe('OFFER_SELECTION');
    await acceptDefaultOffer(application);

    const { served } = applicant;
    expect(served.filter((request) => request.statusCode >= 400)).toEqual([]);
    served.slice(1).forEach((request, index) => expect(request.origin).not.toBe(served[index]!.origin));
    expect(new Set(served.map((request) => request.origin))).toEqual(new Set(origins()));
    // Each answer came from the instance it was sent to: its request id is in that instance's log alone.
    const logs = instances.map((instance) => ({ origin: instance.origin, log: instance.output().stdout }));
    for (const request of served) {
      const loggedBy = logs.filter(({ log }) => log.includes(`"reqId":"${request.requestId}"`));
      expect(loggedBy.map(({ origin }) => origin)).toEqual([request.origin]);
    }
    // Every step moved the flow once, in order, whichever instance took it.
    const path = [
      'ADDRESS_AND_PHONE',
      'ID_VERIFICATION',
      'INCOME',
      'EDUCATION',
      'SAVINGS',
      'REVIEW',
      'AGREE',
      'PRICING',
      'OFFER_SELECTION',
      'OFFER_REVIEW',
      'FUNNEL_COMPLETE',
    ];
    expect(await flowMovesOf(shared().db, application.applicationUuid)).toEqual(
      path.slice(1).map((to, index) => ({ from: path[index], to })),
    );
    expect(await pricingRunsOf(application.applicationUuid)).toEqual([
      expect.objectContaining({ status: 'COMPLETE', outcome: 'QUALIFIED' }),
    ]);
  });

  it('A step submitted on one instance while its first submission still runs on another is told to wait (429 STEP_LOCKED)', async () => {
    const applicant = newApplicant();
    const application = await startApplication(applicant, { firstName: 'Ines', lastName: 'Varga' });
    const { applicationUuid } = application;
    const params = { applicationUuid, step: 'address-and-phone' };
    const contact = await applicant.call('putPersonalInfo', {
      params: { applicationUuid },
      body: { address: validAddress, phone: '2025550143' },
    });
    expect(contact.statusCode).toBe(200);
    const [first, second] = origins();
    const stepLocks = () =>
      shared()
        .db.selectFrom('step_locks')
        .select('step')
        .where('application_uuid', '=', applicationUuid)
        .execute();

    // The first submission is held in flight the way a slow write of the same application holds it:
    // by the application's row, here held by this test.
    let running: Promise<HttpAnswer> | undefined;
    await shared()
      .db.transaction()
      .execute(async (trx) => {
        await lockApplication(trx, applicationUuid);
        running = applicant.call('postFlowStep', { params, body: {} }, first);
        await expect.poll(async () => (await stepLocks()).length, { timeout: 10_000 }).toBe(1);
        // Told at once, not queued behind the first (which waits for the row this test holds).
        const again = await Promise.race([
          applicant.call('postFlowStep', { params, body: {} }, second),
          new Promise<never>((_resolve, reject) =>
            setTimeout(() => reject(new Error('The second submission queued behind the first')), 10_000),
          ),
        ]);
        expect(again.statusCode).toBe(429);
        expect(again.result.userErrorCode).toBe('STEP_LOCKED');
        expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      });
    const done = await running!;
    expect(done.statusCode).toBe(200);
    expect(done.result.currentFlowStep).toBe('ID_VERIFICATION');
    expect(await stepLocks()).toEqual([]);

    // One after another, each on another instance, submissions never meet the lock.
    const identity = await applicant.call(
      'putPersonalInfo',
      { params: { applicationUuid }, body: { dob: '07041985', ssn: '123456789' } },
      second,
    );
    expect(identity.statusCode).toBe(200);
    const next = await applicant.call(
      'postFlowStep',
      { params: { applicationUuid, step: 'id-verification' }, body: {} },
      origins()[2],
    );
    expect(next.statusCode).toBe(200);
    expect(next.result.currentFlowStep).toBe('INCOME');
  });

  /** Twenty copies of one create, all in flight at once and spread over the three instances. */
  const createTwentyAtOnce = (
    application: Application,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    Promise.all(
      Array.from({ length: 20 }, () =>
        application.applicant.call('createJobIncomeSource', {
          params: { applicationUuid: application.applicationUuid },
          body,
          headers,
        }),
      ),
    );

  /** Every answer is the one stored record or "still in progress"; exactly one request stored it. */
  function theOneRecord(answers: HttpAnswer[]): string {
    expect(new Set(answers.map((answer) => answer.origin)).size).toBe(3);
    const stored = answers.filter((answer) => answer.statusCode === 200);
    const waiting = answers.filter((answer) => answer.statusCode !== 200);
    for (const answer of waiting) {
      expect(answer.statusCode).toBe(409);
      expect(answer.result.exceptionType).toBe('IdempotentRequestInProgress');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((answer) => answer.result.entityUuid)).size).toBe(1);
    // The others were replays of that one's result, not records of their own.
    expect(stored.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    return String(stored[0]!.result.entityUuid);
  }

  it('Twenty identical creates at once through three instances store one record, with a key or without', async () => {
    const application = await startApplication(newApplicant(), { firstName: 'Bo', lastName: 'Lindqvist' });
    await giveContactAndIdentity(application);

    const keyed = await createTwentyAtOnce(
      application,
      { kind: 'JOB', jobFields: salaryJob },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    const keyedRecord = theOneRecord(keyed);
    expect(await jobRowsOf(application.applicationUuid)).toEqual([{ entity_uuid: keyedRecord }]);

    // Without a key: the contract's duplicate window (duplicateWindowSeconds) makes the copies one create.
    const secondJob = { ...salaryJob, salary: 38000, from: '2022-06-01T00:00:00.000Z' };
    const unkeyed = await createTwentyAtOnce(application, { kind: 'JOB', jobFields: secondJob });
    const unkeyedRecord = theOneRecord(unkeyed);
    expect(unkeyedRecord).not.toBe(keyedRecord);
    expect(await jobRowsOf(application.applicationUuid)).toEqual([
      { entity_uuid: keyedRecord },
      { entity_uuid: unkeyedRecord },
    ]);
  });

  it('A pricing run pending on an instance killed with SIGKILL is settled once by the others', async () => {
    // Its runs take 2.5 s, so the kill lands before the run is due and its own worker cannot have taken it.
    const doomed = await startInstance({
      databaseUrl: shared().databaseUrl,
      personalDataKey,
      env: { PRICING_DELAY_MS: '2500' },
    });
    const applicant: HttpApplicant = newApplicant();
    const application = await startApplication(applicant, { firstName: 'Cleo', lastName: 'Haddad' });
    await giveContactAndIdentity(application);
    await giveIncomeEducationSavingsAndReview(application);
    await agree(application, doomed.origin);
    await doomed.kill('SIGKILL');

    const { applicationUuid } = application;
    const [pending] = await pricingRunsOf(applicationUuid);
    expect(pending).toMatchObject({ status: 'RUNNING' });
    expect(Date.parse(pending!.due_at) - Date.parse(pending!.started_at)).toBe(2500);

    // No API call until it settles: a read would settle a due run itself, and only a job worker may here.
    const deadline = Date.now() + 20_000;
    while ((await pricingRunsOf(applicationUuid)).some((run) => run.status === 'RUNNING')) {
      if (Date.now() > deadline) throw new Error('No surviving instance settled the run within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const runs = await pricingRunsOf(applicationUuid);
    expect(runs).toEqual([
      expect.objectContaining({
        pricing_uuid: pending!.pricing_uuid,
        status: 'COMPLETE',
        outcome: 'QUALIFIED',
      }),
    ]);
    const offers = await shared()
      .db.selectFrom('loan_offers')
      .select(['loan_offer_id', 'pricing_uuid', 'is_default', 'offer_json'])
      .where('application_uuid', '=', applicationUuid)
      .orderBy('loan_offer_id')
      .execute();
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((offer) => offer.pricing_uuid))).toEqual(new Set([pending!.pricing_uuid]));
    // Stored once: one offer per amount and term, and one default.
    const terms = offers.map((offer) => {
      const { loanAmount, loanTermInMonths } = JSON.parse(offer.offer_json) as Record<string, number>;
      return `${loanAmount}/${loanTermInMonths}`;
    });
    expect(new Set(terms).size).toBe(offers.length);
    expect(offers.filter((offer) => offer.is_default === 1)).toHaveLength(1);
    expect(
      (await flowMovesOf(shared().db, applicationUuid)).filter((move) => move.from === 'PRICING'),
    ).toEqual([{ from: 'PRICING', to: 'OFFER_SELECTION' }]);

    // Afterwards any instance shows the offers the survivors stored.
    const survivor = instances[1]!.origin;
    expect(await currentFlowStep(application, survivor)).toBe('OFFER_SELECTION');
    const offersStep = await readStep(application, 'offer-selection', survivor);
    expect(offersStep.statusCode).toBe(200);
    const shown = (offersStep.result.sdlOfferData as { loanOffers: { loanOfferId: number }[] }).loanOffers;
    expect(shown.map((offer) => offer.loanOfferId)).toEqual(offers.map((offer) => offer.loan_offer_id));
  });

  it('Sign-in attempts from one address count on every instance: past 20 a minute, each refuses', async () => {
    // The earlier tests signed in from this address within the minute: its window starts afresh here.
    await shared().db.deleteFrom('attempt_windows').where('limit_name', '=', 'sign-in').execute();
    // Twenty wrong passwords (each for another email, so only the per-address limit is reached), each
    // page opened on one instance and posted to the next: no instance sees more than seven posts.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await attemptSignIn(roundRobin(origins(), attempt), roundRobin(origins(), attempt + 1), {
        email: `dana${attempt}@example.test`,
        password: 'not the password at all',
      });
      expect(answer.statusCode).toBe(401);
    }
    for (const [index, origin] of origins().entries()) {
      const refused = await attemptSignIn(origin, origin, {
        email: `dana.more${index}@example.test`,
        password: 'not the password at all',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    }
  });
});
