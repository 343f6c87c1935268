/**
 * Signing in the way a browser does, without one: /login, the provider's pages (create the account
 * and open the confirmation link from the local mailbox, or sign in when mail shows the account
 * exists), its redirect back to /auth/callback, and the session cookie at the end.
 * Only the protocol and the real pages: nothing here is a way in that production lacks. Over any
 * transport: app.inject in the API tests, fetch in scripts, the bench and the many-instances test.
 */

export interface AccountHolder {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface TransportRequest {
  method: 'GET' | 'POST';
  /** A path on this server, or an absolute URL (a provider's redirect). */
  url: string;
  cookie: string;
  form?: Record<string, string>;
}

export interface TransportAnswer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
  /** X-Request-Id, where the transport sees it. */
  requestId?: string | null;
}

export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

/** Thrown when the server limits sign-ins: scripts wait `retryAfterSeconds` and try again. */
export class SignInLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Sign-in limited; retry after ${retryAfterSeconds} s`);
  }
}

/** The password every scripted account uses: long, and on no common-password list. */
export const scriptedPassword = 'correct horse battery staple relief';

/** An email for a scripted person: the same name gives the same account (so signing in again finds it). */
export function emailFor(person: { firstName: string; lastName: string }): string {
  const part = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'x';
  return `${part(person.firstName)}.${part(person.lastName)}@example.test`;
}

/** The cookies a browser would hold for this one server (paths aside: every request gets them all). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** `location` against `from` when `from` names an origin; else as it is (a path on the one server). */
const resolve = (location: string, from: string) =>
  /^https?:\/\//.test(from) ? new URL(location, from).href : location;

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://relative.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Signs `person` in through the provider and returns the session cookie ("rl_session=…"): creates the
 * account the first time, signs in with the password after that.
 */
export async function signInThroughProvider(
  send: Transport,
  person: AccountHolder,
  afterSignInPath = '/relief-loans/get-relief',
  jar = new CookieJar(),
): Promise<string> {
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const answer = await send({ method, url, cookie: jar.header(), form });
    jar.take(answer.setCookies);
    if (answer.status === 429) throw new SignInLimited(Number(/(\d+) seconds/.exec(answer.body)?.[1] ?? 10));
    return answer;
  };
  /**
   * GETs `url` and follows redirects until a page answers (or `done`); returns it with its URL (absolute
   * when the server named an origin, so a provider elsewhere is followed there) and its path.
   */
  const follow = async (url: string, done: () => boolean = () => false) => {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const answer = await request('GET', current);
      if ((answer.status !== 303 && answer.status !== 302) || done())
        return { answer, url: current, path: pathOf(current) };
      if (!answer.location) throw new Error(`${current} redirected nowhere`);
      current = resolve(answer.location, current);
    }
    throw new Error(`Too many redirects signing in from ${url}`);
  };

  const hadSession = jar.get('rl_session');
  const signedIn = () => jar.get('rl_session') !== undefined && jar.get('rl_session') !== hadSession;
  const start = await follow(`/login?after_sign_in_path=${encodeURIComponent(afterSignInPath)}`, signedIn);
  // The provider still knows this browser (it signed in minutes ago): straight back, no page.
  if (signedIn()) return `rl_session=${jar.get('rl_session') ?? ''}`;
  const uid = /^\/interaction\/([^/?]+)/.exec(start.path)?.[1];
  if (!uid || start.answer.status !== 200)
    throw new Error(`Expected the provider's sign-in page, got ${start.answer.status} at ${start.path}`);

  // The form posts go where the page came from: this server, or a provider on another origin.
  const at = (path: string) => resolve(path, start.url);
  const signInWithPassword = () =>
    request('POST', at(`/interaction/${uid}/sign-in`), { email: person.email, password: person.password });
  /**
   * "Create account" always answers "Check your email"; the message says what comes next: a link to
   * confirm a new address, or a note that the address already has an account (then: sign in).
   */
  const createAccount = async (before: MailboxMessage[]) => {
    const asked = await request('POST', at(`/interaction/${uid}/create`), {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: person.password,
    });
    if (asked.status !== 200 || !asked.body.includes('Check your email'))
      throw new Error(`The provider refused the account (${asked.status}): ${asked.body.slice(0, 300)}`);
    const message = await newMail(request, at, person.email, before);
    const confirmLink = /https?:\/\/\S+\/confirm\?token=[\w-]+/.exec(message.body)?.[0];
    if (!confirmLink) return signInWithPassword();
    // Opening the link moves its token into a cookie and shows one button, which makes the account.
    const opened = await follow(confirmLink);
    if (opened.answer.status !== 200)
      throw new Error(`The confirmation link answered ${opened.answer.status} at ${opened.path}`);
    return request('POST', resolve(new URL(confirmLink).pathname, confirmLink));
  };
  // Mail that reached this address before means the person has an account: they sign in, as a person
  // who remembers making one does. A new address creates one.
  const mailBefore = await mailTo(request, at, person.email);
  let submitted = mailBefore.length > 0 ? await signInWithPassword() : await createAccount(mailBefore);
  // Mail without an account (a sign-up never confirmed): create it now.
  if (submitted.status === 401 && mailBefore.length > 0)
    submitted = await createAccount(await mailTo(request, at, person.email));
  if (submitted.status !== 303 || !submitted.location)
    throw new Error(`Signing in did not finish (${submitted.status}): ${submitted.body.slice(0, 300)}`);
  // Back through the provider to /auth/callback, which sets the session and sends the browser on.
  const end = await follow(resolve(submitted.location, start.url), signedIn);
  const session = jar.get('rl_session');
  if (!session || !signedIn())
    throw new Error(`Signing in ended at ${end.path} (${end.answer.status}) without a session`);
  return `rl_session=${session}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MailboxMessage {
  subject: string;
  body: string;
}

type Requester = (
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
) => Promise<TransportAnswer>;

const unescapeHtml = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The provider's local mailbox (DEV_MAILBOX) for one address, newest first: what a developer reads. */
async function mailTo(request: Requester, at: (path: string) => string, email: string) {
  const page = await request('GET', at(`/dev/mailbox?to=${encodeURIComponent(email)}`));
  if (page.status !== 200)
    throw new Error(`The local mailbox answered ${page.status}: the provider must run with DEV_MAILBOX`);
  return [...page.body.matchAll(/<strong>([^<]*)<\/strong>[\s\S]*?<pre class="mail">([\s\S]*?)<\/pre>/g)].map(
    ([, subject = '', body = '']): MailboxMessage => ({
      subject: unescapeHtml(subject),
      body: unescapeHtml(body),
    }),
  );
}

/** The message that arrives beside `before` (the server sends it just after answering). */
async function newMail(
  request: Requester,
  at: (path: string) => string,
  email: string,
  before: MailboxMessage[],
): Promise<MailboxMessage> {
  for (let tries = 0; tries < 100; tries += 1) {
    const unseen = await mailTo(request, at, email);
    // Told apart by content, not order: a test's clock may stamp every message at one instant.
    for (const old of before) {
      const index = unseen.findIndex(
        (message) => message.subject === old.subject && message.body === old.body,
      );
      if (index >= 0) unseen.splice(index, 1);
    }
    if (unseen[0]) return unseen[0];
    await sleep(50);
  }
  throw new Error(`No message reached ${email} within 5 seconds`);
}

/**
 * The transport for a running server: each request goes to `base()` (one server, or the next of
 * several, as a load balancer would), whatever origin a redirect named; with `keepOrigins`, a URL
 * naming an origin goes there (a provider on another origin), and only paths go to `base()`.
 */
export function fetchTransport(
  base: string | (() => string),
  options: { keepOrigins?: boolean } = {},
): Transport {
  const pick = typeof base === 'string' ? () => base : base;
  return async ({ method, url, cookie, form }) => {
    const target =
      options.keepOrigins && /^https?:\/\//.test(url) ? new URL(url) : new URL(pathOf(url), pick());
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      setCookies: response.headers.getSetCookie(),
      body: await response.text(),
      requestId: response.headers.get('x-request-id'),
    };
  };
}

/** As signInThroughProvider, waiting out the server's sign-in limit (Retry-After) up to `maxWaits` times. */
export async function signInPatiently(
  send: Transport,
  person: AccountHolder,
  options: { afterSignInPath?: string; maxWaits?: number; onWait?: (seconds: number) => void } = {},
): Promise<string> {
  for (let waits = 0; ; waits += 1) {
    try {
      return await signInThroughProvider(send, person, options.afterSignInPath);
    } catch (error) {
      if (!(error instanceof SignInLimited) || waits >= (options.maxWaits ?? 6)) throw error;
      options.onWait?.(error.retryAfterSeconds);
      await sleep(error.retryAfterSeconds * 1000 + 250);
    }
  }
}

/**
 * The provider's sign-out page holds a form its script sends at once (server/identityProvider/
 * interactionPages.ts): the form's action and fields as that page shows them, with the button's
 * `logout=yes`, ready to post.
 */
export function providerSignOutForm(
  page: string,
  pageUrl: string,
): { action: string; form: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('The provider sign-out page has no form');
  const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name = '', value = '']) => [name, value] as const,
  );
  return { action: resolve(action, pageUrl), form: { ...Object.fromEntries(fields), logout: 'yes' } };
}
