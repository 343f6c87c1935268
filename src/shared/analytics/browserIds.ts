/**
 * The ids analytics reads from cookies (supporting-areas spec §9): the browser session id, kept in
 * `eventbus_browser_session_id` for as long as the browser runs (created here when missing), and
 * the web client id the server sets in `rl_web_client` (server/http/webClientCookie.ts).
 * Random ids, never a person's data. The cookie jar is injected so tests need no document.
 */
export type CookieJar = { get: () => string; set: (cookie: string) => void };

export const browserSessionCookie = 'eventbus_browser_session_id';
export const webClientCookie = 'rl_web_client';

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.get().split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function browserSessionId(jar: CookieJar, newId: () => string = () => crypto.randomUUID()): string {
  const known = readCookie(jar, browserSessionCookie);
  if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
  const created = newId();
  jar.set(`${browserSessionCookie}=${created}; path=/; SameSite=Lax`);
  return created;
}
