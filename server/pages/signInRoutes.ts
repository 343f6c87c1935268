/**
 * Sign-in pages (docs/architecture.md): /login, /account/new, /keycloak/global_logout. Names are
 * checked with the legalName rule of definitions.json, so sign-in and the get-started step agree.
 * Sign-in attempts are limited per client address (429 with Retry-After past the limit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withDefinitions } from '../../core/rules/withDefinitions';
import type { AppContext } from '../appContext';
import { defaultAfterSignInPath, safeAfterSignInPath } from '../auth/safeRedirect';
import { sessionFormToken, sessionFormTokenMatches } from '../auth/secrets';
import { clearSessionCookie, readSession, setSessionCookie } from '../auth/sessionCookie';
import { bodyAjv } from '../http/validation';
import { renderSignInPage, type SignInErrors, type SignInValues } from './signInPage';
import { renderSignOutPage } from './signOutPage';
import { createSession, deleteSession } from '../store/sessions';
import { findOrCreateUser } from '../store/users';

const signOutPurpose = 'sign out';

const validateLegalName = bodyAjv.compile(withDefinitions({ $ref: '#/definitions/legalName' }));

function nameError(value: string): string | undefined {
  if (validateLegalName(value)) return undefined;
  return validateLegalName.errors?.[0]?.message ?? 'Required';
}

const loginPage = {
  title: 'Sign in',
  lead: 'Sign in to check your rate. It won’t affect your credit score.',
};
const accountPage = { title: 'Create your account', lead: 'Create an account to apply for a Relief Loan.' };

function sendHtml(reply: FastifyReply, html: string, statusCode = 200) {
  return reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A form posted from another site (Origin present and different) is refused: login CSRF. */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false; // tools and older browsers send none
  if (origin === 'null') return true; // an opaque origin: sandboxed frame or data: page
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/login', (request, reply) => {
    const { after_sign_in_path: after } = request.query as { after_sign_in_path?: string };
    return sendHtml(reply, renderSignInPage({ ...loginPage, afterSignInPath: safeAfterSignInPath(after) }));
  });

  app.get('/account/new', (request, reply) => {
    const { after_login: after } = request.query as { after_login?: string };
    return sendHtml(reply, renderSignInPage({ ...accountPage, afterSignInPath: safeAfterSignInPath(after) }));
  });

  app.post('/login', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const values: SignInValues = { firstName: text('firstName'), lastName: text('lastName') };
    const afterSignInPath = safeAfterSignInPath(form.after_sign_in_path);
    // Every attempt counts, and is counted before anything else: attempts sent at once all count.
    const wait = await ctx.signInLimiter.take(request.ip, ctx.now());
    if (wait !== null) {
      reply.header('Retry-After', String(wait));
      return sendHtml(
        reply,
        renderSignInPage({
          ...loginPage,
          afterSignInPath,
          values,
          formError: `Too many sign-in attempts. Please wait ${wait} seconds and try again.`,
        }),
        429,
      );
    }
    if (isCrossSite(request)) {
      return sendHtml(
        reply,
        renderSignInPage({
          ...loginPage,
          afterSignInPath,
          values,
          formError: 'Please sign in from this page.',
        }),
        403,
      );
    }
    const errors: SignInErrors = {};
    const firstNameError = nameError(values.firstName);
    const lastNameError = nameError(values.lastName);
    if (firstNameError) errors.firstName = firstNameError;
    if (lastNameError) errors.lastName = lastNameError;
    if (firstNameError || lastNameError) {
      return sendHtml(reply, renderSignInPage({ ...loginPage, afterSignInPath, values, errors }), 400);
    }
    const provider = form.provider === 'google' ? 'google' : 'apple';
    const user = await findOrCreateUser(
      ctx.db,
      { provider, givenName: values.firstName, familyName: values.lastName },
      ctx.now(),
    );
    const session = await createSession(ctx.db, user.uuid, ctx.now());
    setSessionCookie(reply, session.secret);
    return reply.redirect(afterSignInPath, 303);
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
      return reply.redirect(`/login?after_sign_in_path=${encodeURIComponent(target)}`, 303);
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
      if (isCrossSite(request) || !sessionFormTokenMatches(session.secret, signOutPurpose, form.form_token)) {
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
    return reply.redirect(`/login?after_sign_in_path=${encodeURIComponent(target)}`, 303);
  });
}
