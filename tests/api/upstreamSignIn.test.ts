/**
 * "Continue with Google / Apple" on the embedded provider (docs/decisions/0067-continue-with-google-or-apple.md):
 * which account an upstream identity signs in as (server/store/linkedIdentities.ts), the buttons shown
 * only when configured, and the ways a start or a callback fails. The whole round trip through a
 * separate upstream process is tests/instances/upstreamProvider.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedPassword } from '../../scripts/journey/providerSignIn';
import { createAccount, findAccount, findAccountByEmail } from '../../server/store/accounts';
import { openDatabase, type Db } from '../../server/store/database';
import { accountForUpstreamIdentity, type UpstreamIdentity } from '../../server/store/linkedIdentities';
import { CookieJar } from '../../scripts/journey/providerSignIn';
import {
  checkedResponse,
  injectTransport,
  sessionCookieFor,
  startApp,
  type TestApp,
} from './support/testApp';

let harness: TestApp | null = null;
let db: Db | null = null;
afterEach(async () => {
  await db?.destroy();
  db = null;
  await harness?.close();
  harness = null;
});

async function started(options: Parameters<typeof startApp>[0] = {}) {
  harness = await startApp(options);
  db = openDatabase(harness.databaseUrl, { maxConnections: 2 });
  return { harness, db };
}

const now = new Date('2026-11-28T09:00:00Z');
/** The embedded provider's issuer in the test app (PUBLIC_ORIGIN http://127.0.0.1:4310). */
const issuer = 'http://127.0.0.1:4310/oidc';
const googleIdentity = (more: Partial<UpstreamIdentity> = {}): UpstreamIdentity => ({
  upstream: 'google',
  issuer: 'https://accounts.google.com',
  subject: '1098765',
  email: 'dana.reyes@example.test',
  emailVerified: true,
  givenName: 'Dana',
  familyName: 'Reyes',
  ...more,
});

describe('which account an upstream identity signs in as', () => {
  it('A first sign-in makes an account with the address and no password; the next finds it', async () => {
    const { db } = await started();
    const first = await accountOf(db, googleIdentity());
    const account = await findAccount(db, first);
    expect(account).toMatchObject({
      email: 'dana.reyes@example.test',
      givenName: 'Dana',
      familyName: 'Reyes',
      passwordHash: null,
    });
    // The address changed at Google since: still the same account, by subject.
    expect(await accountOf(db, googleIdentity({ email: 'dana@example.test' }))).toBe(first);
    // The same subject at another issuer is someone else.
    const apple = await accountOf(
      db,
      googleIdentity({ upstream: 'apple', issuer: 'https://appleid.apple.com', email: null }),
    );
    expect(apple).not.toBe(first);
  });

  it('An address the upstream has proven claims the account that already has it, and ends whatever signed in to it by password', async () => {
    // Someone may have made this account with another person's address, to wait for their data.
    const { harness, db } = await started();
    const squatter = await sessionCookieFor(harness, {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'Dana.Reyes@example.test',
      password: scriptedPassword,
    });
    const existing = await findAccountByEmail(db, 'dana.reyes@example.test');
    const claimed = await accountForUpstreamIdentity(db, googleIdentity(), { now, issuer });
    expect(claimed).toEqual({ accountUuid: existing?.uuid, claimedByEmail: true });
    // The password is gone: only the address's owner (through Google, or a reset link) gets in.
    expect((await findAccount(db, claimed.accountUuid))?.passwordHash).toBeNull();
    await expect(
      sessionCookieFor(harness, {
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana.reyes@example.test',
        password: scriptedPassword,
      }),
    ).rejects.toThrow(/Signing in did not finish \(401\)/);
    // And the session they held ends.
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie: squatter } }),
    );
    expect(identity.result).toEqual({ loggedIn: false });
  });

  it('An account with the proven address and no password (made through Apple) joins too; the next sign-in is the link, not another claim', async () => {
    const { db } = await started();
    const existing = await createAccount(
      db,
      { email: 'Dana.Reyes@example.test', givenName: 'Dana', familyName: 'Reyes', passwordHash: null },
      now,
    );
    expect(await accountOf(db, googleIdentity())).toBe(existing?.uuid);
    // Signing in through Google again is the link, not another claim.
    expect(await accountForUpstreamIdentity(db, googleIdentity(), { now, issuer })).toEqual({
      accountUuid: existing?.uuid,
      claimedByEmail: false,
    });
  });

  it('An address the upstream has not proven never joins another account: a new one without an address', async () => {
    const { db } = await started();
    const existing = await createAccount(
      db,
      { email: 'dana.reyes@example.test', givenName: 'Dana', familyName: 'Reyes', passwordHash: null },
      now,
    );
    const linked = await accountOf(db, googleIdentity({ emailVerified: false }));
    expect(linked).not.toBe(existing?.uuid);
    expect(await findAccount(db, linked)).toMatchObject({ email: null, passwordHash: null });
    // Nor is an unproven address kept on a new account when nobody has it yet: its owner may sign up.
    const unclaimed = await accountOf(
      db,
      googleIdentity({ subject: '77', email: 'not.yet@example.test', emailVerified: false }),
    );
    expect(await findAccount(db, unclaimed)).toMatchObject({ email: null });
    // Without any address, likewise.
    const noEmail = await accountOf(db, googleIdentity({ subject: '55', email: null }));
    expect(await findAccount(db, noEmail)).toMatchObject({ email: null, givenName: 'Dana' });
  });

  it('Two first sign-ins at once end in one account', async () => {
    const { db } = await started();
    const [one, two] = await Promise.all([
      accountOf(db, googleIdentity({ email: null })),
      accountOf(db, googleIdentity({ email: null })),
    ]);
    expect(one).toBe(two);
    const accounts = await db.selectFrom('accounts').select('uuid').execute();
    expect(accounts).toEqual([{ uuid: one }]);
  });
});

/** The uuid of the account an upstream identity signs in as. */
const accountOf = async (db: Db, identity: UpstreamIdentity) =>
  (await accountForUpstreamIdentity(db, identity, { now, issuer })).accountUuid;

/** The embedded provider's sign-in page, with the browser's cookies. */
async function signInPage(app: TestApp) {
  const jar = new CookieJar();
  let url = '/login';
  let body = '';
  for (let hops = 0; hops < 5; hops += 1) {
    const answer = await injectTransport(app.app)({ method: 'GET', url, cookie: jar.header() });
    jar.take(answer.setCookies);
    body = answer.body;
    if (answer.status !== 303 || !answer.location) break;
    url = answer.location;
  }
  const uid = /\/interaction\/([^/?]+)/.exec(url)?.[1] ?? '';
  expect(uid).not.toBe('');
  return { uid, jar, body };
}

describe('the buttons and their failures', () => {
  it('No upstream configured: no "Continue with" button, and no upstream route answers', async () => {
    const { harness } = await started();
    const { uid, jar, body } = await signInPage(harness);
    expect(body).toContain('Sign in');
    expect(body).not.toContain('Continue with');
    const start = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/upstream/google`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(start.statusCode).toBe(404);
    expect(start.body).toContain('That way of signing in is not offered here.');
  });

  it('An upstream that cannot be reached gets a page in people’s words and a way back, not an error', async () => {
    const { harness } = await started({
      // Nothing listens on port 9 here.
      upstreamProviders: [
        { id: 'apple', issuer: 'http://127.0.0.1:9/oidc', clientId: 'web', clientSecret: 'secret' },
      ],
    });
    const { uid, jar, body } = await signInPage(harness);
    expect(body).toContain('Continue with Apple');
    expect(body).not.toContain('Continue with Google');
    const start = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/upstream/apple`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(start.statusCode).toBe(503);
    expect(start.body).toContain('Signing in with Apple is not available right now.');
    expect(start.body).toContain(`href="/interaction/${uid}"`);
  });

  it('A start posted from another site, or without the page’s interaction, goes nowhere', async () => {
    const { harness } = await started({
      upstreamProviders: [
        { id: 'google', issuer: 'http://127.0.0.1:9/oidc', clientId: 'web', clientSecret: 'secret' },
      ],
    });
    const { uid, jar } = await signInPage(harness);
    const crossSite = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/upstream/google`,
      headers: {
        cookie: jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: '',
    });
    expect(crossSite.statusCode).toBe(400);
    expect(crossSite.body).toContain('This sign-in page has expired');
    const noCookie = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/upstream/google`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(noCookie.statusCode).toBe(400);
  });

  it('An account that signs in through Google has no password to guess: any password gets the usual answer', async () => {
    const { harness, db } = await started();
    await accountForUpstreamIdentity(db, googleIdentity(), { now, issuer });
    const { uid, jar } = await signInPage(harness);
    const attempt = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/sign-in`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'dana.reyes@example.test',
        password: scriptedPassword,
      }).toString(),
    });
    expect(attempt.statusCode).toBe(401);
    expect(attempt.body).toContain('The email or password is not right. Check both and try again.');
  });

  it('An answer posted by the upstream (form_post) is sent on as a GET with only the protocol’s fields', async () => {
    const { harness } = await started({
      upstreamProviders: [
        { id: 'apple', issuer: 'http://127.0.0.1:9/oidc', clientId: 'web', clientSecret: 'secret' },
      ],
    });
    const posted = await harness.app.inject({
      method: 'POST',
      url: '/interaction/upstream/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: 'c0de', state: 's7ate', user: '{"name":{}}' }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/interaction/upstream/apple/callback?code=c0de&state=s7ate');
    // Without this browser's sign-in request, the callback signs nobody in.
    const followed = await harness.app.inject({ method: 'GET', url: posted.headers.location ?? '' });
    expect(followed.statusCode).toBe(400);
    expect([followed.headers['set-cookie'] ?? []].flat().join('\n')).not.toMatch(/rl_session=[^;]/);
  });
});
