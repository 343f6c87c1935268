/**
 * A way back when a password is forgotten (the embedded provider): ask for a link by email, open it,
 * choose a new password. The same answer for any email, known or not; limited per client address and
 * per email address. The link's token leaves the URL at once (into an HttpOnly cookie scoped to these
 * pages), is used once, and lasts 30 minutes. A new password ends every session of the account.
 * Messages go by SMTP (SMTP_URL) and, in development (DEV_MAILBOX), to the mailbox at /dev/mailbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, safe } from '../pages/html';
import { renderPage } from '../pages/layout';
import { isCrossSite } from '../http/crossSite';
import type { Db } from '../store/database';
import { emailKey, findAccount, findAccountByEmail, setAccountPassword } from '../store/accounts';
import type { MailService } from '../adapters/mail/mailService';
import { latestMail } from '../store/mailOutbox';
import {
  createPasswordReset,
  passwordResetLifetimeMs,
  usablePasswordReset,
  usePasswordReset,
} from '../store/passwordResets';
import { deleteSessionsOfSubject } from '../store/sessions';
import { isCommonPassword } from './commonPasswords';
import { emailError } from './emailAddress';
import { forgotPasswordPath, interactionPath, mailboxPath } from './embeddedProvider';
import type { InteractionLimits } from './interactionRoutes';
import { link, newPasswordField, renderFormPage, renderMessagePage } from './interactionPages';
import { hashPassword, type ScryptSetting } from './passwordHash';
import { passwordProblem } from './passwordPolicy';
import { formText, sendHtml } from '../pages/htmlReply';
import { laxCookie } from '../http/cookies';

export const resetPasswordPath = '/account/password/reset';
const passwordPagesPath = '/account/password';
const resetCookie = 'rl_password_reset';
/**
 * The sign-in page the person came from (its interaction id, not a secret): "Back to sign in" and
 * "Sign in" after the reset return there, so the app still knows where they were going.
 */
const returnCookie = 'rl_sign_in_return';
const interactionIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

interface PasswordResetDeps {
  db: Db;
  now: () => Date;
  limits: InteractionLimits;
  hashSetting: ScryptSetting;
  /** Where links in messages point (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Where signing in starts (the relying party's /login). */
  signInUrl: string;
  /** The embedded provider's issuer: the sessions its accounts signed in are ended on a reset. */
  issuer: string;
  /** Where messages go (SMTP_URL, DEV_MAILBOX); null: no mail service, so no link is made, and the log says so. */
  mail: MailService | null;
  /** Development's local mailbox page (/dev/mailbox), to this machine alone. */
  showMailbox: boolean;
}

const forgotCopy = {
  title: 'Reset your password',
  lead: 'Enter the email address of your account. We’ll send you a link to choose a new password.',
};

function forgotPage(signInUrl: string, options: { email?: string; error?: string; formError?: string }) {
  return renderFormPage({
    ...forgotCopy,
    action: forgotPasswordPath,
    fields: [
      {
        name: 'email',
        label: 'Email address',
        type: 'email',
        autocomplete: 'username',
        value: options.email ?? '',
        maxLength: 254,
      },
    ],
    submitLabel: 'Send the link',
    errors: options.error ? { email: options.error } : {},
    formError: options.formError,
    links: [link(signInUrl, 'Back to sign in')],
  });
}

function newPasswordPage(options: { error?: string }) {
  return renderFormPage({
    title: 'Choose a new password',
    lead: 'Saving it signs you out everywhere you are signed in; then sign in with the new password.',
    action: resetPasswordPath,
    fields: [newPasswordField('New password')],
    submitLabel: 'Save the new password',
    errors: options.error ? { password: options.error } : {},
    links: [],
  });
}

const linkExpired = () =>
  renderMessagePage(
    'This link has expired',
    'Links to reset a password work once, for 30 minutes. Ask for a new one.',
    { href: forgotPasswordPath, text: 'Ask for a new link' },
  );

function resetMessage(link: string): { subject: string; body: string } {
  const minutes = passwordResetLifetimeMs / 60_000;
  return {
    subject: 'Reset your Relief Loans password',
    body: [
      'Someone asked to reset the password of your Relief Loans account.',
      '',
      `To choose a new password, open this link within ${minutes} minutes:`,
      link,
      '',
      'If it was not you, ignore this message: your password has not changed.',
    ].join('\n'),
  };
}

/**
 * Only this machine may read the mailbox: the socket's own address, and no sign of a proxy in between
 * (a proxy on this host would make every visitor look local).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  // All of 127.0.0.0/8 is this machine (the bench signs in from several such addresses).
  const local = address === '::1' || /^(::ffff:)?127\./.test(address);
  const proxied = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'].some(
    (header) => request.headers[header] !== undefined,
  );
  return local && !proxied;
}

function renderMailbox(messages: Awaited<ReturnType<typeof latestMail>>): string {
  const items = messages
    .map((message) => {
      // Links in the body are made clickable; everything else is text.
      const body = escapeHtml(message.body).replace(
        /(https?:\/\/[^\s<]+)/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<li><p><strong>${escapeHtml(message.subject)}</strong><br>To ${escapeHtml(message.to)} · ${escapeHtml(
        message.createdAt.replace('T', ' ').slice(0, 19),
      )} UTC</p><pre class="mail">${body}</pre></li>`;
    })
    .join('');
  return renderPage({
    title: 'Local mailbox',
    body: safe(`<h1>Local mailbox</h1>
<p class="lead">What the sign-in service would have emailed, newest first. Development only: this page is served to this machine alone, and never behind a TLS proxy.</p>
${messages.length > 0 ? `<ul class="list">${items}</ul>` : '<p>No messages yet.</p>'}`),
  });
}

export function registerPasswordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): void {
  const { db, now, limits } = deps;

  /** Where "sign in" leads from these pages: back to the sign-in page the person came from, if known. */
  const signInFor = (request: FastifyRequest) => {
    const uid = request.cookies[returnCookie];
    return uid && interactionIdPattern.test(uid) ? `${interactionPath}/${uid}` : deps.signInUrl;
  };

  app.get(forgotPasswordPath, (request, reply) => {
    const { interaction } = request.query as { interaction?: unknown };
    if (typeof interaction === 'string' && interactionIdPattern.test(interaction)) {
      void reply.setCookie(
        returnCookie,
        interaction,
        laxCookie(passwordPagesPath, passwordResetLifetimeMs / 1000),
      );
      return sendHtml(reply, forgotPage(`${interactionPath}/${interaction}`, {}));
    }
    return sendHtml(reply, forgotPage(signInFor(request), {}));
  });

  app.post(forgotPasswordPath, async (request, reply) => {
    const email = formText(request, 'email').trim();
    if (isCrossSite(request, deps.publicOrigin))
      return sendHtml(
        reply,
        forgotPage(signInFor(request), { email, formError: 'Please ask from this page.' }),
        403,
      );
    const badEmail = emailError(email);
    if (badEmail) return sendHtml(reply, forgotPage(signInFor(request), { email, error: badEmail }), 400);
    for (const [limiter, key] of [
      [limits.perClient, request.ip],
      [limits.perAccount, emailKey(email)],
    ] as const) {
      const wait = await limiter.take(key, now());
      if (wait !== null) {
        reply.header('Retry-After', String(wait));
        return sendHtml(
          reply,
          forgotPage(signInFor(request), {
            email,
            formError: `Too many attempts. Please wait ${wait} seconds and try again.`,
          }),
          429,
        );
      }
    }
    // The answer does not wait for the work, so it takes as long whether or not the address has an account.
    void (async () => {
      const account = await findAccountByEmail(db, email);
      if (!account?.email) return;
      if (!deps.mail) {
        request.log.warn(
          'a password reset was asked for, but no mail service is connected (SMTP_URL and DEV_MAILBOX are unset)',
        );
        return;
      }
      const token = await createPasswordReset(db, account.uuid, now());
      const url = `${deps.publicOrigin}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
      await deps.mail.send({ to: account.email, ...resetMessage(url) });
    })().catch((error: unknown) => request.log.error({ err: error }, 'the password reset could not be sent'));
    // The same answer whether or not the address has an account.
    return sendHtml(
      reply,
      renderMessagePage(
        'Check your email',
        `If there is an account for ${email}, we have sent it a link to choose a new password. The link works for 30 minutes.`,
        { href: signInFor(request), text: 'Back to sign in' },
      ),
    );
  });

  app.get(resetPasswordPath, async (request, reply) => {
    const { token } = request.query as { token?: string };
    if (typeof token === 'string') {
      // The token leaves the address bar at once: into a cookie only these pages receive.
      if (!(await usablePasswordReset(db, token, now()))) return sendHtml(reply, linkExpired(), 400);
      void reply.setCookie(resetCookie, token, laxCookie(resetPasswordPath, passwordResetLifetimeMs / 1000));
      return reply.redirect(resetPasswordPath, 303);
    }
    const held = request.cookies[resetCookie];
    if (!held || !(await usablePasswordReset(db, held, now()))) return sendHtml(reply, linkExpired(), 400);
    return sendHtml(reply, newPasswordPage({}));
  });

  app.post(resetPasswordPath, async (request, reply) => {
    const held = request.cookies[resetCookie];
    const password = formText(request, 'password');
    const accountUuid =
      held && !isCrossSite(request, deps.publicOrigin) ? await usablePasswordReset(db, held, now()) : null;
    const account = accountUuid ? await findAccount(db, accountUuid) : null;
    if (!held || !account) return sendHtml(reply, linkExpired(), 400);
    const problem = passwordProblem(password, { email: account.email ?? '', isCommonPassword });
    if (problem) return sendHtml(reply, newPasswordPage({ error: problem }), 400);
    // Used as the password is saved: of two posts at once, one changes it.
    if ((await usePasswordReset(db, held, now())) !== account.uuid)
      return sendHtml(reply, linkExpired(), 400);
    await setAccountPassword(db, account.uuid, await hashPassword(password, deps.hashSetting), now());
    await deleteSessionsOfSubject(db, deps.issuer, account.uuid);
    void reply.clearCookie(resetCookie, { path: resetPasswordPath });
    const signInUrl = signInFor(request);
    void reply.clearCookie(returnCookie, { path: passwordPagesPath });
    return sendHtml(
      reply,
      renderMessagePage('Your password is changed', 'Sign in with your new password.', {
        href: signInUrl,
        text: 'Sign in',
      }),
    );
  });

  app.get<{ Querystring: { to?: unknown } }>(mailboxPath, async (request, reply) => {
    if (!deps.showMailbox || !fromThisMachine(request)) return reply.callNotFound();
    // ?to= shows one address's messages (a developer, or a script, reading one person's mail).
    const { to } = request.query;
    const address = typeof to === 'string' && to.trim() !== '' ? to : undefined;
    return sendHtml(reply, renderMailbox(await latestMail(db, 20, address)));
  });
}
