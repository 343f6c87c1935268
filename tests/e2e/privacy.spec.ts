/**
 * docs/architecture.md: the bearer token lives in memory only, the session cookie is
 * HttpOnly, and URLs carry no token and no personal data — only loanAmount, loanTerm and
 * applicationUuid (spec §2).
 */
import { expect, test, type Page } from '@playwright/test';
import { reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { bearerToken } from './support/serverFlow';

const allowedAppParams = new Set(['loanAmount', 'loanTerm', 'applicationUuid']);

/** Query parameter names of an app URL that the spec does not allow. */
function unexpectedParams(url: URL): string[] {
  return [...url.searchParams.keys()].filter((key) => !allowedAppParams.has(key));
}

async function browserStorage(page: Page) {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    return {
      localStorage: entries(window.localStorage),
      sessionStorage: entries(window.sessionStorage),
      cookie: document.cookie,
    };
  });
}

test('An applicant’s sign-in token never reaches browser storage, cookies scripts can read, or URLs', async ({
  page,
  context,
}) => {
  const visited: string[] = [];
  const requested: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  page.on('request', (request) => requested.push(request.url()));

  await reachIdentity(page, uniqueName('Priya', 'Raman'));
  await page.reload();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'rl_session');
  expect(session, 'the session cookie is set').toBeDefined();
  expect(session?.httpOnly, 'the session cookie is HttpOnly').toBe(true);

  const token = await bearerToken(page);
  const storage = await browserStorage(page);
  for (const [where, values] of Object.entries(storage)) {
    const text = Array.isArray(values) ? values.join('\n') : values;
    expect(text, `${where} holds the access token`).not.toContain(token);
  }
  expect(storage.cookie, 'document.cookie shows the session cookie').not.toContain('rl_session');

  for (const address of visited) {
    const url = new URL(address);
    if (!url.protocol.startsWith('http')) continue;
    if (url.pathname === '/login') {
      // The sign-in page's only parameter is where to go back to, which is itself an app URL.
      expect([...url.searchParams.keys()]).toEqual(['after_sign_in_path']);
      const back = new URL(url.searchParams.get('after_sign_in_path') ?? '/', url);
      expect(unexpectedParams(back), `parameters of ${back.href}`).toEqual([]);
    } else if (url.pathname === '/dev/mailbox') {
      // Development's local mailbox, where the new account's confirmation link is read: only the
      // address the test typed (the page is served to this machine alone).
      expect([...url.searchParams.keys()], address).toEqual(['to']);
    } else if (/^\/(oidc|interaction|auth)\//.test(url.pathname)) {
      // The OpenID Connect protocol's own one-time values (state, nonce, PKCE challenge, a code used
      // once within a minute), and nothing of the applicant's.
      const allowed = [
        'client_id',
        'response_type',
        'redirect_uri',
        'scope',
        'state',
        'nonce',
        'code_challenge',
        'code_challenge_method',
        'prompt',
        'code',
        'iss',
      ];
      // The emailed confirmation link's one-time token, which the page moves into a cookie at once.
      if (/^\/interaction\/[^/]+\/confirm$/.test(url.pathname)) allowed.push('token');
      expect(
        [...url.searchParams.keys()].filter((key) => !allowed.includes(key)),
        address,
      ).toEqual([]);
    } else {
      expect(url.pathname.startsWith('/relief-loans'), `visited ${address}`).toBe(true);
      expect(unexpectedParams(url), `parameters of ${address}`).toEqual([]);
    }
  }
  for (const address of requested) {
    expect(address, 'a request URL carries the access token').not.toContain(token);
  }
});
