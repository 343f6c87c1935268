/**
 * Email-first sign-up (docs/decisions/0070-email-first-sign-up.md). "Create account" answers "Check
 * your email" whatever the address: a new address gets a link that confirms it and makes the account
 * (server/identityProvider/signUpRoutes.ts); an address that already has an account gets a note saying
 * so, with the ways to sign in. So the page never tells anyone which addresses have accounts, and
 * nobody can hold an account in another person's address.
 */
import type { ProviderPageViews } from './pageViews';
import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { MailService } from '../adapters/mail/mailService';
import type { AttemptLimiter } from '../auth/attemptLimiter';
import type { Db } from '../store/database';
import { findAccountByEmail } from '../store/accounts';
import { createSignUp, signUpLifetimeMs, type SignUp } from '../store/accountSignUps';
import { forgotPasswordPath, interactionPath, mailboxPath } from './embeddedProvider';
import { link, renderMessagePage } from './interactionPages';
import type { ScryptSetting } from './passwordHash';

export const lifetimeHours = signUpLifetimeMs / 3_600_000;

export const confirmationPath = (uid: string) => `${interactionPath}/${uid}/confirm`;

export interface SignUpDeps {
  db: Db;
  provider: Provider;
  now: () => Date;
  /** Where links in messages point (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Where signing in starts (the relying party's /login). */
  signInUrl: string;
  /** Where messages go; null: none is connected, so no account can be confirmed (the log says so). */
  mail: MailService | null;
  /** Development's local mailbox page (/dev/mailbox): "Check your email" links to it. */
  showMailbox: boolean;
  /** Messages per email address (shared with password-reset links, apart from sign-in's limit). */
  perAddress: AttemptLimiter;
  /** For a password chosen when the link is opened in another browser. */
  hashSetting: ScryptSetting;
  /** Records which page was shown (analytics screens), when the provider runs inside the app. */
  pageViews?: ProviderPageViews;
}

function confirmationMessage(url: string): string {
  return [
    'Thanks for creating a Relief Loans account.',
    '',
    `To confirm this is your email address and finish creating your account, open this link within ${lifetimeHours} hours:`,
    url,
    '',
    'If you did not ask for an account, ignore this message: no account will be made.',
  ].join('\n');
}

function alreadyHaveAccountMessage(origin: string, signInUrl: string): string {
  return [
    'Someone, probably you, tried to create a Relief Loans account with this email address. It already has one.',
    '',
    'To sign in, go to:',
    `${origin}${signInUrl}`,
    '',
    'Forgot your password? Choose a new one here:',
    `${origin}${forgotPasswordPath}`,
    '',
    'If you made your account with Google or Apple, choose that button on the sign-in page.',
    '',
    'If it was not you, ignore this message: nothing has changed.',
  ].join('\n');
}

/**
 * What "Create account" does once the form is valid and the password hashed: mails the link, or the
 * note when the address already has an account. Not awaited by the page, so the answer takes as long
 * either way.
 */
export function startSignUp(deps: SignUpDeps, signUp: SignUp, request: FastifyRequest): void {
  void (async () => {
    if (!deps.mail) {
      request.log.warn(
        'an account was asked for, but no mail service is connected to confirm it (SMTP_URL and DEV_MAILBOX are unset)',
      );
      return;
    }
    const existing = await findAccountByEmail(deps.db, signUp.email);
    if (existing) {
      await deps.mail.send({
        to: signUp.email,
        subject: 'You already have a Relief Loans account',
        body: alreadyHaveAccountMessage(deps.publicOrigin, deps.signInUrl),
      });
      return;
    }
    const token = await createSignUp(deps.db, signUp, deps.now());
    const url = `${deps.publicOrigin}${confirmationPath(signUp.interactionUid)}?token=${encodeURIComponent(token)}`;
    await deps.mail.send({
      to: signUp.email,
      subject: 'Confirm your email for Relief Loans',
      body: confirmationMessage(url),
    });
  })().catch((error: unknown) => request.log.error({ err: error }, 'the sign-up could not be sent'));
}

/** The page "Create account" answers with, whatever the address. */
export function checkYourEmailPage(deps: SignUpDeps, email: string, uid: string): string {
  return renderMessagePage(
    'Check your email',
    `We’ve sent a message to ${email}. Open the link in it to confirm your address and finish creating your account. The link works for ${lifetimeHours} hours. If you already have an account, the message says how to sign in.`,
    { href: `${interactionPath}/${uid}/sign-in`, text: 'Back to sign in' },
    [
      link(`${interactionPath}/${uid}/create`, 'Wrong address? Start again'),
      ...(deps.showMailbox ? [link(mailboxPath, 'Open the local mailbox (development)')] : []),
    ],
  );
}
