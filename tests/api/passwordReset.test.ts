/**
 * A way back when the password is forgotten (server/identityProvider/passwordResetRoutes.ts): the
 * link arrives in the local mailbox, works once for 30 minutes, leaves the address bar at once, and
 * a new password ends the account's sessions. Nobody learns whether an email has an account.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedPassword } from '../../scripts/journey/providerSignIn';
import { browser } from './support/providerBrowser';
import { checkedResponse, sessionCookieFor, startApp, type TestApp } from './support/testApp';

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
const newPassword = 'a brand new morning walk';

const form = (url: string, fields: Record<string, string>, cookie = '') => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  payload: new URLSearchParams(fields).toString(),
});

async function mailbox(app: TestApp) {
  return app.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
}

/** The newest reset link in the mailbox, once `count` have arrived. */
async function resetLinkIn(app: TestApp, count = 1): Promise<string> {
  const linkPattern = /href="(http:\/\/127\.0\.0\.1:4310\/account\/password\/reset\?token=[^"]+)"/g;
  // The message is sent after the answer: wait for it (and for `count` of them).
  for (let tries = 0; tries < 50; tries += 1) {
    const links = [...(await mailbox(app)).body.matchAll(linkPattern)];
    if (links.length >= count) return (links[0]?.[1] ?? '').replaceAll('&amp;', '&');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('No reset link in the mailbox');
}

/** Opens the link as a browser does: the token goes into a cookie and out of the address bar. */
async function openLink(app: TestApp, href: string) {
  const url = new URL(href);
  const opened = await app.app.inject({ url: `${url.pathname}${url.search}` });
  const cookie = String(opened.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { opened, cookie };
}

describe('forgotten password', () => {
  it('Person who forgot their password gets a link by email, chooses a new one, and signs in with it', async () => {
    harness = await startApp({ devMailbox: true });
    const oldSession = await sessionCookieFor(harness, ana);
    const asked = await harness.app.inject(
      form('/account/password/forgot', { email: 'ANA.LOPEZ@example.test' }),
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Check your email');

    const href = await resetLinkIn(harness);
    const box = await mailbox(harness);
    expect(box.body).toContain('Reset your Relief Loans password');
    expect(box.body).toContain('To ana.lopez@example.test');
    const { opened, cookie } = await openLink(harness, href);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/account/password/reset');
    expect(String(opened.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(opened.headers['set-cookie'])).toMatch(/Path=\/account\/password\/reset/);

    const choose = await harness.app.inject({ url: '/account/password/reset', headers: { cookie } });
    expect(choose.statusCode).toBe(200);
    expect(choose.body).toContain('Choose a new password');
    const tooCommon = await harness.app.inject(
      form('/account/password/reset', { password: 'password1' }, cookie),
    );
    expect(tooCommon.statusCode).toBe(400);
    expect(tooCommon.body).toContain('too common');
    // The error says what is wrong; the advice is the field's hint, shown once.
    const tooShort = await harness.app.inject(form('/account/password/reset', { password: 'short' }, cookie));
    expect(tooShort.body).toContain('New password: Use at least 8 characters</a>');
    expect(tooShort.body.match(/A few words you will remember/g)).toHaveLength(1);
    const saved = await harness.app.inject(
      form('/account/password/reset', { password: newPassword }, cookie),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Your password is changed');

    // The sessions signed in with the old password have ended.
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie: oldSession } }),
    );
    expect(identity.result).toEqual({ loggedIn: false });
    // The new password signs in; the old one does not.
    await expect(sessionCookieFor(harness, { ...ana, password: newPassword })).resolves.toMatch(
      /^rl_session=/,
    );
    await expect(sessionCookieFor(harness, ana)).rejects.toThrow(/Signing in did not finish \(401\)/);
  });

  it('Person who came from a sign-in page goes back to it, so the app still knows where they were going', async () => {
    harness = await startApp({ devMailbox: true });
    await sessionCookieFor(harness, ana);
    const uid = 'Qm9vdGxlZ2dlZC1pbnRlcmFjdGlvbi1pZA';
    const asking = await harness.app.inject({ url: `/account/password/forgot?interaction=${uid}` });
    expect(asking.body).toContain(`href="/interaction/${uid}">Back to sign in</a>`);
    const returnCookie = String(asking.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(returnCookie).toBe(`rl_sign_in_return=${uid}`);
    const asked = await harness.app.inject(
      form('/account/password/forgot', { email: ana.email }, returnCookie),
    );
    expect(asked.body).toContain(`href="/interaction/${uid}"`);
    const { cookie } = await openLink(harness, await resetLinkIn(harness));
    const saved = await harness.app.inject(
      form('/account/password/reset', { password: newPassword }, `${cookie}; ${returnCookie}`),
    );
    expect(saved.body).toContain('Your password is changed');
    expect(saved.body).toContain(`<a class="button primary" href="/interaction/${uid}">Sign in</a>`);
    // Anything but an interaction id is ignored: "Sign in" starts afresh.
    const odd = await harness.app.inject({ url: '/account/password/forgot?interaction=%2F%2Fevil.example' });
    expect(odd.headers['set-cookie']).toBeUndefined();
    expect(odd.body).toContain('href="/login">Back to sign in</a>');
  });

  it('A link works once: used, or opened after 30 minutes, it says so and offers a new one', async () => {
    let now = new Date('2026-11-28T10:00:00Z');
    harness = await startApp({ now: () => now, devMailbox: true });
    await sessionCookieFor(harness, ana);
    await harness.app.inject(form('/account/password/forgot', { email: ana.email }));
    const href = await resetLinkIn(harness);
    const { cookie } = await openLink(harness, href);
    await harness.app.inject(form('/account/password/reset', { password: newPassword }, cookie));
    const again = await openLink(harness, href);
    expect(again.opened.statusCode).toBe(400);
    expect(again.opened.body).toContain('This link has expired');

    await harness.app.inject(form('/account/password/forgot', { email: ana.email }));
    const late = await resetLinkIn(harness, 2);
    now = new Date('2026-11-28T10:31:00Z');
    expect((await openLink(harness, late)).opened.statusCode).toBe(400);
  });

  it('An email with no account gets the same answer, and nothing is sent', async () => {
    harness = await startApp({ devMailbox: true });
    await sessionCookieFor(harness, ana);
    const known = await harness.app.inject(form('/account/password/forgot', { email: ana.email }));
    const unknown = await harness.app.inject(
      form('/account/password/forgot', { email: 'nobody@example.test' }),
    );
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replace('nobody@example.test', 'EMAIL')).toBe(known.body.replace(ana.email, 'EMAIL'));
    await resetLinkIn(harness);
    expect((await mailbox(harness)).body).not.toContain('nobody@example.test');
  });

  it('Asking for links is limited per email address, from any address, and does not lock its owner out of signing in', async () => {
    harness = await startApp({ signInAttemptsPerMinute: 4, devMailbox: true });
    await sessionCookieFor(harness, ana);
    const statuses = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await harness.app.inject({
        ...form('/account/password/forgot', { email: ana.email }),
        remoteAddress: `10.1.0.${attempt + 1}`,
      });
      statuses.push(answer.statusCode);
    }
    // The sign-up's confirmation was the address's first message of two.
    expect(statuses).toEqual([200, 429]);
    await expect(sessionCookieFor(harness, ana)).resolves.toMatch(/^rl_session=/);
  });

  it('The mailbox is for this machine in development: not for other addresses, not behind a TLS proxy', async () => {
    harness = await startApp({ devMailbox: true });
    expect((await harness.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
    await harness.close();
    harness = await startApp({ trustProxy: true, devMailbox: true });
    expect((await mailbox(harness)).statusCode).toBe(404);
  });

  it('A reset link never reaches the log', async () => {
    const lines: string[] = [];
    harness = await startApp({
      logger: true,
      logStream: { write: (line) => lines.push(line) },
      devMailbox: true,
    });
    await sessionCookieFor(harness, ana);
    await harness.app.inject(form('/account/password/forgot', { email: ana.email }));
    const href = await resetLinkIn(harness);
    await openLink(harness, href);
    const token = new URL(href).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(lines.join('\n')).not.toContain(token);
  });
});

/** A mail service on this machine (smtp-server): what arrives, as a relay would receive it. */
async function startMailRelay() {
  const received: { to: string[]; from: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled connection stays open until the app closes: do not wait for it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type MailRelay = Awaited<ReturnType<typeof startMailRelay>>;

/** The message after the first `seen` to reach the relay (sent just after the page answered). */
async function nextMessage(relay: MailRelay, seen: number) {
  for (let tries = 0; tries < 100 && relay.received.length <= seen; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const message = relay.received[seen];
  if (!message) throw new Error('No message reached the relay');
  return message;
}

/** A link in a raw message (quoted-printable may wrap it: soft line breaks are unwrapped first). */
function linkIn(raw: string, pattern: RegExp): string {
  const href = pattern.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
  if (!href) throw new Error(`No link like ${pattern.source} in the message`);
  return href;
}

describe('forgotten password with a mail service (SMTP_URL)', () => {
  it('Links go out by SMTP from MAIL_FROM to the address: confirming a new account, then a reset, and nothing for an unknown one', async () => {
    const relay = await startMailRelay();
    try {
      harness = await startApp({
        smtp: { url: relay.url, from: 'Relief Loans <no-reply@relief-loans.example>' },
      });
      // The account is made through the link mailed by SMTP.
      const visitor = browser(harness);
      const uid = await visitor.onSignInPage();
      await visitor.send('POST', `/interaction/${uid}/create`, ana);
      const confirmation = await nextMessage(relay, 0);
      expect(confirmation.raw).toContain('Subject: Confirm your email for Relief Loans');
      const confirmHref = linkIn(
        confirmation.raw,
        /http:\/\/127\.0\.0\.1:4310\/interaction\/[\w-]+\/confirm\?token=[\w-]+/,
      );
      await visitor.send('GET', confirmHref);
      expect((await visitor.send('POST', new URL(confirmHref).pathname, {})).statusCode).toBe(303);
      const unknown = await harness.app.inject(
        form('/account/password/forgot', { email: 'nobody@example.test' }),
      );
      const known = await harness.app.inject(form('/account/password/forgot', { email: ana.email }));
      expect(unknown.body.replace('nobody@example.test', ana.email)).toBe(known.body);
      const message = await nextMessage(relay, 1);
      expect(relay.received).toHaveLength(2);
      expect(message.to).toEqual(['ana.lopez@example.test']);
      expect(message.from).toBe('no-reply@relief-loans.example');
      expect(message.raw).toContain('Subject: Reset your Relief Loans password');
      const href = linkIn(
        message.raw,
        /http:\/\/127\.0\.0\.1:4310\/account\/password\/reset\?token=[A-Za-z0-9_%-]+/,
      );
      const { opened } = await openLink(harness, href);
      expect(opened.statusCode).toBe(303);
      // No local mailbox without DEV_MAILBOX: the message went only to the relay.
      expect((await mailbox(harness)).statusCode).toBe(404);
    } finally {
      await relay.close();
    }
  });
});
