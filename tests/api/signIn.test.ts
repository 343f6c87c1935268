import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkedResponse, signIn, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('sign-in pages', () => {
  it('Visitor sees an accessible sign-in page with legal name fields and both providers', async () => {
    const page = await harness.app.inject({
      url: '/login?after_sign_in_path=%2Frelief-loans%2Fget-relief%3FloanAmount%3D1000',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<label for="field-firstName">Legal first name<\/label>/);
    expect(page.body).toMatch(/<label for="field-lastName">Legal last name<\/label>/);
    expect(page.body).toContain('Continue with Apple');
    expect(page.body).toContain('Continue with Google');
    expect(page.body).toContain('value="/relief-loans/get-relief?loanAmount=1000"');
    expect(page.body).not.toContain('<script');
  });

  it('Visitor creating an account sees "Create your account" and returns to where they were going', async () => {
    const page = await harness.app.inject({
      url: '/account/new?product_type_id=4&after_login=%2Frelief-loans%2Fuse-of-funds',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Create your account</h1>');
    expect(page.body).toContain('value="/relief-loans/use-of-funds"');
  });

  it('Visitor who leaves their names empty sees the errors in an alert and keeps what they typed', async () => {
    const page = await harness.app.inject(
      form({ firstName: 'Ana', lastName: '', provider: 'apple', after_sign_in_path: '/x' }),
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('Legal last name: Required');
    expect(page.body).toContain('<a href="#field-lastName">');
    expect(page.body).toContain('<title>Relief Loans — Error: Sign in</title>');
    expect(page.body).toContain('value="Ana"');
    expect(page.body).toContain('aria-invalid="true"');
    // The page reloads after a failed submit: focus lands on the field to fix, not on the body.
    expect(page.body).toMatch(/<input[^>]*id="field-lastName"[^>]*autofocus/);
    expect(page.body).not.toMatch(/<input[^>]*id="field-firstName"[^>]*autofocus/);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('Visitor typing digits in their name is told which characters are allowed', async () => {
    const page = await harness.app.inject(form({ firstName: 'R2D2', lastName: 'Droid', provider: 'google' }));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Use letters, spaces, hyphens and apostrophes only');
    expect(page.body).toContain('value="R2D2"');
  });

  it('Visitor who signs in gets an HttpOnly session cookie and goes back to the page they came from', async () => {
    const response = await harness.app.inject(
      form({
        firstName: 'Maria',
        lastName: 'Lopez',
        provider: 'google',
        after_sign_in_path: '/relief-loans/get-relief?loanAmount=1000&loanTerm=12',
      }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/relief-loans/get-relief?loanAmount=1000&loanTerm=12');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^rl_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'relief-loans/get-relief'],
    ['a dot segment that collapses to two slashes', '/.//evil.example'],
    ['dot segments that climb to two slashes', '/a/..//evil.example/x'],
    ['an encoded slash after a dot segment', '/.//%2Fevil.example'],
  ])('Visitor is never sent off-site after sign-in by %s', async (_label, target) => {
    const response = await harness.app.inject(
      form({ firstName: 'Maria', lastName: 'Lopez', provider: 'apple', after_sign_in_path: target }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/relief-loans/get-relief');
  });

  it('Visitor posting the sign-in form from another site is refused', async () => {
    const response = await harness.app.inject({
      ...form({ firstName: 'Maria', lastName: 'Lopez', provider: 'apple' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('Person signing in again with the same provider and name is the same person', async () => {
    const first = await signIn(harness.app, { firstName: 'Maria', lastName: 'Lopez', provider: 'google' });
    const again = await signIn(harness.app, { firstName: 'maria', lastName: 'LOPEZ', provider: 'google' });
    const otherProvider = await signIn(harness.app, {
      firstName: 'Maria',
      lastName: 'Lopez',
      provider: 'apple',
    });
    expect(again.userUuid).toBe(first.userUuid);
    expect(otherProvider.userUuid).not.toBe(first.userUuid);
  });
});

describe('identity', () => {
  it('Visitor who is not signed in gets loggedIn false, never cached', async () => {
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity' }),
    );
    expect(identity.statusCode).toBe(200);
    expect(identity.result).toEqual({ loggedIn: false });
    expect(identity.headers['cache-control']).toBe('no-store');
  });

  it('Signed-in person gets their names, a bearer token and a CSRF token, the same ones while they are fresh', async () => {
    const person = await signIn(harness.app, { firstName: 'Maria', lastName: 'Lopez' });
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({
        url: '/small_dollar_loan/api/identity',
        headers: { cookie: person.cookie },
      }),
    );
    expect(identity.result).toMatchObject({
      givenName: 'Maria',
      familyName: 'Lopez',
      name: 'Maria Lopez',
      loggedIn: true,
      currentUserUuid: person.userUuid,
      accessToken: person.token,
      csrfToken: person.csrf,
    });
    expect(identity.headers['cache-control']).toBe('no-store');
  });

  it('Signed-in person gets a new token only when the current one is about to expire', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    await harness.close();
    harness = await startApp({ now: () => now });
    const person = await signIn(harness.app);
    now = new Date('2026-11-22T10:45:00Z');
    const stillFresh = checkedResponse(
      'getIdentity',
      await harness.app.inject({
        url: '/small_dollar_loan/api/identity',
        headers: { cookie: person.cookie },
      }),
    );
    expect(stillFresh.result.accessToken).toBe(person.token);
    now = new Date('2026-11-22T10:55:00Z');
    const renewed = checkedResponse(
      'getIdentity',
      await harness.app.inject({
        url: '/small_dollar_loan/api/identity',
        headers: { cookie: person.cookie },
      }),
    );
    expect(renewed.result.accessToken).not.toBe(person.token);
    expect(renewed.result.csrfToken).not.toBe(person.csrf);
    now = new Date('2026-11-22T11:01:00Z');
    const expired = await person.call('getInProgressApplications');
    expect(expired.statusCode).toBe(401);
    const withNewToken = await person.call('getInProgressApplications', {
      token: String(renewed.result.accessToken),
    });
    expect(withNewToken.statusCode).toBe(200);
  });

  it('The database never holds a token, CSRF token or session secret in the clear', async () => {
    const person = await signIn(harness.app);
    const rows = await harness.app.db.selectFrom('access_tokens').selectAll().execute();
    const sessions = await harness.app.db.selectFrom('sessions').selectAll().execute();
    const dump = JSON.stringify([rows, sessions]);
    expect(dump).not.toContain(person.token);
    expect(dump).not.toContain(person.csrf);
    expect(dump).not.toContain(person.cookie.split('=')[1]);
  });
});

describe('signing out and account pages', () => {
  it('Person who signs out confirms on a form, then loses their session and tokens and lands on sign-in', async () => {
    const person = await signIn(harness.app);
    const asked = await harness.app.inject({
      url: '/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Fget-relief',
      headers: { cookie: person.cookie },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post" action="/keycloak/global_logout">');
    const formToken = /name="form_token" value="([^"]+)"/.exec(asked.body)?.[1];
    expect(formToken).toBeDefined();
    expect((await person.call('getInProgressApplications')).statusCode).toBe(200);

    const logout = await harness.app.inject({
      method: 'POST',
      url: '/keycloak/global_logout',
      headers: { cookie: person.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `form_token=${formToken}&after_sign_in_path=%2Frelief-loans%2Fget-relief`,
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/login?after_sign_in_path=%2Frelief-loans%2Fget-relief');
    expect(String(logout.headers['set-cookie'])).toMatch(/rl_session=;/);
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({
        url: '/small_dollar_loan/api/identity',
        headers: { cookie: person.cookie },
      }),
    );
    expect(identity.result).toEqual({ loggedIn: false });
    expect((await person.call('getInProgressApplications')).statusCode).toBe(401);
  });

  it('Another site cannot sign a person out: a link does nothing and a post without the form token is refused', async () => {
    const person = await signIn(harness.app);
    const posted = await harness.app.inject({
      method: 'POST',
      url: '/keycloak/global_logout',
      headers: { cookie: person.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'after_sign_in_path=%2F',
    });
    expect(posted.statusCode).toBe(403);
    const crossSite = await harness.app.inject({
      method: 'POST',
      url: '/keycloak/global_logout',
      headers: {
        cookie: person.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'form_token=guess',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await person.call('getInProgressApplications')).statusCode).toBe(200);
  });

  it('Visitor whose session is already gone is sent straight on to sign in', async () => {
    const response = await harness.app.inject({
      url: '/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Fget-relief',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?after_sign_in_path=%2Frelief-loans%2Fget-relief');
  });

  it.each([
    '/overview',
    '/my-account',
    '/preferences',
    '/legal-docs-and-notices',
    '/adverse_action_notices?application_uuid=x',
  ])('Visitor who is not signed in is sent to sign in from %s', async (url) => {
    const response = await harness.app.inject({ url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/login?after_sign_in_path=${encodeURIComponent(url)}`);
  });

  it('Signed-in person sees their applications with status and a link on the overview', async () => {
    const person = await signIn(harness.app);
    await person.call('postGetStartedStep', { body: { firstName: 'Maria', lastName: 'Lopez' } });
    const created = await person.call('createApplication', {
      body: { intendedUseOfFunds: 'MEDICAL', requestedLoanAmount: { amount: 1500, currency: 'USD' } },
    });
    const page = await harness.app.inject({ url: '/overview', headers: { cookie: person.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/relief-loans/loan/${String(created.result.applicationUuid)}`);
    expect(page.body).toContain('$1,500.00 loan');
    expect(page.body).toContain('In progress');
    for (const url of ['/my-account', '/preferences', '/legal-docs-and-notices', '/adverse_action_notices']) {
      const other = await harness.app.inject({ url, headers: { cookie: person.cookie } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<html lang="en">');
    }
  });

  it('Visitor opening the site root is sent to get relief', async () => {
    const response = await harness.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/relief-loans/get-relief');
  });
});
