/**
 * "Continue with Google" (docs/decisions/0067-continue-with-google-or-apple.md): a separate provider
 * process (server/identityProvider/standaloneProvider.ts) stands in for Google, and an app started
 * with UPSTREAM_GOOGLE_ISSUER, _CLIENT_ID and _CLIENT_SECRET offers it on its embedded provider's
 * sign-in page. The browser here keeps one cookie jar per origin, as a browser does per site: the app
 * and the stand-in both name their cookies idp_*, and on this machine they differ only by port, which
 * a real browser would not keep apart (Google is another site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/store/database';
import { CookieJar, scriptedPassword } from '../../scripts/journey/providerSignIn';
import { startFileDatabase, type FileDatabase } from './support/databaseForFile';
import { newPersonalDataKey, startInstance, stopAllInstances, type Instance } from './support/instances';

let database: FileDatabase | undefined;
let db: Db | undefined;
let google: Instance;
let app: Instance;
const clientSecret = newPersonalDataKey();
/** The app's public origin, known up front: the stand-in registers its callback on it. */
const appOrigin = 'http://127.0.0.1:4312';

beforeAll(async () => {
  database = await startFileDatabase('relief_upstream_app');
  db = openDatabase(database.databaseUrl, { maxConnections: 2 });
  google = await startInstance({
    entry: 'server/identityProvider/standaloneProvider.ts',
    readyPath: '/oidc/.well-known/openid-configuration',
    databaseUrl: await database.createDatabase('relief_upstream_google'),
    personalDataKey: newPersonalDataKey(),
    env: {
      PROVIDER_CLIENT_ID: 'relief-loans-at-google',
      PROVIDER_CLIENT_SECRET: clientSecret,
      PROVIDER_CLIENT_ORIGIN: appOrigin,
      PROVIDER_REDIRECT_PATH: '/interaction/upstream/google/callback',
    },
  });
  app = await startInstance({
    databaseUrl: database.databaseUrl,
    personalDataKey: newPersonalDataKey(),
    env: {
      PUBLIC_ORIGIN: appOrigin,
      UPSTREAM_GOOGLE_ISSUER: `${google.origin}/oidc`,
      UPSTREAM_GOOGLE_CLIENT_ID: 'relief-loans-at-google',
      UPSTREAM_GOOGLE_CLIENT_SECRET: clientSecret,
    },
  });
});

afterAll(async () => {
  await stopAllInstances();
  await db?.destroy();
  await database?.stop();
});

interface Page {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/** A browser with a cookie jar per origin; the app's public origin is reached at its port. */
function browser() {
  const jars = new Map<string, CookieJar>();
  const jarFor = (origin: string) => {
    const jar = jars.get(origin) ?? new CookieJar();
    jars.set(origin, jar);
    return jar;
  };
  const open = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Page> => {
    // The app's port is its public origin too: a page the app builds from the request's host (the
    // provider's resume address) is the same site to this browser.
    const target = new URL(url.replace(app.origin, appOrigin), appOrigin);
    const jar = jarFor(target.origin);
    const reached =
      target.origin === appOrigin ? new URL(`${target.pathname}${target.search}`, app.origin) : target;
    const response = await fetch(reached, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        // As a browser sends it: the page's own origin posts its forms.
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: target.origin } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    jar.take(response.headers.getSetCookie());
    const location = response.headers.get('location');
    return {
      url: target.href,
      status: response.status,
      location: location === null ? null : new URL(location, target).href,
      body: await response.text(),
    };
  };
  /** Follows redirects until a page answers. */
  const follow = async (first: Page): Promise<Page> => {
    let page = first;
    for (let hops = 0; page.location && [302, 303].includes(page.status); hops += 1) {
      if (hops > 12) throw new Error(`Too many redirects from ${first.url}`);
      page = await open('GET', page.location);
    }
    return page;
  };
  const session = () => jarFor(appOrigin).get('rl_session');
  return { open, follow, session };
}

const formAction = (page: Page, label: string) => {
  const match = new RegExp(
    `<form method="post" action="([^"]+)"><button type="submit" class="secondary">${label}</button>`,
  ).exec(page.body);
  return match?.[1] ? new URL(match[1], page.url).href : null;
};

const person = {
  firstName: 'Amara',
  lastName: 'Nwosu',
  email: 'amara@example.test',
  password: scriptedPassword,
};

/** From the app's sign-in page to the stand-in's, by "Continue with Google". */
async function continueWithGoogle(visitor: ReturnType<typeof browser>) {
  const signInPage = await visitor.follow(
    await visitor.open('GET', '/login?after_sign_in_path=%2Fmy-account'),
  );
  const action = formAction(signInPage, 'Continue with Google');
  if (!action) throw new Error(`No "Continue with Google" on ${signInPage.url}`);
  return { signInPage, upstreamStart: await visitor.open('POST', action, {}) };
}

describe('Continue with Google, through an upstream OpenID provider', () => {
  it('The sign-in page offers Google, which is configured, and not Apple, which is not', async () => {
    const { signInPage, upstreamStart } = await continueWithGoogle(browser());
    expect(signInPage.body).toContain('Continue with Google');
    expect(signInPage.body).not.toContain('Continue with Apple');
    expect(upstreamStart.status).toBe(303);
    const request = new URL(upstreamStart.location ?? '');
    expect(request.origin).toBe(google.origin);
    expect(request.searchParams.get('redirect_uri')).toBe(
      `${appOrigin}/interaction/upstream/google/callback`,
    );
    expect(request.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('A new person signs in with Google, comes back signed in, and a second sign-in finds the same account', async () => {
    const first = browser();
    const { upstreamStart } = await continueWithGoogle(first);
    const googlePage = await first.follow(upstreamStart);
    expect(googlePage.url.startsWith(google.origin)).toBe(true);
    const uid = /\/interaction\/([^/?]+)/.exec(googlePage.url)?.[1] ?? '';
    const asked = await first.open('POST', `${google.origin}/interaction/${uid}/create`, person);
    expect(asked.body).toContain('Check your email');
    // The stand-in confirms addresses as the embedded provider does: the link in its local mailbox.
    let href = '';
    for (let tries = 0; tries < 100 && !href; tries += 1) {
      const mailbox = await first.open('GET', `${google.origin}/dev/mailbox?to=${person.email}`);
      href = /https?:\/\/[^\s"<]+\/confirm\?token=[\w-]+/.exec(mailbox.body)?.[0] ?? '';
      if (!href) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.follow(await first.open('GET', href));
    const confirmed = await first.open('POST', new URL(href).href.split('?')[0] ?? '', {});
    expect(confirmed.status).toBe(303);
    const landed = await first.follow(confirmed);
    expect(new URL(landed.url).pathname).toBe('/my-account');
    expect(first.session()).toBeTruthy();
    expect(landed.body).toContain('amara@example.test');
    // The account page names the way in: Google, not a password.
    expect(landed.body).toMatch(/<dd>Google<\/dd>/);

    const again = browser();
    const { upstreamStart: second } = await continueWithGoogle(again);
    const googleAgain = await again.follow(second);
    const uidAgain = /\/interaction\/([^/?]+)/.exec(googleAgain.url)?.[1] ?? '';
    const signedIn = await again.open('POST', `${google.origin}/interaction/${uidAgain}/sign-in`, {
      email: person.email,
      password: person.password,
    });
    const landedAgain = await again.follow(signedIn);
    expect(new URL(landedAgain.url).pathname).toBe('/my-account');
    expect(again.session()).toBeTruthy();
    expect(again.session()).not.toBe(first.session());

    // One link, one account, one user here: the second sign-in found the first one's account.
    const links = await db!.selectFrom('linked_identities').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ upstream: 'google', issuer: `${google.origin}/oidc` });
    const users = await db!.selectFrom('users').select(['subject']).where('issuer', 'is not', null).execute();
    expect(users.map((user) => user.subject)).toEqual([links[0]?.account_uuid]);
    // That account has no password here: signing in with one fails like any wrong password.
    const account = await db!
      .selectFrom('accounts')
      .selectAll()
      .where('uuid', '=', links[0]?.account_uuid ?? '')
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
  });

  it('Saying no at Google comes back to the sign-in page to choose another way', async () => {
    const visitor = browser();
    const { signInPage, upstreamStart } = await continueWithGoogle(visitor);
    const state = new URL(upstreamStart.location ?? '').searchParams.get('state') ?? '';
    const cancelled = await visitor.open(
      'GET',
      `/interaction/upstream/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(signInPage.url);
    const back = await visitor.follow(cancelled);
    expect(back.status).toBe(200);
    expect(back.body).toContain('Continue with Google');
  });

  it('A callback this browser did not start, or a replayed one, signs nobody in', async () => {
    const stranger = browser();
    const answer = await stranger.open('GET', '/interaction/upstream/google/callback?code=abc&state=xyz');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('This sign-in page has expired');
    expect(stranger.session()).toBeUndefined();
  });
});
