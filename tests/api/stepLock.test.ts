import { afterEach, describe, expect, it } from 'vitest';
import { acquireStepLock, releaseStepLock } from '../../server/store/stepLocks';
import { applicantWithApplication, startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('step locks', () => {
  it('Applicant who double-submits a step gets one answer and one "step locked" with Retry-After', async () => {
    harness = await startApp({ stepProcessingDelayMs: 150 });
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid, step: 'address-and-phone' };
    await applicant.call('putPersonalInfo', { params, body: { address: validAddress, phone: '2025550143' } });

    const [first, second] = await Promise.all([
      applicant.call('postFlowStep', { params, body: {} }),
      applicant.call('postFlowStep', { params, body: {} }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const locked = first.statusCode === 429 ? first : second;
    expect(locked.result.userErrorCode).toBe('STEP_LOCKED');
    expect(locked.result.exceptionType).toBe('StepLocked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The lock is released once the first submission finishes.
    expect(
      await harness.app.db
        .selectFrom('step_locks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 0 });
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
      retryAfterSeconds: 20,
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
