/**
 * Any OpenID provider by configuration (docs/decisions/0066-openid-connect-sign-in.md): a separate provider process on its own
 * port and database (server/identityProvider/standaloneProvider.ts) stands in for Keycloak or Auth0,
 * and an instance started with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET signs people in
 * through it, and out of it, with no embedded provider of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  fetchTransport,
  providerSignOutForm,
  scriptedPassword,
  signInThroughProvider,
} from '../../scripts/journey/providerSignIn';
import { startFileDatabase, type FileDatabase } from './support/databaseForFile';
import { newPersonalDataKey, startInstance, stopAllInstances, type Instance } from './support/instances';

let database: FileDatabase | undefined;
let provider: Instance;
let app: Instance;
const clientSecret = newPersonalDataKey();

beforeAll(async () => {
  database = await startFileDatabase('relief_external_app');
  const providerDatabase = await database.createDatabase('relief_external_provider');
  // The app's origin must be known to the provider (its registered callback): start the app after,
  // on a public origin named up front.
  const appOrigin = 'http://127.0.0.1:4311';
  provider = await startInstance({
    entry: 'server/identityProvider/standaloneProvider.ts',
    readyPath: '/oidc/.well-known/openid-configuration',
    databaseUrl: providerDatabase,
    personalDataKey: newPersonalDataKey(),
    env: {
      PROVIDER_CLIENT_ID: 'relief-loans-external',
      PROVIDER_CLIENT_SECRET: clientSecret,
      PROVIDER_CLIENT_ORIGIN: appOrigin,
    },
  });
  app = await startInstance({
    databaseUrl: database.databaseUrl,
    personalDataKey: newPersonalDataKey(),
    env: {
      PUBLIC_ORIGIN: appOrigin,
      OIDC_ISSUER: `${provider.origin}/oidc`,
      OIDC_CLIENT_ID: 'relief-loans-external',
      OIDC_CLIENT_SECRET: clientSecret,
    },
  });
});

afterAll(async () => {
  await stopAllInstances();
  await database?.stop();
});

/** Requests naming the app's public origin go to the app's port (the load balancer's job). */
function browser() {
  const jar = new CookieJar();
  const toApp = fetchTransport(() => app.origin, { keepOrigins: true });
  const send: typeof toApp = (request) =>
    toApp({ ...request, url: request.url.replace('http://127.0.0.1:4311', app.origin) });
  return { jar, send };
}

describe('signing in through an external OpenID provider', () => {
  it('The app sends sign-in to the configured issuer, and runs no provider of its own', async () => {
    const start = await fetch(`${app.origin}/login`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toMatch(new RegExp(`^${provider.origin}/oidc/auth\\?`));
    const own = await fetch(`${app.origin}/oidc/.well-known/openid-configuration`);
    expect(own.status).toBe(404);
  });

  it('A person creates an account at the provider, comes back signed in, and the account page names the provider', async () => {
    const { jar, send } = browser();
    const cookie = await signInThroughProvider(
      send,
      { firstName: 'Ines', lastName: 'Okafor', email: 'ines@example.test', password: scriptedPassword },
      '/my-account',
      jar,
    );
    const identity = (await (
      await fetch(`${app.origin}/small_dollar_loan/api/identity`, { headers: { cookie } })
    ).json()) as { result: { loggedIn: boolean; givenName: string; familyName: string } };
    expect(identity.result).toMatchObject({ loggedIn: true, givenName: 'Ines', familyName: 'Okafor' });
    const account = await fetch(`${app.origin}/my-account`, { headers: { cookie } });
    const page = await account.text();
    expect(page).toContain(new URL(provider.origin).host);
    expect(page).toContain('ines@example.test');
  });

  it('Signing out ends the session here and at the provider, and comes back to sign in', async () => {
    const { jar, send } = browser();
    const person = {
      firstName: 'Ines',
      lastName: 'Okafor',
      email: 'ines2@example.test',
      password: scriptedPassword,
    };
    const cookie = await signInThroughProvider(send, person, '/relief-loans/get-relief', jar);
    const asked = await send({ method: 'GET', url: '/keycloak/global_logout', cookie: jar.header() });
    const formToken = /name="form_token" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const logout = await send({
      method: 'POST',
      url: '/keycloak/global_logout',
      cookie: jar.header(),
      form: { form_token: formToken, after_sign_in_path: '/relief-loans/get-relief' },
    });
    jar.take(logout.setCookies);
    expect(logout.location).toMatch(new RegExp(`^${provider.origin}/oidc/session/end\\?`));
    const identity = (await (
      await fetch(`${app.origin}/small_dollar_loan/api/identity`, { headers: { cookie } })
    ).json()) as { result: { loggedIn: boolean } };
    expect(identity.result.loggedIn).toBe(false);
    const providerPage = await send({ method: 'GET', url: logout.location ?? '', cookie: jar.header() });
    expect(providerPage.status).toBe(200);
    const signOut = providerSignOutForm(providerPage.body, logout.location ?? '');
    const confirmed = await send({
      method: 'POST',
      url: signOut.action,
      cookie: jar.header(),
      form: signOut.form,
    });
    expect(confirmed.location).toMatch(/^http:\/\/127\.0\.0\.1:4311\/auth\/signed-out\?/);
    const back = await send({ method: 'GET', url: confirmed.location ?? '', cookie: jar.header() });
    expect(back.location).toBe('/login?after_sign_in_path=%2Frelief-loans%2Fget-relief');
  });
});
