import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CookieJar,
  providerSignOutForm,
  scriptedPassword,
  signInThroughProvider,
} from '../../scripts/journey/providerSignIn';
import {
  checkedResponse,
  injectTransport,
  newApplicationBody,
  sessionCookieFor,
  signIn,
  startApp,
  type TestApp,
} from './support/testApp';
import { confirmSignUp } from './support/providerBrowser';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const origin = 'http://127.0.0.1:4310';

/** A browser for one person: its cookies, and GET/POST that keep them. */
function browser() {
  const jar = new CookieJar();
  const send = injectTransport(harness.app);
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const answer = await send({ method, url, cookie: jar.header(), form });
    jar.take(answer.setCookies);
    return answer;
  };
  /** GET `url` and follow redirects to the page at the end; returns it with its path. */
  const follow = async (url: string) => {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const answer = await request('GET', current);
      if (answer.status !== 303 || !answer.location) {
        const parsed = new URL(current, origin);
        return { ...answer, path: `${parsed.pathname}${parsed.search}` };
      }
      current = answer.location;
    }
    throw new Error('too many redirects');
  };
  return { jar, send, request, follow };
}

/** One account holder for the tests that sign the same person in and out. */
const maria = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.test',
  password: scriptedPassword,
};

const uidOf = (path: string) => /^\/interaction\/([^/?]+)/.exec(path)?.[1] ?? '';

describe('signing in through the OpenID provider', () => {
  it('Visitor starting sign-in is sent to the provider with PKCE, state and nonce, and a cookie only this site reads', async () => {
    const response = await harness.app.inject({
      url: '/login?after_sign_in_path=%2Frelief-loans%2Fget-relief%3FloanAmount%3D1000',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/oidc/auth`);
    const query = location.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    // Signing in always asks who is at the keyboard, whatever the provider remembers.
    expect(query.get('prompt')).toBe('login');
    const create = await harness.app.inject({ url: '/account/new?product_type_id=4&after_login=%2F' });
    expect(new URL(String(create.headers.location)).searchParams.get('prompt')).toBe('create');
    // Where the person was going stays on this server, never in the provider's URL.
    expect(location.search).not.toContain('loanAmount');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^rl_sign_in=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/auth');
  });

  it('Visitor sees an accessible sign-in page: email, password, and a way to create an account', async () => {
    const { follow } = browser();
    const page = await follow('/login');
    expect(page.status).toBe(200);
    expect(page.path).toMatch(/^\/interaction\//);
    expect(page.body).toContain('<h1>Sign in</h1>');
    expect(page.body).toMatch(/<label for="field-email">Email address<\/label>/);
    expect(page.body).toMatch(/<input type="email" id="field-email"[^>]*autocomplete="username"/);
    expect(page.body).toMatch(
      /<input type="password" id="field-password"[^>]*autocomplete="current-password"/,
    );
    // New applicants come here from "See my options": creating an account is a button, not a footnote.
    expect(page.body).toContain(
      `<a class="button secondary" href="/interaction/${uidOf(page.path)}/create">Create an account</a>`,
    );
    expect(page.body).toContain(
      `href="/account/password/forgot?interaction=${uidOf(page.path)}">Forgot your password?</a>`,
    );
    // Nobody just signed out here: no notice, and no script but "Show password" (none that sends a form).
    expect(page.body).not.toContain('signed out');
    expect([...page.body.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/identity-assets/show-password.js">',
    ]);
    // No upstream provider is configured here, so no button pretends to be one.
    expect(page.body).not.toContain('Continue with Google');
    expect(page.body).not.toContain('Continue with Apple');
  });

  it('Visitor creating an account (product type 4) sees "Create your account" and returns to after_login', async () => {
    const { request, follow, jar } = browser();
    const page = await follow('/account/new?product_type_id=4&after_login=%2Frelief-loans%2Fuse-of-funds');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Create your account</h1>');
    expect(page.body).toMatch(/<label for="field-firstName">Legal first name<\/label>/);
    expect(page.body).toMatch(/<label for="field-lastName">Legal last name<\/label>/);
    expect(page.body).toMatch(/autocomplete="new-password"/);
    const created = await request('POST', `/interaction/${uidOf(page.path)}/create`, {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.test',
      password: 'a long walk by the river',
    });
    expect(created.status).toBe(200);
    const confirmed = await confirmSignUp(harness, request, 'ana.lopez@example.test');
    expect(confirmed.status).toBe(303);
    let location = confirmed.location ?? '';
    for (let hops = 0; hops < 5 && !jar.get('rl_session'); hops += 1) {
      const next = await request('GET', location);
      location = next.location ?? '';
    }
    expect(location).toBe('/relief-loans/use-of-funds');
    expect(jar.get('rl_session')).toBeDefined();
  });

  it('Visitor who signs in gets an HttpOnly session cookie and goes back to the page they came from', async () => {
    await sessionCookieFor(harness, { firstName: 'Maria', lastName: 'Lopez' });
    const again = browser();
    const page = await again.follow(
      '/login?after_sign_in_path=%2Frelief-loans%2Fget-relief%3FloanAmount%3D1000',
    );
    const signedIn = await again.request('POST', `/interaction/${uidOf(page.path)}/sign-in`, {
      email: 'maria.lopez@example.test',
      password: scriptedPassword,
    });
    expect(signedIn.status).toBe(303);
    const resumed = await again.request('GET', signedIn.location ?? '');
    const callback = await again.request('GET', resumed.location ?? '');
    expect(callback.status).toBe(303);
    expect(callback.location).toBe('/relief-loans/get-relief?loanAmount=1000');
    const cookie = callback.setCookies.find((line) => line.startsWith('rl_session='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // The account page names the way in, from the ID token's amr ("pwd").
    const account = await again.request('GET', '/my-account');
    expect(account.body).toContain('<dt>Signed in with</dt><dd>Email and password</dd>');
  });

  it('Two sign-ins started in one browser (two tabs, a double tap) both finish, each to where it began', async () => {
    await sessionCookieFor(harness, maria);
    // Each tab keeps the provider's own path-scoped cookies; the browser shares the app's rl_sign_in.
    const tabA = browser();
    const tabB = browser();
    const pageA = await tabA.follow('/login?after_sign_in_path=%2Foverview');
    tabB.jar.take([`rl_sign_in=${tabA.jar.get('rl_sign_in') ?? ''}`]);
    const pageB = await tabB.follow('/login?after_sign_in_path=%2Fmy-account');
    expect(tabB.jar.get('rl_sign_in')).toBe(tabA.jar.get('rl_sign_in'));
    const finish = async (tab: ReturnType<typeof browser>, path: string) => {
      tab.jar.take([`rl_sign_in=${tabA.jar.get('rl_sign_in') ?? ''}`]);
      const signedIn = await tab.request('POST', `/interaction/${uidOf(path)}/sign-in`, {
        email: maria.email,
        password: maria.password,
      });
      const resumed = await tab.request('GET', signedIn.location ?? '');
      return {
        callbackUrl: resumed.location ?? '',
        answer: await tab.request('GET', resumed.location ?? ''),
      };
    };
    const first = await finish(tabA, pageA.path);
    expect(first.answer.status).toBe(303);
    expect(first.answer.location).toBe('/overview');
    const second = await finish(tabB, pageB.path);
    expect(second.answer.status).toBe(303);
    expect(second.answer.location).toBe('/my-account');
    // Each request was taken once: replaying the first callback finds nothing.
    expect(first.callbackUrl).toMatch(/^http:\/\/127\.0\.0\.1:4310\/auth\/callback\?code=/);
    const replayed = await tabA.request('GET', first.callbackUrl);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toContain('We could not sign you in');
  });

  it('A session belongs to the account, never to a name: two people called Maria Lopez are two people', async () => {
    const first = await signIn(harness, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.test',
    });
    await first.call('postGetStartedStep', { body: { firstName: 'Maria', lastName: 'Lopez' } });
    await first.call('createApplication', { body: newApplicationBody });
    const namesake = await signIn(harness, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'other.maria@example.test',
    });
    expect(namesake.userUuid).not.toBe(first.userUuid);
    const theirs = await namesake.call('getInProgressApplications');
    expect(theirs.result).toEqual([]);
    // The first Maria signing in again (any case in the email) finds her own application.
    const again = await signIn(harness, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'MARIA@example.test',
    });
    expect(again.userUuid).toBe(first.userUuid);
    expect((await again.call('getInProgressApplications')).result).toHaveLength(1);
  });

  it('Signing in gives a new session: the session cookie the browser had before stops working', async () => {
    const { jar, send } = browser();
    const person = maria;
    const before = await signInThroughProvider(send, person, '/relief-loans/get-relief', jar);
    const after = await signInThroughProvider(send, person, '/relief-loans/get-relief', jar);
    expect(after).not.toBe(before);
    const old = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie: before } }),
    );
    expect(old.result).toEqual({ loggedIn: false });
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a dot segment that collapses to two slashes', '/.//evil.example'],
    ['an encoded slash after a dot segment', '/.//%2Fevil.example'],
  ])('Visitor is never sent off-site after sign-in by %s', async (_label, target) => {
    const started = await harness.app.inject({
      url: `/login?after_sign_in_path=${encodeURIComponent(target)}`,
    });
    expect(started.statusCode).toBe(303);
    // Where the callback will send the browser is decided now, and kept on the server.
    const stored = await harness.app.db.selectFrom('sign_in_requests').select('after_sign_in_path').execute();
    expect(stored.map((row) => row.after_sign_in_path)).toEqual(['/relief-loans/get-relief']);
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
  it('Person who signs out confirms, loses their session and tokens, ends the provider session too, and lands on sign-in', async () => {
    const { jar, send, request, follow } = browser();
    const person = maria;
    const cookie = await signInThroughProvider(send, person, '/relief-loans/get-relief', jar);
    const asked = await request(
      'GET',
      '/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Fget-relief',
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('<form method="post" action="/keycloak/global_logout">');
    const formToken = /name="form_token" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    expect(formToken).not.toBe('');

    const logout = await request('POST', '/keycloak/global_logout', {
      form_token: formToken,
      after_sign_in_path: '/relief-loans/get-relief',
    });
    expect(logout.status).toBe(303);
    expect(logout.setCookies.join('\n')).toMatch(/rl_session=;/);
    // On to the provider (RP-initiated logout), naming this client and where to come back.
    const endSession = new URL(logout.location ?? '');
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${origin}/oidc/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/auth/signed-out`);
    expect(endSession.searchParams.has('id_token_hint')).toBe(false);
    const providerPage = await request('GET', logout.location ?? '');
    expect(providerPage.status).toBe(200);
    expect(providerPage.body).toContain('<h1>Signing you out</h1>');
    expect(providerPage.body).toContain('<script src="/identity-assets/finish-sign-out.js"></script>');
    const signOut = providerSignOutForm(providerPage.body, logout.location ?? '');
    const confirmed = await request('POST', signOut.action, signOut.form);
    expect(confirmed.status).toBe(303);
    const back = await request('GET', confirmed.location ?? '');
    expect(back.location).toBe('/login?after_sign_in_path=%2Frelief-loans%2Fget-relief');

    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie } }),
    );
    expect(identity.result).toEqual({ loggedIn: false });
    // The provider forgot the browser too: signing in again asks for the password.
    const again = await follow(back.location ?? '');
    expect(again.status).toBe(200);
    expect(again.body).toContain('<h1>Sign in</h1>');
    // …and says why the person is there, once.
    expect(again.body).toContain(
      '<p class="notice" role="status">You’re signed out. Sign in again to continue.</p>',
    );
    const reloaded = await request('GET', again.path);
    expect(reloaded.body).toContain('<h1>Sign in</h1>');
    expect(reloaded.body).not.toContain('signed out');
  });

  it('A link to the provider’s sign-out from anywhere else asks first instead of signing out at once', async () => {
    const { jar, send, request } = browser();
    await signInThroughProvider(send, maria, '/relief-loans/get-relief', jar);
    const linked = await request(
      'GET',
      `/oidc/session/end?client_id=relief-loans-web&post_logout_redirect_uri=${encodeURIComponent(`${origin}/auth/signed-out`)}`,
    );
    expect(linked.status).toBe(200);
    expect(linked.body).toContain('<h1>Sign out?</h1>');
    expect(linked.body).not.toContain('<script');
    expect(linked.body).toContain('form="op.logoutForm"');
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

  it.each(['/overview', '/my-account', '/preferences', '/adverse_action_notices?application_uuid=x'])(
    'Visitor who is not signed in is sent to sign in from %s',
    async (url) => {
      const response = await harness.app.inject({ url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/login?after_sign_in_path=${encodeURIComponent(url)}`);
    },
  );

  it('Visitor who is not signed in finds the public documents under Legal documents and notices, and a way to theirs', async () => {
    const response = await harness.app.inject({ url: '/legal-docs-and-notices' });
    expect(response.statusCode).toBe(200);
    for (const link of ['href="/terms"', 'href="/privacy"', 'href="/e-sign"'])
      expect(response.body).toContain(link);
    expect(response.body).toContain(
      `href="/login?after_sign_in_path=${encodeURIComponent('/legal-docs-and-notices')}"`,
    );
    expect(response.body).not.toContain('Sign out');
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
