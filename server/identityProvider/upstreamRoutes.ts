/**
 * "Continue with Google / Apple" (docs/decisions/0067-continue-with-google-or-apple.md). From the
 * embedded provider's sign-in page, the browser goes to the upstream provider with this server as
 * its relying party (PKCE, state, nonce, the ID token's signature checked: server/auth/relyingParty.ts),
 * comes back to /interaction/upstream/<id>/callback, and the interaction it left resumes signed in
 * as the linked account (server/store/linkedIdentities.ts). The request in flight is a server row
 * behind the HttpOnly rl_upstream cookie, taken when read, like the app's own sign-in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AttemptLimiter } from '../auth/attemptLimiter';
import { SignInRefused, newSignInSecrets, type RelyingParty } from '../auth/relyingParty';
import { isCrossSite } from '../http/crossSite';
import { sendHtml } from '../pages/htmlReply';
import type { Db } from '../store/database';
import { accountForUpstreamIdentity } from '../store/linkedIdentities';
import { saveSignInRequest, signInRequestLifetimeMs, takeSignInRequest } from '../store/signInRequests';
import { interactionPath } from './embeddedProvider';
import { renderMessagePage } from './interactionPages';
import { browserInteraction, sendExpired, signedInResult } from './interactionRoutes';
import { upstreamCallbackPath, upstreamKinds, type UpstreamId } from './upstreamProviders';
import { laxCookie } from '../http/cookies';

export interface ConfiguredUpstream {
  id: UpstreamId;
  relyingParty: RelyingParty;
}

interface UpstreamDeps {
  db: Db;
  provider: Provider;
  upstreams: ConfiguredUpstream[];
  /** Per client address, as the sign-in form's posts: each start writes a row. */
  perClient: AttemptLimiter;
  now: () => Date;
  publicOrigin: string;
  signInUrl: string;
  /** The embedded provider's issuer: the app's sessions of its accounts are (issuer, account uuid). */
  issuer: string;
}

const upstreamCookie = 'rl_upstream';
const cookiePath = `${interactionPath}/upstream`;
/** What an upstream may answer with; anything else it sends is not passed on. */
const answerParameters = ['code', 'state', 'iss', 'error', 'error_description'];

export function registerUpstreamRoutes(app: FastifyInstance, deps: UpstreamDeps): void {
  const { db, provider, now } = deps;
  const byId = new Map(deps.upstreams.map((upstream) => [upstream.id as string, upstream]));

  const couldNotSignIn = (reply: FastifyReply, status: number, message: string, back: string) =>
    sendHtml(
      reply,
      renderMessagePage('We could not sign you in', message, { href: back, text: 'Sign in another way' }),
      status,
    );

  app.post<{ Params: { uid: string; upstream: string } }>(
    `${interactionPath}/:uid/upstream/:upstream`,
    async (request, reply) => {
      const details = await browserInteraction(provider, request, reply);
      if (!details || isCrossSite(request, deps.publicOrigin)) return sendExpired(reply, deps.signInUrl);
      const back = `${interactionPath}/${details.uid}`;
      const upstream = byId.get(request.params.upstream);
      if (!upstream) return couldNotSignIn(reply, 404, 'That way of signing in is not offered here.', back);
      const label = upstreamKinds[upstream.id].name;
      const wait = await deps.perClient.take(request.ip, now());
      if (wait !== null) {
        reply.header('Retry-After', String(wait));
        return couldNotSignIn(
          reply,
          429,
          `Too many attempts. Please wait ${wait} seconds and try again.`,
          back,
        );
      }
      const secrets = newSignInSecrets();
      let url: URL;
      try {
        url = await upstream.relyingParty.authorizationUrl(secrets, { create: false });
      } catch (error) {
        request.log.error(
          { err: error, upstream: upstream.id },
          'the upstream provider could not be reached',
        );
        return couldNotSignIn(
          reply,
          503,
          `Signing in with ${label} is not available right now. Please try again in a few minutes, or use your email.`,
          back,
        );
      }
      const handle = await saveSignInRequest(
        db,
        `upstream:${upstream.id}`,
        { ...secrets, afterSignInPath: '', interactionUid: details.uid },
        now(),
        request.cookies[upstreamCookie],
      );
      // Lax: sent on the upstream's top-level redirect back (a form_post answer is bounced to one).
      reply.setCookie(upstreamCookie, handle, laxCookie(cookiePath, signInRequestLifetimeMs / 1000));
      return reply.redirect(url.href, 303);
    },
  );

  /**
   * An answer posted from the upstream's site (form_post) comes without this site's Lax cookies: it is
   * sent on as a top-level GET to the same callback, which carries them.
   */
  app.post<{ Params: { upstream: string } }>(
    `${interactionPath}/upstream/:upstream/callback`,
    (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = new URLSearchParams();
      for (const name of answerParameters) {
        const value = body[name];
        if (typeof value === 'string') query.set(name, value);
      }
      return reply.redirect(
        `${upstreamCallbackPath(encodeURIComponent(request.params.upstream))}?${query}`,
        303,
      );
    },
  );

  app.get<{ Params: { upstream: string } }>(
    `${interactionPath}/upstream/:upstream/callback`,
    async (request: FastifyRequest<{ Params: { upstream: string } }>, reply) => {
      // The cookie stays: another tab's sign-in may still be in flight with the same handle.
      const handle = request.cookies[upstreamCookie];
      const { state } = request.query as { state?: unknown };
      const upstream = byId.get(request.params.upstream);
      const pending =
        handle && upstream && typeof state === 'string'
          ? await takeSignInRequest(db, `upstream:${upstream.id}`, { handle, state }, now())
          : null;
      const interaction = pending?.interactionUid
        ? await provider.Interaction.find(pending.interactionUid)
        : undefined;
      if (!upstream || !pending || !interaction) {
        request.log.warn('upstream callback refused: no sign-in request or interaction for this browser');
        return sendExpired(reply, deps.signInUrl);
      }
      const back = `${interactionPath}/${interaction.uid}`;
      const query = request.query as Record<string, unknown>;
      // The person said no at the upstream (or it could not ask): back to choose another way.
      if (typeof query.error === 'string' && typeof query.code !== 'string') {
        request.log.info({ upstream: upstream.id, error: query.error }, 'upstream sign-in not completed');
        return reply.redirect(back, 303);
      }
      let identity;
      try {
        identity = await upstream.relyingParty.finish(new URL(request.url, deps.publicOrigin), pending);
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        request.log.warn({ reason: error.reason, upstream: upstream.id }, 'upstream sign-in refused');
        return couldNotSignIn(
          reply,
          400,
          'Your sign-in could not be completed, or the link was already used. Please try again.',
          back,
        );
      }
      const { accountUuid } = await accountForUpstreamIdentity(
        db,
        { ...identity, upstream: upstream.id },
        { now: now(), issuer: deps.issuer },
      );
      interaction.result = signedInResult(accountUuid, interaction.prompt.name, [upstream.id]);
      // The provider keeps time by the wall clock, not the app's (tests move the app's).
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
      return reply.redirect(interaction.returnTo, 303);
    },
  );
}
