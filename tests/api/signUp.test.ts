/**
 * Email-first sign-up (server/identityProvider/accountSignUp.ts and signUpRoutes.ts, decision 0070):
 * "Create account" answers alike for a new and a taken address; the account exists only once the
 * link in the message is opened and confirmed, in the browser that asked or in another.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedPassword } from '../../scripts/journey/providerSignIn';
import { browser, confirmLinkIn, mailTo } from './support/providerBrowser';
import { everyRow } from './support/databaseDump';
import { sessionCookieFor, startApp, type TestApp } from './support/testApp';

let harness: TestApp | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const ana = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.lopez@example.test',
  password: scriptedPassword,
};

async function accountCount(app: TestApp) {
  const rows = await app.app.db.selectFrom('accounts').select('uuid').execute();
  return rows.length;
}

describe('creating an account confirms the email first', () => {
  it('Visitor creating an account is asked to check their email; opening the link and confirming signs them in to the app', async () => {
    harness = await startApp();
    const visitor = browser(harness);
    const uid = await visitor.onSignInPage();
    const asked = await visitor.send('POST', `/interaction/${uid}/create`, ana);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<h1>Check your email</h1>');
    expect(asked.body).toContain('We’ve sent a message to ana.lopez@example.test.');
    expect(await accountCount(harness)).toBe(0);

    const message = await mailTo(harness, ana.email);
    expect(message.subject).toBe('Confirm your email for Relief Loans');
    const href = confirmLinkIn(message.body);
    expect(href).toContain(`/interaction/${uid}/confirm?token=`);

    // Opening the link: the token leaves the address bar for a cookie only that page receives.
    const opened = await visitor.send('GET', href);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/interaction/${uid}/confirm`);
    expect(String(opened.headers['set-cookie'])).toMatch(
      new RegExp(
        `^rl_sign_up=[\\w-]+; Max-Age=86400; Path=/interaction/${uid}/confirm; HttpOnly; SameSite=Lax`,
      ),
    );
    const page = await visitor.send('GET', `/interaction/${uid}/confirm`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Confirm ana.lopez@example.test to finish creating your Relief Loans account.',
    );
    // A mail scanner that opens links makes no account: only the button does.
    expect(await accountCount(harness)).toBe(0);

    const confirmed = await visitor.send('POST', `/interaction/${uid}/confirm`, {});
    expect(confirmed.statusCode).toBe(303);
    const end = await visitor.follow(String(confirmed.headers.location));
    expect(end.url).toBe('/relief-loans/get-relief');
    expect(visitor.jar.get('rl_session')).toBeDefined();
    const account = await harness.app.db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
    expect(account).toMatchObject({ email: ana.email, given_name: 'Ana', family_name: 'Lopez' });
    // The sign-up is used up: nothing of it is left, not even the password's hash.
    expect(await harness.app.db.selectFrom('account_sign_ups').selectAll().execute()).toEqual([]);
  });

  it('A taken address (any case) gets the same page, and its owner a note on how to sign in; nothing about the account changes', async () => {
    harness = await startApp();
    await sessionCookieFor(harness, ana);
    const before = await harness.app.db.selectFrom('accounts').selectAll().execute();

    const stranger = browser(harness);
    const uid = await stranger.onSignInPage();
    const taken = await stranger.send('POST', `/interaction/${uid}/create`, {
      ...ana,
      firstName: 'Someone',
      email: 'ANA.LOPEZ@example.test',
      password: 'another long passphrase here',
    });
    const other = browser(harness);
    const otherUid = await other.onSignInPage();
    const free = await other.send('POST', `/interaction/${otherUid}/create`, {
      ...ana,
      email: 'nobody.here@example.test',
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body.replaceAll(uid, 'UID').replace('ANA.LOPEZ@example.test', 'EMAIL')).toBe(
      free.body.replaceAll(otherUid, 'UID').replace('nobody.here@example.test', 'EMAIL'),
    );

    const note = await mailTo(harness, ana.email, 2);
    expect(note.subject).toBe('You already have a Relief Loans account');
    expect(note.body).toContain('http://127.0.0.1:4310/account/password/forgot');
    expect(confirmLinkIn(note.body)).toBe('');
    expect(await harness.app.db.selectFrom('accounts').selectAll().execute()).toEqual(before);
    // The owner still signs in with the old password.
    expect(await sessionCookieFor(harness, ana)).toMatch(/^rl_session=/);
  });

  it('The link works once and for 24 hours, and only from this site’s own page', async () => {
    let now = new Date('2026-11-28T10:00:00Z');
    harness = await startApp({ now: () => now });
    const visitor = browser(harness);
    const uid = await visitor.onSignInPage();
    await visitor.send('POST', `/interaction/${uid}/create`, ana);
    const href = confirmLinkIn((await mailTo(harness, ana.email)).body);
    await visitor.send('GET', href);

    expect((await visitor.send('POST', `/interaction/${uid}/confirm`, {})).statusCode).toBe(303);
    expect(await accountCount(harness)).toBe(1);
    const usedPost = await visitor.send('POST', `/interaction/${uid}/confirm`, {});
    expect(usedPost.statusCode).toBe(400);
    expect(usedPost.body).toContain('This link can’t be used');
    const again = await visitor.send('GET', href);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Links to confirm an email address work once, for 24 hours.');

    const late = browser(harness);
    const lateUid = await late.onSignInPage();
    await late.send('POST', `/interaction/${lateUid}/create`, { ...ana, email: 'late.comer@example.test' });
    const lateHref = confirmLinkIn((await mailTo(harness, 'late.comer@example.test')).body);
    now = new Date('2026-11-29T10:01:00Z');
    expect((await late.send('GET', lateHref)).statusCode).toBe(400);
    expect(await accountCount(harness)).toBe(1);
  });

  it('A forged confirmation from another site makes no account', async () => {
    harness = await startApp();
    const visitor = browser(harness);
    const uid = await visitor.onSignInPage();
    await visitor.send('POST', `/interaction/${uid}/create`, ana);
    await visitor.send('GET', confirmLinkIn((await mailTo(harness, ana.email)).body));
    const forged = await harness.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/confirm`,
      headers: {
        cookie: visitor.jar.header(),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(400);
    expect(await accountCount(harness)).toBe(0);
    // The real page still works afterwards.
    expect((await visitor.send('POST', `/interaction/${uid}/confirm`, {})).statusCode).toBe(303);
    expect(await accountCount(harness)).toBe(1);
  });

  it('Link opened in another browser asks for the password there, and the account takes that one', async () => {
    harness = await startApp();
    const laptop = browser(harness);
    const uid = await laptop.onSignInPage();
    await laptop.send('POST', `/interaction/${uid}/create`, ana);
    const href = confirmLinkIn((await mailTo(harness, ana.email)).body);

    const phone = browser(harness);
    await phone.send('GET', href);
    const page = await phone.send('GET', `/interaction/${uid}/confirm`);
    expect(page.body).toContain('<h1>Choose your password</h1>');
    expect(page.body).toContain('The name given was Ana Lopez: you confirm your legal name when you apply.');
    expect(page.body).toContain('autocomplete="new-password"');
    const weak = await phone.send('POST', `/interaction/${uid}/confirm`, { password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('This password is too common');
    expect(await accountCount(harness)).toBe(0);
    const chosen = 'blue kettle on a windy hill';
    const confirmed = await phone.send('POST', `/interaction/${uid}/confirm`, { password: chosen });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1>Your account is ready</h1>');
    expect(confirmed.body).toContain('href="/login"');
    expect(phone.jar.get('rl_session')).toBeUndefined();

    // The password typed when signing up does not open it; the one chosen here does.
    const typedFirst = await laptop.send('POST', `/interaction/${uid}/sign-in`, ana);
    expect(typedFirst.statusCode).toBe(401);
    expect(await sessionCookieFor(harness, { ...ana, password: chosen })).toMatch(/^rl_session=/);
  });

  it('A stranger who signs up with someone’s address never gets the account, even if its owner opens the stranger’s link', async () => {
    harness = await startApp();
    const stranger = browser(harness, '203.0.113.7');
    const strangerUid = await stranger.onSignInPage();
    await stranger.send('POST', `/interaction/${strangerUid}/create`, {
      ...ana,
      password: 'the stranger knows this',
    });
    const strangersLink = confirmLinkIn((await mailTo(harness, ana.email)).body);
    const owner = browser(harness);
    const ownerUid = await owner.onSignInPage();
    await owner.send('POST', `/interaction/${ownerUid}/create`, ana);
    const ownersLink = confirmLinkIn((await mailTo(harness, ana.email, 2)).body);

    // The owner opens the older message: the stranger's link. This browser did not sign up with it.
    await owner.send('GET', strangersLink);
    const page = await owner.send('GET', new URL(strangersLink).pathname);
    expect(page.body).toContain('<h1>Choose your password</h1>');
    await owner.send('POST', new URL(strangersLink).pathname, { password: 'the owner chose this one' });
    expect(await accountCount(harness)).toBe(1);

    const strangerTries = await stranger.send('POST', `/interaction/${strangerUid}/sign-in`, {
      email: ana.email,
      password: 'the stranger knows this',
    });
    expect(strangerTries.statusCode).toBe(401);
    // Every other sign-up for the address ended when it was proven: the owner's own link is spent too.
    expect(await harness.app.db.selectFrom('account_sign_ups').selectAll().execute()).toEqual([]);
    const ownLink = await owner.send('GET', ownersLink);
    expect(ownLink.statusCode).toBe(400);
    expect(ownLink.body).toContain('If you already confirmed yours, sign in.');
  });

  it('Two sign-ups for one address: the first link confirmed makes the account, and the other link is void', async () => {
    harness = await startApp();
    const first = browser(harness);
    const firstUid = await first.onSignInPage();
    await first.send('POST', `/interaction/${firstUid}/create`, ana);
    const firstHref = confirmLinkIn((await mailTo(harness, ana.email)).body);
    const second = browser(harness);
    const secondUid = await second.onSignInPage();
    await second.send('POST', `/interaction/${secondUid}/create`, { ...ana, firstName: 'Anna' });
    const secondHref = confirmLinkIn((await mailTo(harness, ana.email, 2)).body);
    expect(secondHref).not.toBe(firstHref);

    await second.send('GET', secondHref);
    expect((await second.send('POST', `/interaction/${secondUid}/confirm`, {})).statusCode).toBe(303);
    // The address is proven: the other link waiting for it is void.
    const late = await first.send('GET', firstHref);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('<h1>This link can’t be used</h1>');
    const accounts = await harness.app.db.selectFrom('accounts').selectAll().execute();
    expect(accounts.map((account) => account.given_name)).toEqual(['Anna']);
  });

  it('Sign-ups to one address are limited, so nobody can flood a mailbox', async () => {
    harness = await startApp();
    const visitor = browser(harness);
    const uid = await visitor.onSignInPage();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // From many client addresses: the limit is the address's, not the client's.
      const response = await harness.app.inject({
        method: 'POST',
        url: `/interaction/${uid}/create`,
        remoteAddress: `203.0.113.${attempt + 1}`,
        headers: { cookie: visitor.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(ana).toString(),
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it('Nothing of a sign-up reaches the log or the database in the clear: not the password, not the link', async () => {
    const lines: string[] = [];
    harness = await startApp({ logger: true, logStream: { write: (line) => lines.push(line) } });
    const visitor = browser(harness);
    const uid = await visitor.onSignInPage();
    await visitor.send('POST', `/interaction/${uid}/create`, ana);
    const href = confirmLinkIn((await mailTo(harness, ana.email)).body);
    const token = new URL(href).searchParams.get('token') ?? '';
    // The mail outbox holds the message as sent (it is the mailbox); every other table is searched.
    const rows = (await everyRow(harness.app.db))
      .split('\n')
      .filter((row) => !row.startsWith('public.mail_outbox '))
      .join('\n');
    expect(rows).not.toContain(scriptedPassword);
    expect(rows).not.toContain(token);
    await visitor.send('GET', href);
    expect(lines.join('\n')).not.toContain(token);
    // The mailbox's ?to= names an address: the log keeps the path only.
    expect(lines.join('\n')).not.toContain('to=ana.lopez');
    expect(lines.join('\n')).not.toContain(scriptedPassword);
  });
});
