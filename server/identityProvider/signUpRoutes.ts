/**
 * Confirming a sign-up (server/identityProvider/accountSignUp.ts). The link (GET …/confirm?token=)
 * moves its token into an HttpOnly cookie scoped to the page at once, then asks for a click: a mail
 * scanner that opens links cannot confirm an account. In the browser that signed up (its sign-in
 * interaction still open) the click makes the account and goes on to the app signed in. Anywhere
 * else the person chooses the password there, so an account never opens with the password of
 * whoever typed the address, and then signs in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSite } from '../http/crossSite';
import { createAccount } from '../store/accounts';
import {
  deleteSignUpsOf,
  signUpLifetimeMs,
  takeSignUp,
  usableSignUp,
  type SignUp,
} from '../store/accountSignUps';
import { formText, sendHtml } from '../pages/htmlReply';
import { isCommonPassword } from './commonPasswords';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';
import { forgotPasswordPath, interactionPath } from './embeddedProvider';
import { link, newPasswordField, renderFormPage, renderMessagePage } from './interactionPages';
import { browserInteraction, signedInResult } from './interactionRoutes';
import { confirmationPath, lifetimeHours, type SignUpDeps } from './accountSignUp';
import { laxCookie } from '../http/cookies';

const signUpCookie = 'rl_sign_up';

export function registerSignUpRoutes(app: FastifyInstance, deps: SignUpDeps): void {
  const { db, now } = deps;
  const cookiePath = (uid: string) => confirmationPath(uid);

  // Used, expired, or never ours: one page, since a used link leaves nothing to tell them apart.
  const linkUnusable = () =>
    renderMessagePage(
      'This link can’t be used',
      `Links to confirm an email address work once, for ${lifetimeHours} hours. If you already confirmed yours, sign in. If not, choose “Create an account” on the sign-in page to get a new link.`,
      { href: deps.signInUrl, text: 'Sign in' },
    );

  /** In the browser that signed up: one button. */
  const confirmPage = (email: string, uid: string) =>
    renderFormPage({
      title: 'Confirm your email address',
      lead: `Confirm ${email} to finish creating your Relief Loans account.`,
      action: confirmationPath(uid),
      fields: [],
      submitLabel: 'Confirm and continue',
      links: [],
    });

  /**
   * Anywhere else, the password is chosen here: whoever typed one when signing up may not be the
   * owner of this mailbox, and the account must not open with a stranger's password.
   */
  const choosePasswordPage = (signUp: SignUp, uid: string, error?: string) =>
    renderFormPage({
      title: 'Choose your password',
      // The name is shown, not trusted: whoever typed the address typed it, and get-started confirms it.
      lead: `You opened this link in a different browser from the one you signed up in. To keep your account safe, choose the password for ${signUp.email} here. The name given was ${signUp.givenName} ${signUp.familyName}: you confirm your legal name when you apply.`,
      action: confirmationPath(uid),
      fields: [newPasswordField('Password')],
      submitLabel: 'Create my account',
      errors: error ? { password: error } : {},
      links: [],
    });

  /** The sign-up this page's cookie holds, when it still confirms one made on interaction `uid`. */
  async function heldSignUp(request: FastifyRequest, uid: string) {
    const token = request.cookies[signUpCookie];
    if (!token) return null;
    const signUp = await usableSignUp(db, token, now());
    return signUp?.interactionUid === uid ? { token, signUp } : null;
  }

  /** The browser that signed up: it still holds interaction `uid` (its cookie is scoped to that path). */
  async function askingBrowser(request: FastifyRequest, reply: FastifyReply, uid: string) {
    const details = await browserInteraction(deps.provider, request, reply);
    return details?.uid === uid ? details : null;
  }

  app.get<{ Params: { uid: string }; Querystring: { token?: unknown } }>(
    `${interactionPath}/:uid/confirm`,
    async (request, reply) => {
      const { uid } = request.params;
      const { token } = request.query;
      if (typeof token === 'string') {
        // The token leaves the address bar at once: into a cookie only this page receives.
        const signUp = await usableSignUp(db, token, now());
        if (signUp?.interactionUid !== uid) return sendHtml(reply, linkUnusable(), 400);
        void reply.setCookie(signUpCookie, token, laxCookie(cookiePath(uid), signUpLifetimeMs / 1000));
        return reply.redirect(confirmationPath(uid), 303);
      }
      const held = await heldSignUp(request, uid);
      if (!held) return sendHtml(reply, linkUnusable(), 400);
      deps.pageViews?.(request, 'landing');
      return sendHtml(
        reply,
        (await askingBrowser(request, reply, uid))
          ? confirmPage(held.signUp.email, uid)
          : choosePasswordPage(held.signUp, uid),
      );
    },
  );

  app.post<{ Params: { uid: string } }>(`${interactionPath}/:uid/confirm`, async (request, reply) => {
    const { uid } = request.params;
    const held = isCrossSite(request, deps.publicOrigin) ? null : await heldSignUp(request, uid);
    if (!held) return sendHtml(reply, linkUnusable(), 400);
    const asking = await askingBrowser(request, reply, uid);
    let passwordHash = held.signUp.passwordHash;
    if (!asking) {
      const password = formText(request, 'password');
      const problem = passwordProblem(password, { email: held.signUp.email, isCommonPassword });
      if (problem) return sendHtml(reply, choosePasswordPage(held.signUp, uid, problem), 400);
      passwordHash = await hashPassword(password, deps.hashSetting);
    }
    // Used as the account is made: of two clicks at once, one makes it.
    const signUp = await takeSignUp(db, held.token, uid, now());
    if (!signUp) return sendHtml(reply, linkUnusable(), 400);
    void reply.clearCookie(signUpCookie, { path: cookiePath(uid) });
    const account = await createAccount(
      db,
      {
        email: signUp.email,
        givenName: signUp.givenName,
        familyName: signUp.familyName,
        passwordHash,
      },
      now(),
    );
    // The address is proven: any other sign-up waiting for it (perhaps someone else's) is void.
    await deleteSignUpsOf(db, signUp.email);
    if (!account) {
      // Another link for this address was opened first: the address is proven, so saying so is safe.
      return sendHtml(
        reply,
        renderMessagePage(
          'You already have an account',
          `There is already a Relief Loans account for ${signUp.email}. Sign in with its password, or choose a new one if you forgot it.`,
          { href: deps.signInUrl, text: 'Sign in' },
          [link(forgotPasswordPath, 'Forgot your password?')],
        ),
      );
    }
    if (asking) {
      // The browser that asked goes straight on to the app, signed in.
      const returnTo = await deps.provider.interactionResult(
        request.raw,
        reply.raw,
        signedInResult(account.uuid, asking.prompt.name, ['pwd']),
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    }
    return sendHtml(
      reply,
      renderMessagePage(
        'Your account is ready',
        'Your email address is confirmed. Sign in with your email and the password you just chose to continue.',
        { href: deps.signInUrl, text: 'Sign in' },
      ),
    );
  });
}
