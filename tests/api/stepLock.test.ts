/**
 * The step lock (server/store/stepLocks.ts, taken in server/handlers/flow.ts postFlowStep): a
 * submission that arrives while another of the same step is still running is told to wait, on any
 * instance; ordinary submissions one after another never see it. A submission is held in flight the
 * way a slow write of the same application holds it, by the application's row, never by a delay
 * written into the server for tests (tests/instances/manyInstances.test.ts does the same across
 * server processes).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lockApplication } from '../../server/store/applications';
import type { Db } from '../../server/store/database';
import { acquireStepLock, releaseStepLock } from '../../server/store/stepLocks';
import { applicantWithApplication, startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const stepLocksOf = (db: Db, applicationUuid: string) =>
  db.selectFrom('step_locks').select('step').where('application_uuid', '=', applicationUuid).execute();

/**
 * Runs `whileHeld` while another transaction holds the application's row, as a write of the same
 * application in progress does: a submission started then takes its step lock and waits inside.
 */
async function withApplicationHeld(db: Db, applicationUuid: string, whileHeld: () => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await lockApplication(trx, applicationUuid);
    await whileHeld();
  });
}

/** The answer of `call`, or a failure naming what went wrong when it does not come within 5 s. */
async function answeredAtOnce<T>(call: Promise<T>, whatWentWrong: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(whatWentWrong)), 5000);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function untilStepLocked(db: Db, applicationUuid: string): Promise<void> {
  await expect.poll(async () => (await stepLocksOf(db, applicationUuid)).length, { timeout: 5000 }).toBe(1);
}

describe('step locks', () => {
  it('Applicant who submits a step again while the first is still running is told to wait (429 with Retry-After)', async () => {
    harness = await startApp();
    const db = harness.app.db;
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid, step: 'address-and-phone' };
    await applicant.call('putPersonalInfo', { params, body: { address: validAddress, phone: '2025550143' } });

    let first: ReturnType<typeof applicant.call> | undefined;
    await withApplicationHeld(db, applicant.applicationUuid, async () => {
      first = applicant.call('postFlowStep', { params, body: {} });
      await untilStepLocked(db, applicant.applicationUuid);
      const second = await answeredAtOnce(
        applicant.call('postFlowStep', { params, body: {} }),
        'The second submission queued behind the first instead of being told to wait',
      );
      expect(second.statusCode).toBe(429);
      expect(second.result.userErrorCode).toBe('STEP_LOCKED');
      expect(second.result.exceptionType).toBe('StepLocked');
      const retryAfter = Number(second.headers['retry-after']);
      // A short hint, not the lock's 30 s lifetime: the first submission will be done long before.
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(2);
      expect(second.result.details?.retryAfterSeconds).toBe(retryAfter);
    });
    // The first submission goes on once the row is free, and releases the lock when it is done.
    const done = await first!;
    expect(done.statusCode).toBe(200);
    expect(done.result.currentFlowStep).toBe('ID_VERIFICATION');
    expect(await stepLocksOf(db, applicant.applicationUuid)).toEqual([]);
  });

  it('Submissions one after another never meet the lock, whatever step they are on', async () => {
    harness = await startApp();
    const applicant = await applicantWithApplication(harness.app);
    const params = (step: string) => ({ applicationUuid: applicant.applicationUuid, step });
    await applicant.call('putPersonalInfo', {
      params: params('address-and-phone'),
      body: { address: validAddress, phone: '2025550143' },
    });
    const submitted = await applicant.call('postFlowStep', { params: params('address-and-phone'), body: {} });
    expect(submitted.statusCode).toBe(200);
    // The same step again at once: no lock is left, so the answer is the flow's own (it has moved on).
    const again = await applicant.call('postFlowStep', { params: params('address-and-phone'), body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.result.exceptionType).toBe('FlowStepInvalid');
    await applicant.call('putPersonalInfo', {
      params: params('id-verification'),
      body: { dob: '07041985', ssn: '123456789' },
    });
    const next = await applicant.call('postFlowStep', { params: params('id-verification'), body: {} });
    expect(next.statusCode).toBe(200);
    expect(next.result.currentFlowStep).toBe('INCOME');
    expect(await stepLocksOf(harness.app.db, applicant.applicationUuid)).toEqual([]);
  });

  it('A lock left behind by a crashed submission expires and can be taken over', async () => {
    harness = await startApp();
    const applicant = await applicantWithApplication(harness.app);
    const db = harness.app.db;
    const start = new Date('2026-11-22T10:00:00Z');
    expect(await acquireStepLock(db, applicant.applicationUuid, 'address', 'a', start, 30_000)).toEqual({
      acquired: true,
    });
    expect(
      await acquireStepLock(
        db,
        applicant.applicationUuid,
        'address',
        'b',
        new Date('2026-11-22T10:00:10Z'),
        30_000,
      ),
    ).toEqual({
      acquired: false,
      // 20 s of the lock are left; the hint stays short (maxRetryAfterSeconds).
      retryAfterSeconds: 2,
    });
    expect(
      await acquireStepLock(
        db,
        applicant.applicationUuid,
        'address',
        'b',
        new Date('2026-11-22T10:00:31Z'),
        30_000,
      ),
    ).toEqual({
      acquired: true,
    });
    await releaseStepLock(db, applicant.applicationUuid, 'address', 'a');
    expect(await db.selectFrom('step_locks').select('holder').execute()).toEqual([{ holder: 'b' }]);
  });
});
