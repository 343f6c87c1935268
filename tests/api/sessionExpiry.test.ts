import { afterEach, describe, expect, it } from 'vitest';
import { checkedResponse, signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
});

const minute = 60_000;

async function clockedApp(policy: { idleMs: number; maxAgeMs: number }) {
  const clock = { now: new Date('2026-11-25T10:00:00.000Z') };
  harness = await startApp({ now: () => clock.now, sessionPolicy: policy });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { clock, advance, app: harness };
}

describe('session expiry', () => {
  it('Applicant who leaves the tab idle past the idle limit must sign in again', async () => {
    const { advance, app } = await clockedApp({ idleMs: 30 * minute, maxAgeMs: 24 * 60 * minute });
    const applicant = await signIn(app);
    advance(20 * minute);
    expect((await applicant.call('getProducts')).statusCode).toBe(200);
    // Use keeps the session alive: 20 more minutes is 40 since sign-in but only 20 since last use.
    advance(20 * minute);
    expect((await applicant.call('getProducts')).statusCode).toBe(200);
    advance(31 * minute);
    const expired = await applicant.call('getProducts');
    expect(expired.statusCode).toBe(401);
    const identity = checkedResponse(
      'getIdentity',
      await app.app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie: applicant.cookie } }),
    );
    expect(identity.result.loggedIn).toBe(false);
  });

  it('A busy session still ends at the maximum age', async () => {
    const { advance, app } = await clockedApp({ idleMs: 30 * minute, maxAgeMs: 50 * minute });
    const applicant = await signIn(app);
    for (let step = 0; step < 2; step += 1) {
      advance(20 * minute);
      expect((await applicant.call('getProducts')).statusCode).toBe(200);
    }
    // 51 minutes after sign-in, used 11 minutes ago, and the access token still has time: the age ends it.
    advance(11 * minute);
    expect((await applicant.call('getProducts')).statusCode).toBe(401);
  });
});
