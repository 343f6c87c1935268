/**
 * The embedded OpenID provider's accounts (server/identityProvider): creating one with the legal name,
 * an email and a password that meets NIST SP 800-63B (confirming the email: signUp.test.ts); signing in without telling whether an email has
 * an account; the limits per client and per email; forms only this browser's page can post.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, scriptedPassword } from '../../scripts/journey/providerSignIn';
import { everyRow } from './support/databaseDump';
import { injectTransport, sessionCookieFor, startApp, type TestApp } from './support/testApp';

let harness: TestApp | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function started(options: Parameters<typeof startApp>[0] = {}) {
  harness = await startApp(options);
  return harness;
}

/** A browser on the provider's page: its interaction id, and posts that carry its cookies. */
async function onProviderPage(app: TestApp, remoteAddress = '127.0.0.1') {
  const jar = new CookieJar();
  let url = '/login';
  for (let hops = 0; hops < 5; hops += 1) {
    const answer = await injectTransport(app.app)({ method: 'GET', url, cookie: jar.header() });
    jar.take(answer.setCookies);
    if (answer.status !== 303 || !answer.location) break;
    url = answer.location;
  }
  const uid = /\/interaction\/([^/?]+)/.exec(url)?.[1] ?? '';
  expect(uid).not.toBe('');
  const post = (
    action: 'create' | 'sign-in',
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/${action}`,
      remoteAddress,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  return { uid, post };
}

const ana = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.lopez@example.test',
  password: scriptedPassword,
};

describe('creating an account', () => {
  it('Visitor who leaves every field empty sees each error in an alert and next to its field, focus on the first', async () => {
    const app = await started();
    const { post } = await onProviderPage(app);
    const page = await post('create', { firstName: '', lastName: '', email: '', password: '' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<title>Relief Loans — Error: Create your account</title>');
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain(
      '<a href="#field-firstName">Legal first name: Enter your legal first name</a>',
    );
    expect(page.body).toContain('Legal last name: Enter your legal last name');
    expect(page.body).not.toContain('Required');
    expect(page.body).toContain('Email address: Enter your email address');
    expect(page.body).toContain('Password: Enter a password');
    expect(page.body).toMatch(/<input[^>]*id="field-firstName"[^>]*autofocus/);
    expect(page.body).toMatch(/id="field-lastName"[^>]*aria-invalid="true"/);
    expect(page.headers['set-cookie']).toBeUndefined();
    // "Show password" comes from a same-origin script (the pages allow no inline script).
    expect(page.body).toContain('<script src="/identity-assets/show-password.js"></script>');
    const script = await app.app.inject({ url: '/identity-assets/show-password.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('Show password');
  });

  it.each([
    ['seven characters', 'seven77', 'Use at least 8 characters'],
    ['a password on the common list', 'password1', 'This password is too common'],
    ['the email address itself', 'ana.lopez@example.test', 'not your email address'],
    ['the name of the service', 'reliefloans2024', 'not the name of this service'],
  ])(
    'Visitor choosing %s as a password is told why, and keeps the rest of what they typed',
    async (_label, password, message) => {
      const app = await started();
      const { post } = await onProviderPage(app);
      const page = await post('create', { ...ana, password });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(message);
      expect(page.body).toContain('value="Ana"');
      expect(page.body).toContain('value="ana.lopez@example.test"');
      // The password never comes back into the page.
      expect(page.body).toContain('<input type="password" id="field-password" name="password" value=""');
    },
  );

  it('Visitor may choose a long passphrase with spaces and no digits or symbols', async () => {
    const app = await started();
    const { post } = await onProviderPage(app);
    const page = await post('create', { ...ana, password: 'sunlight over the quiet harbour' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Check your email</h1>');
  });

  it('Visitor typing digits in their name is told which characters are allowed', async () => {
    const app = await started();
    const { post } = await onProviderPage(app);
    const page = await post('create', { ...ana, firstName: 'R2D2' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Use letters, spaces, hyphens and apostrophes only');
    expect(page.body).toContain('value="R2D2"');
  });

  it('The database keeps a salted scrypt hash, never the password', async () => {
    const app = await started();
    await sessionCookieFor(app, ana);
    const dump = JSON.stringify(await everyRow(app.app.db));
    expect(dump).not.toContain(scriptedPassword);
    const account = await app.app.db.selectFrom('accounts').select('password_hash').executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^scrypt\$\d+\$8\$\d\$[\w-]{22}\$[\w-]{43}$/);
  });
});

describe('signing in', () => {
  it('A wrong password and an email with no account get the same answer', async () => {
    const app = await started();
    await sessionCookieFor(app, ana);
    const first = await onProviderPage(app);
    const wrong = await first.post('sign-in', { email: ana.email, password: 'not the right one at all' });
    const second = await onProviderPage(app);
    const unknown = await second.post('sign-in', {
      email: 'nobody.here@example.test',
      password: 'not the right one at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    const comparable = (body: string, uid: string, email: string) =>
      body.replaceAll(uid, 'UID').replaceAll(email, 'EMAIL');
    expect(comparable(unknown.body, second.uid, 'nobody.here@example.test')).toBe(
      comparable(wrong.body, first.uid, ana.email),
    );
    expect(wrong.body).toContain('The email or password is not right. Check both and try again.');
  });

  it('A form posted from another site, or to an interaction this browser is not in, signs nobody in', async () => {
    const app = await started();
    await sessionCookieFor(app, ana);
    const { post, uid } = await onProviderPage(app);
    const crossSite = await post(
      'sign-in',
      { email: ana.email, password: ana.password },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(400);
    expect(crossSite.body).toContain('This sign-in page has expired');
    const noCookie = await app.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/sign-in`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: ana.email, password: ana.password }).toString(),
    });
    expect(noCookie.statusCode).toBe(400);
    // Through a proxy that rewrote the Host header, a form from the public origin is this site's.
    const proxied = await post(
      'sign-in',
      { email: ana.email, password: 'not the right one at all' },
      { origin: 'http://127.0.0.1:4310', host: 'internal-backend:8080' },
    );
    expect(proxied.statusCode).toBe(401);
    const unknownPage = await app.app.inject({ url: '/interaction/not-a-real-one' });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.body).toContain('href="/login"');
  });
});

describe('limits', () => {
  it('Client sending too many sign-in attempts waits, with Retry-After', async () => {
    const app = await started({ signInAttemptsPerMinute: 4 });
    const { post } = await onProviderPage(app);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(
        await post('sign-in', { email: `person${attempt}@example.test`, password: 'wrong password here' }),
      );
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers[4]?.statusCode).toBe(429);
    expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[4]?.body).toContain('Too many attempts. Please wait');
  });

  it('Guessing one email from many addresses is limited per email, whether or not it has an account', async () => {
    const app = await started({ signInAttemptsPerMinute: 4 });
    await sessionCookieFor(app, ana);
    for (const email of [ana.email, 'nobody.here@example.test']) {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { post } = await onProviderPage(app, `10.0.${email.length}.${attempt + 1}`);
        statuses.push((await post('sign-in', { email, password: 'wrong password here' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    }
  });
});
