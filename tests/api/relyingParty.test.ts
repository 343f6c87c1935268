/**
 * The relying party refuses what it must (server/auth/relyingParty.ts): a callback with the wrong
 * state, a code used twice, and an ID token for another audience, expired, with another nonce, or
 * with a signature that does not verify. The bad tokens are made with the embedded provider's own
 * key, so only the one thing named is wrong with each.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK } from 'jose';
import type * as oidc from 'openid-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import {
  SignInRefused,
  createRelyingParty,
  newSignInSecrets,
  type RelyingParty,
  type SignInSecrets,
} from '../../server/auth/relyingParty';
import { embeddedClientId, embeddedClientSecret, inProcessFetch } from '../../server/auth/signInProvider';
import { loadProviderKeys } from '../../server/identityProvider/providerKeys';
import { CookieJar, scriptedPassword } from '../../scripts/journey/providerSignIn';
import { confirmSignUp } from './support/providerBrowser';
import { checkedResponse, injectTransport, startApp, type TestApp } from './support/testApp';

const origin = 'http://127.0.0.1:4310';
let harness: TestApp;

beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

type TokenRewrite = (idToken: string) => Promise<string>;

/** The app's relying party, whose token answers can be rewritten on their way in. */
function relyingParty(rewrite?: TokenRewrite): RelyingParty {
  const passThrough = inProcessFetch(harness.app);
  const fetch: oidc.CustomFetch = async (url, options) => {
    const answer = await passThrough(url, options);
    if (!rewrite || !url.endsWith('/oidc/token') || answer.status !== 200) return answer;
    const body = (await answer.json()) as { id_token: string };
    return Response.json({ ...body, id_token: await rewrite(body.id_token) });
  };
  return createRelyingParty({
    issuer: `${origin}/oidc`,
    clientId: embeddedClientId,
    clientSecret: embeddedClientSecret(harness.personalDataKey),
    redirectUri: `${origin}/auth/callback`,
    postLogoutRedirectUri: `${origin}/auth/signed-out`,
    fetch,
  });
}

/** Signs a person in at the provider and returns the callback URL it sends the browser to. */
async function callbackFor(party: RelyingParty, secrets: SignInSecrets): Promise<URL> {
  const jar = new CookieJar();
  const send = injectTransport(harness.app);
  const go = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const answer = await send({ method, url, cookie: jar.header(), form });
    jar.take(answer.setCookies);
    return answer;
  };
  const start = await go('GET', (await party.authorizationUrl(secrets, { create: true })).href);
  const page = await go('GET', start.location ?? '');
  expect(page.status).toBe(200);
  const uid = /\/interaction\/([^/?]+)/.exec(start.location ?? '')?.[1] ?? '';
  const created = await go('POST', `/interaction/${uid}/create`, {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.test',
    password: scriptedPassword,
  });
  expect(created.status).toBe(200);
  const confirmed = await confirmSignUp(harness, go, 'ana@example.test');
  const back = await go('GET', confirmed.location ?? '');
  expect(back.location).toMatch(/^http:\/\/127\.0\.0\.1:4310\/auth\/callback\?/);
  return new URL(back.location ?? '');
}

/** The claims of `idToken` with `change` applied, signed with the provider's real key. */
async function resigned(idToken: string, change: (claims: Record<string, unknown>) => void) {
  const keys = await loadProviderKeys(
    harness.app.db,
    createPersonalDataCipher(harness.personalDataKey),
    new Date(),
  );
  const jwk = keys.signing.keys[0];
  if (!jwk) throw new Error('the provider has no signing key');
  const claims: Record<string, unknown> = { ...decodeJwt(idToken) };
  change(claims);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(idToken).kid ?? '' })
    .sign(await importJWK({ ...jwk }, 'RS256'));
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SignInRefused);
  return (error as SignInRefused).reason;
};

describe('the relying party', () => {
  it('accepts a good callback: the subject, email and names the provider signed', async () => {
    const party = relyingParty();
    const secrets = newSignInSecrets();
    const identity = await party.finish(await callbackFor(party, secrets), secrets);
    expect(identity).toMatchObject({
      issuer: `${origin}/oidc`,
      email: 'ana@example.test',
      givenName: 'Ana',
      familyName: 'Lopez',
    });
    expect(identity.subject).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const party = relyingParty();
    const secrets = newSignInSecrets();
    const callback = await callbackFor(party, secrets);
    expect(await refusal(party.finish(callback, { ...secrets, state: newSignInSecrets().state }))).toMatch(
      /state/,
    );
  });

  it('refuses a code used a second time', async () => {
    const party = relyingParty();
    const secrets = newSignInSecrets();
    const callback = await callbackFor(party, secrets);
    await party.finish(callback, secrets);
    expect(await refusal(party.finish(callback, secrets))).toMatch(/invalid_grant/);
  });

  it('refuses a code sent with another PKCE verifier', async () => {
    const party = relyingParty();
    const secrets = newSignInSecrets();
    const callback = await callbackFor(party, secrets);
    const other = newSignInSecrets().codeVerifier;
    expect(await refusal(party.finish(callback, { ...secrets, codeVerifier: other }))).toMatch(
      /invalid_grant/,
    );
  });

  it('refuses an ID token for another audience', async () => {
    const party = relyingParty((token) => resigned(token, (claims) => (claims.aud = 'another-client')));
    const secrets = newSignInSecrets();
    expect(await refusal(party.finish(await callbackFor(party, secrets), secrets))).toMatch(/aud/);
  });

  it('refuses an ID token from another issuer', async () => {
    const party = relyingParty((token) => resigned(token, (claims) => (claims.iss = 'https://evil.example')));
    const secrets = newSignInSecrets();
    expect(await refusal(party.finish(await callbackFor(party, secrets), secrets))).toMatch(/iss/);
  });

  it('refuses an expired ID token', async () => {
    const party = relyingParty((token) =>
      resigned(token, (claims) => {
        const now = Math.floor(Date.now() / 1000);
        claims.iat = now - 7200;
        claims.exp = now - 3600;
      }),
    );
    const secrets = newSignInSecrets();
    expect(await refusal(party.finish(await callbackFor(party, secrets), secrets))).toMatch(/TIMESTAMP|exp/i);
  });

  it('refuses an ID token with another nonce', async () => {
    const party = relyingParty((token) => resigned(token, (claims) => (claims.nonce = 'replayed-nonce')));
    const secrets = newSignInSecrets();
    expect(await refusal(party.finish(await callbackFor(party, secrets), secrets))).toMatch(/nonce/);
  });

  it('refuses an ID token whose signature does not verify', async () => {
    const party = relyingParty(async (token) => {
      const [header, payload, signature = ''] = token.split('.');
      const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      return [header, payload, flipped].join('.');
    });
    const secrets = newSignInSecrets();
    expect(await refusal(party.finish(await callbackFor(party, secrets), secrets))).toMatch(/signature/i);
  });
});

describe('the callback page', () => {
  it('Visitor arriving at the callback with a forged state is told to sign in again, and gets no session', async () => {
    const jar = new CookieJar();
    const send = injectTransport(harness.app);
    const started = await send({ method: 'GET', url: '/login', cookie: '' });
    jar.take(started.setCookies);
    const callback = await send({
      method: 'GET',
      url: `/auth/callback?code=made-up&state=forged&iss=${encodeURIComponent(`${origin}/oidc`)}`,
      cookie: jar.header(),
    });
    expect(callback.status).toBe(400);
    expect(callback.body).toContain('We could not sign you in');
    expect(callback.body).toContain('href="/login?after_sign_in_path=%2Frelief-loans%2Fget-relief"');
    expect(callback.setCookies.join('\n')).not.toMatch(/rl_session=[^;]/);
  });

  it('Visitor arriving at the callback from nowhere (no sign-in started here) gets no session', async () => {
    const callback = await harness.app.inject({ url: '/auth/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(400);
    expect(String(callback.headers['set-cookie'] ?? '')).not.toMatch(/rl_session=[^;]/);
    const identity = checkedResponse(
      'getIdentity',
      await harness.app.inject({ url: '/small_dollar_loan/api/identity' }),
    );
    expect(identity.result).toEqual({ loggedIn: false });
  });
});
