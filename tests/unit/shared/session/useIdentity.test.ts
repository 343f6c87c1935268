// @vitest-environment jsdom
/**
 * The identity call (spec §6, §8): an answer that names nobody raises UnauthenticatedError exactly
 * as one that cannot be read does, and the tokens of a session that has gone are forgotten; a user
 * in the answer is the session (src/shared/session/useIdentity.ts). Fetch is stubbed.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UnauthenticatedError } from '../../../../src/shared/api/errors';
import { getSession, setSession } from '../../../../src/shared/api/session';
import { fetchIdentity, readIdentity } from '../../../../src/shared/session/useIdentity';

function identityAnswers(body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

const envelope = (result: unknown) => JSON.stringify({ success: true, messages: [], result });

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('The identity call', () => {
  test.each([
    ['no user', envelope({ loggedIn: false })],
    ['nothing at all', envelope({})],
    ['a user without a token', envelope({ loggedIn: true })],
  ])('answering %s raises UnauthenticatedError and forgets the tokens', async (_what, body) => {
    setSession({ accessToken: 'token-of-a-session-that-ended', csrfToken: 'csrf-csrf-csrf-1' });
    identityAnswers(body);
    await expect(fetchIdentity()).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(getSession()).toBeNull();
  });

  test.each([
    ['a body that is not JSON', 'not json'],
    ['a result the contract refuses', envelope({ loggedIn: 'yes' })],
  ])('answering %s raises UnauthenticatedError too', async (_what, body) => {
    identityAnswers(body);
    await expect(fetchIdentity()).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  test('answering a signed-in user keeps their tokens', async () => {
    const user = {
      loggedIn: true,
      accessToken: 'access-token-access-token',
      csrfToken: 'csrf-token-csrf-token',
      currentUserUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    };
    identityAnswers(envelope(user));
    await expect(fetchIdentity()).resolves.toEqual(user);
    expect(getSession()).toEqual({ accessToken: user.accessToken, csrfToken: user.csrfToken });
  });
});

describe('The identity the screens keep', () => {
  test('nobody signed in is an answer ("nobody"), so it replaces the user who has gone and polling goes on', async () => {
    identityAnswers(envelope({ loggedIn: false }));
    await expect(readIdentity()).resolves.toEqual({ loggedIn: false });
  });

  test('a failing identity call stays a failure: it never reads as nobody, nor as a user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(readIdentity()).rejects.not.toBeInstanceOf(UnauthenticatedError);
  });
});
