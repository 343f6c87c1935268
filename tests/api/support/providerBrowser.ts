/**
 * A browser for the API tests of the embedded provider's pages: it keeps cookies (all of them, paths
 * aside), follows redirects on the one server, and knows its client address.
 */
import { expect } from 'vitest';
import { CookieJar } from '../../../scripts/journey/providerSignIn';
import type { TestApp } from './testApp';

/** A browser: its cookies, and requests that follow redirects on this one server. */
export function browser(app: TestApp, remoteAddress = '127.0.0.1') {
  const jar = new CookieJar();
  const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const target = new URL(url, 'http://127.0.0.1:4310');
    const answer = await app.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      remoteAddress,
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.take([answer.headers['set-cookie'] ?? []].flat());
    return answer;
  };
  const follow = async (url: string) => {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const answer = await send('GET', current);
      if (answer.statusCode !== 303 && answer.statusCode !== 302) return { answer, url: current };
      current = String(answer.headers.location);
    }
    throw new Error('Too many redirects');
  };
  /** Opens /login and lands on the provider's page: its interaction id. */
  const onSignInPage = async () => {
    const { url } = await follow('/login?after_sign_in_path=%2Frelief-loans%2Fget-relief');
    const uid = /\/interaction\/([^/?]+)/.exec(url)?.[1] ?? '';
    expect(uid).not.toBe('');
    return uid;
  };
  return { jar, send, follow, onSignInPage };
}

/** The newest message to `to` in the local mailbox, once `count` have arrived (sent after the answer). */
export async function mailTo(app: TestApp, to: string, count = 1) {
  for (let tries = 0; tries < 60; tries += 1) {
    const page = await app.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
    const messages = [
      ...page.body.matchAll(/<strong>([^<]*)<\/strong>[\s\S]*?<pre class="mail">([\s\S]*?)<\/pre>/g),
    ];
    if (messages.length >= count) {
      const [, subject = '', body = ''] = messages[0] ?? [];
      return { subject, body: body.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&'), count: messages.length };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No message to ${to}`);
}

export const confirmLinkIn = (body: string) => /http:\/\/\S+\/confirm\?token=[\w-]+/.exec(body)?.[0] ?? '';

/**
 * Confirms the newest sign-up of `email` through `go` (a browser's requests): opens the link from the
 * local mailbox, then posts the confirmation; answers that post (303 on to the app, in the browser
 * that asked).
 */
export async function confirmSignUp<T>(
  app: TestApp,
  go: (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => Promise<T>,
  email: string,
): Promise<T> {
  const href = confirmLinkIn((await mailTo(app, email)).body);
  if (!href) throw new Error(`No confirmation link reached ${email}`);
  await go('GET', href);
  return go('POST', new URL(href).pathname, {});
}
