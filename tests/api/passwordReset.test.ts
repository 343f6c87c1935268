/**
 * A way back when the password is forgotten (server/identityProvider/passwordResetRoutes.ts): the
 * link arrives in the local mailbox, works once for 30 minutes, leaves the address bar at once, and
 * a new password ends the account's sessions. Nobody learns whether an email has an account.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedPassword } from '../../scripts/journey/providerSignIn';
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
    await expect(sessionCookieFor(harness, ana)).rejects.toThrow(/refused the account \(401\)/);
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
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await harness.app.inject({
        ...form('/account/password/forgot', { email: ana.email }),
        remoteAddress: `10.1.0.${attempt + 1}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
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
