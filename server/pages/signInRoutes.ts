/**
 * Sign-in as an OpenID Connect relying party (docs/architecture.md "Sign-in"): /login and
 * /account/new send the browser to the provider (the embedded one unless OIDC_ISSUER is set),
 * /auth/callback checks what comes back and starts a session that belongs to the provider's subject,
 * and /keycloak/global_logout ends the local session and then the provider's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { AttemptLimiter } from '../auth/attemptLimiter';
import { SignInRefused, newSignInSecrets, type RelyingParty } from '../auth/relyingParty';
import { defaultAfterSignInPath, safeAfterSignInPath } from '../auth/safeRedirect';
import { sessionFormToken, sessionFormTokenMatches } from '../auth/secrets';
import { clearSessionCookie, readSession, setSessionCookie } from '../auth/sessionCookie';
import { isCrossSite } from '../http/crossSite';
import { signOutConfirmedCookie, signOutConfirmedPath } from '../identityProvider/embeddedProvider';
import { renderMessagePage } from '../identityProvider/interactionPages';
import { createSession, deleteSession } from '../store/sessions';
import { saveSignInRequest, signInRequestLifetimeMs, takeSignInRequest } from '../store/signInRequests';
import { userForIdentity } from '../store/users';
import { renderSignOutPage } from './signOutPage';
import { sendHtml } from './htmlReply';
import { laxCookie, signedOutNoticeCookie } from '../http/cookies';

const signOutPurpose = 'sign out';
const signInCookie = 'rl_sign_in';
const callbackPath = '/auth/callback';
export const signedOutPath = '/auth/signed-out';
/** Set on the way back from signing out: the next sign-in page says "You're signed out". */

export interface SignInRouteOptions {
  relyingParty: RelyingParty;
  /** How the account page names the way in, from the ID token's `amr` (the embedded provider: "Google"). */
  providerLabel: (methods: string[]) => string;
  /** The app's public origin (PUBLIC_ORIGIN): the callback URL is rebuilt on it. */
  publicOrigin: string;
  /** Sign-ins started per client address (each writes a row until its callback). */
  startLimiter: AttemptLimiter;
}

const signInPath = (after: string) => `/login?after_sign_in_path=${encodeURIComponent(after)}`;

/** The after-sign-in path carried through the provider's sign-out in `state` (it is not a secret). */
const encodeAfter = (path: string) => Buffer.from(path, 'utf8').toString('base64url');
const decodeAfter = (state: unknown) =>
  safeAfterSignInPath(typeof state === 'string' ? Buffer.from(state, 'base64url').toString('utf8') : '');

export function registerSignInRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: SignInRouteOptions,
): void {
  const { relyingParty } = options;

  async function startSignIn(request: FastifyRequest, reply: FastifyReply, after: unknown, create: boolean) {
    const wait = await options.startLimiter.take(request.ip, ctx.now());
    if (wait !== null) {
      reply.header('Retry-After', String(wait));
      return sendHtml(
        reply,
        renderMessagePage('Too many sign-in attempts', `Please wait ${wait} seconds and try again.`, {
          href: signInPath(safeAfterSignInPath(after)),
          text: 'Try again',
        }),
        429,
      );
    }
    const secrets = newSignInSecrets();
    let url: URL;
    try {
      url = await relyingParty.authorizationUrl(secrets, { create });
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider could not be reached');
      return sendHtml(
        reply,
        renderMessagePage(
          'Sign-in is not available right now',
          'We could not reach our sign-in service. Please try again in a few minutes.',
          { href: signInPath(safeAfterSignInPath(after)), text: 'Try again' },
        ),
        503,
      );
    }
    const handle = await saveSignInRequest(
      ctx.db,
      'relying-party',
      { ...secrets, afterSignInPath: safeAfterSignInPath(after), interactionUid: null },
      ctx.now(),
      request.cookies[signInCookie],
    );
    // Lax: sent on the provider's top-level redirect back to the callback, never on another site's post.
    reply.setCookie(signInCookie, handle, laxCookie('/auth', signInRequestLifetimeMs / 1000));
    return reply.redirect(url.href, 303);
  }

  app.get('/login', (request, reply) => {
    const { after_sign_in_path: after } = request.query as { after_sign_in_path?: string };
    return startSignIn(request, reply, after, false);
  });

  /** Spec §2: the new-account link (product type 4) comes back to `after_login`. */
  app.get('/account/new', (request, reply) => {
    const { after_login: after } = request.query as { after_login?: string };
    return startSignIn(request, reply, after, true);
  });

  app.get(callbackPath, async (request, reply) => {
    // The cookie stays: another tab's sign-in may still be in flight with the same handle.
    const handle = request.cookies[signInCookie];
    const { state } = request.query as { state?: unknown };
    const pending =
      handle && typeof state === 'string'
        ? await takeSignInRequest(ctx.db, 'relying-party', { handle, state }, ctx.now())
        : null;
    const refuse = (reason: string) => {
      request.log.warn({ reason }, 'sign-in callback refused');
      return sendHtml(
        reply,
        renderMessagePage(
          'We could not sign you in',
          'Your sign-in could not be completed, or the link was already used. Please sign in again.',
          { href: signInPath(pending?.afterSignInPath ?? defaultAfterSignInPath), text: 'Sign in' },
        ),
        400,
      );
    };
    if (!pending) return refuse('no sign-in request for this browser (expired, used, or never started)');
    let identity;
    try {
      identity = await relyingParty.finish(new URL(request.url, options.publicOrigin), pending);
    } catch (error) {
      if (error instanceof SignInRefused) return refuse(error.reason);
      throw error;
    }
    const user = await userForIdentity(
      ctx.db,
      { ...identity, provider: options.providerLabel(identity.methods) },
      ctx.now(),
    );
    // A new session id at every sign-in (session fixation): whatever session this browser had ends.
    const previous = await readSession(request, ctx);
    if (previous) await deleteSession(ctx.db, previous.secret);
    const session = await createSession(ctx.db, user.uuid, ctx.now());
    setSessionCookie(reply, session.secret);
    return reply.redirect(pending.afterSignInPath, 303);
  });

  /**
   * Signed in: a page that asks, with a form only this session can post. Not signed in (the usual
   * case after a 401): there is nothing to sign out of, so straight on to sign in.
   */
  app.get('/keycloak/global_logout', async (request, reply) => {
    const { after_sign_in_path: after } = request.query as { after_sign_in_path?: string };
    const target = safeAfterSignInPath(after ?? defaultAfterSignInPath);
    const session = await readSession(request, ctx);
    if (!session) {
      clearSessionCookie(reply);
      return reply.redirect(signInPath(target), 303);
    }
    return sendHtml(
      reply,
      renderSignOutPage({
        formToken: sessionFormToken(session.secret, signOutPurpose),
        afterSignInPath: target,
      }),
    );
  });

  app.post('/keycloak/global_logout', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const target = safeAfterSignInPath(form.after_sign_in_path ?? defaultAfterSignInPath);
    const session = await readSession(request, ctx);
    if (session) {
      if (
        isCrossSite(request, options.publicOrigin) ||
        !sessionFormTokenMatches(session.secret, signOutPurpose, form.form_token)
      ) {
        return sendHtml(
          reply,
          renderSignOutPage({
            formToken: sessionFormToken(session.secret, signOutPurpose),
            afterSignInPath: target,
          }),
          403,
        );
      }
      await deleteSession(ctx.db, session.secret);
    }
    clearSessionCookie(reply);
    // Then the provider's session (RP-initiated logout), which comes back to /auth/signed-out.
    let providerSignOut: URL | null = null;
    try {
      providerSignOut = await relyingParty.endSessionUrl(encodeAfter(target));
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider could not be reached to sign out');
    }
    // The embedded provider's end-session page sends itself on only after this confirmation.
    if (providerSignOut)
      void reply.setCookie(signOutConfirmedCookie, '1', laxCookie(signOutConfirmedPath, 60));
    return reply.redirect(providerSignOut?.href ?? signInPath(target), 303);
  });

  app.get(signedOutPath, (request, reply) => {
    const { state } = request.query as { state?: string };
    // The sign-in page that follows says so (server/identityProvider/interactionRoutes.ts).
    void reply.setCookie(signedOutNoticeCookie, '1', laxCookie('/interaction', 120));
    return reply.redirect(signInPath(decodeAfter(state)), 303);
  });
}
