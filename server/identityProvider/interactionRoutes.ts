/**
 * The embedded provider's interaction pages (/interaction/:uid…): sign in with email and password,
 * or create an account (what /account/new opens, through prompt=create). Every page and post first
 * asks the provider for the interaction, which its path-scoped SameSite=Lax cookie ties to this
 * browser: a form posted from another site, or after the interaction expired, finds none.
 *
 * Abuse (docs/decisions/0066-openid-connect-sign-in.md): attempts are limited per client address and
 * per email address, across instances; a wrong password and an unknown email get the same answer
 * after the same scrypt work, and so do a new and a taken address on "Create account" (decision 0070).
 */
import type { ProviderPageViews } from './pageViews';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as providerErrors } from 'oidc-provider';
import { withDefinitions } from '../../core/rules/withDefinitions';
import type { AttemptLimiter } from '../auth/attemptLimiter';
import { isCrossSite } from '../http/crossSite';
import { bodyAjv } from '../http/validation';
import type { Db } from '../store/database';
import { emailKey, findAccountByEmail } from '../store/accounts';
import { checkYourEmailPage, startSignUp, type SignUpDeps } from './accountSignUp';
import { isCommonPassword } from './commonPasswords';
import { emailError, maxEmailLength } from './emailAddress';
import { interactionPath } from './embeddedProvider';
import {
  link,
  newPasswordField,
  renderFormPage,
  showPasswordScriptPath,
  renderMessagePage,
  type FieldErrors,
  type FormField,
} from './interactionPages';
import { hashPassword, passwordMatches, spendPasswordCheck, type ScryptSetting } from './passwordHash';
import { maximumPasswordLength, passwordProblem } from './passwordPolicy';
import { formText, sendHtml } from '../pages/htmlReply';
import { signedOutNoticeCookie } from '../http/cookies';

export interface InteractionLimits {
  /** Per client address: every sign-in and create-account post. */
  perClient: AttemptLimiter;
  /** Per email address, known or not: every sign-in post. */
  perAccount: AttemptLimiter;
}

interface InteractionDeps {
  db: Db;
  provider: Provider;
  limits: InteractionLimits;
  now: () => Date;
  hashSetting: ScryptSetting;
  /** Where signing in starts again (the relying party's /login). */
  signInUrl: string;
  /** Where browsers reach the provider (PUBLIC_ORIGIN): its own forms post from there. */
  publicOrigin: string;
  /** Upstream providers configured ("Continue with Google"), shown above the email form. */
  upstreams?: { id: string; label: string }[];
  /** Where "Create account" mails its confirmation link (server/identityProvider/accountSignUp.ts). */
  signUps: SignUpDeps;
  /** Records which page was shown (analytics screens), when the provider runs inside the app. */
  pageViews?: ProviderPageViews;
}

const validateLegalName = bodyAjv.compile(withDefinitions({ $ref: '#/definitions/legalName' }));

const signInCopy = {
  title: 'Sign in',
  lead: 'Sign in to check your rate. It won’t affect your credit score.',
};
const createCopy = {
  title: 'Create your account',
  lead: 'Create an account to apply for a Relief Loan.',
};
// The last sentence helps someone who has not confirmed yet, and says nothing about any address.
const wrongCredentials =
  'The email or password is not right. Check both and try again. Just created your account? Open the link we emailed you first.';

/** The shared legal-name rule (schemas/definitions.json); an empty field says which name to enter. */
function nameError(value: string, whenEmpty: string): string | undefined {
  if (value === '') return whenEmpty;
  if (validateLegalName(value)) return undefined;
  return validateLegalName.errors?.[0]?.message ?? whenEmpty;
}

const emailField = (value: string): FormField => ({
  name: 'email',
  label: 'Email address',
  type: 'email',
  autocomplete: 'username',
  value,
  maxLength: maxEmailLength,
});

interface PageOptions {
  /** Just signed out (the rl_signed_out cookie): the page says so. */
  signedOut?: boolean;
  errors?: FieldErrors;
  formError?: string;
  upstreams?: { id: string; label: string }[];
}

const alternativesFor = (uid: string, upstreams: PageOptions['upstreams']) =>
  (upstreams ?? []).map((upstream) => ({
    action: `${interactionPath}/${uid}/upstream/${upstream.id}`,
    label: upstream.label,
  }));

function signInPage(uid: string, options: PageOptions & { email?: string }) {
  return renderFormPage({
    ...signInCopy,
    alternatives: alternativesFor(uid, options.upstreams),
    action: `${interactionPath}/${uid}/sign-in`,
    fields: [
      emailField(options.email ?? ''),
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'current-password',
        maxLength: maximumPasswordLength * 4,
      },
    ],
    submitLabel: 'Sign in',
    errors: options.errors,
    formError: options.formError,
    notice: options.signedOut ? 'You’re signed out. Sign in again to continue.' : undefined,
    // New applicants arrive here from "See my options": making an account is the main way on for them.
    secondaryAction: {
      lead: 'New here?',
      href: `${interactionPath}/${uid}/create`,
      text: 'Create an account',
    },
    links: [link(`/account/password/forgot?interaction=${uid}`, 'Forgot your password?')],
  });
}

interface CreateValues {
  firstName: string;
  lastName: string;
  email: string;
}

function createPage(uid: string, options: PageOptions & { values?: CreateValues }) {
  const values = options.values ?? { firstName: '', lastName: '', email: '' };
  return renderFormPage({
    ...createCopy,
    alternatives: alternativesFor(uid, options.upstreams),
    action: `${interactionPath}/${uid}/create`,
    fields: [
      {
        name: 'firstName',
        label: 'Legal first name',
        type: 'text',
        autocomplete: 'given-name',
        value: values.firstName,
        maxLength: 50,
      },
      {
        name: 'lastName',
        label: 'Legal last name',
        type: 'text',
        autocomplete: 'family-name',
        value: values.lastName,
        maxLength: 50,
        hint: 'Use your name exactly as it appears on your government ID.',
      },
      emailField(values.email),
      newPasswordField('Password'),
    ],
    submitLabel: 'Create account',
    errors: options.errors,
    formError: options.formError,
    links: [link(`${interactionPath}/${uid}/sign-in`, 'Already have an account? Sign in')],
  });
}

/** The interaction this browser is in, or null (expired, finished, or another browser's). */
export async function browserInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    if (error instanceof providerErrors.SessionNotFound) return null;
    throw error;
  }
}

/** An interaction that ended (expired, finished, or another browser's): start again at `signInUrl`. */
export function sendExpired(reply: FastifyReply, signInUrl: string) {
  return sendHtml(
    reply,
    renderMessagePage(
      'This sign-in page has expired',
      'For your security, sign-in pages only last a short while. Please start again.',
      { href: signInUrl, text: 'Start again' },
    ),
    400,
  );
}

/**
 * The result that ends an interaction signed in as `accountId` (creating the account if that was
 * asked); `amr` says how (RFC 8176 "pwd", or the upstream's id), and reaches the ID token.
 */
export function signedInResult(accountId: string, promptName: string, amr: string[]) {
  return {
    // Not remembered past the browser session: signing in again after the app's session ends asks again.
    login: { accountId, remember: false, amr },
    ...(promptName === 'create' ? { create: {} } : {}),
  };
}

const finishSignOutScript = "document.getElementById('finish-sign-out')?.click();\n";

/**
 * "Show password" beside each password field (NIST SP 800-63B 5.1.1.2: let people see what they
 * type). A checkbox, so its state is announced; the field is a password field again when the form is
 * sent, so password managers still see one. Without scripts the fields work as they are.
 */
const showPasswordScript = `document.querySelectorAll('input[type=password]').forEach(function (input) {
  var label = document.createElement('label');
  label.className = 'show-password';
  var box = document.createElement('input');
  box.type = 'checkbox';
  box.setAttribute('aria-controls', input.id);
  box.addEventListener('change', function () { input.type = box.checked ? 'text' : 'password'; });
  label.appendChild(box);
  label.appendChild(document.createTextNode(' Show password'));
  input.insertAdjacentElement('afterend', label);
  if (input.form) input.form.addEventListener('submit', function () { input.type = 'password'; });
});
`;

export function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  const { provider, db, limits, now, hashSetting } = deps;
  const upstreams = deps.upstreams ?? [];

  const interactionOf = (request: FastifyRequest, reply: FastifyReply) =>
    browserInteraction(provider, request, reply);
  const expired = (reply: FastifyReply) => sendExpired(reply, deps.signInUrl);

  async function finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    promptName: string,
  ) {
    const result = signedInResult(accountId, promptName, ['pwd']);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  /** Too many attempts: the page again, with the wait, and Retry-After. */
  function limited(reply: FastifyReply, wait: number, page: (formError: string) => string) {
    reply.header('Retry-After', String(wait));
    return sendHtml(reply, page(`Too many attempts. Please wait ${wait} seconds and try again.`), 429);
  }

  // The provider's sign-out page sends its form with this (server/identityProvider/interactionPages.ts).
  app.get('/identity-assets/finish-sign-out.js', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(finishSignOutScript),
  );

  // Every page with a password field loads this (interactionPages.ts renderFormPage).
  app.get(showPasswordScriptPath, (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(showPasswordScript),
  );

  app.get<{ Params: { uid: string } }>(`${interactionPath}/:uid`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expired(reply);
    const signedOut = request.cookies[signedOutNoticeCookie] === '1';
    if (signedOut) void reply.clearCookie(signedOutNoticeCookie, { path: interactionPath });
    const creating = details.prompt.name === 'create';
    deps.pageViews?.(request, creating ? 'login' : 'haveAPassword');
    return sendHtml(
      reply,
      creating ? createPage(details.uid, { upstreams }) : signInPage(details.uid, { upstreams, signedOut }),
    );
  });

  app.get<{ Params: { uid: string } }>(`${interactionPath}/:uid/sign-in`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expired(reply);
    deps.pageViews?.(request, 'haveAPassword');
    return sendHtml(reply, signInPage(details.uid, { upstreams }));
  });

  app.get<{ Params: { uid: string } }>(`${interactionPath}/:uid/create`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expired(reply);
    deps.pageViews?.(request, 'login');
    return sendHtml(reply, createPage(details.uid, { upstreams }));
  });

  app.post<{ Params: { uid: string } }>(`${interactionPath}/:uid/sign-in`, async (request, reply) => {
    const email = formText(request, 'email').trim();
    const password = formText(request, 'password');
    const details = await interactionOf(request, reply);
    if (!details || isCrossSite(request, deps.publicOrigin)) return expired(reply);
    const page = (formError?: string, errors?: FieldErrors) =>
      signInPage(details.uid, { email, formError, errors, upstreams });
    const errors: FieldErrors = {};
    const badEmail = emailError(email);
    if (badEmail) errors.email = badEmail;
    if (password.length === 0) errors.password = 'Enter your password';
    if (Object.keys(errors).length > 0) return sendHtml(reply, page(undefined, errors), 400);
    // Counted before the password is checked, so attempts sent at once all count.
    const clientWait = await limits.perClient.take(request.ip, now());
    if (clientWait !== null) return limited(reply, clientWait, (message) => page(message));
    const accountWait = await limits.perAccount.take(emailKey(email), now());
    if (accountWait !== null) return limited(reply, accountWait, (message) => page(message));
    const account = await findAccountByEmail(db, email);
    // An account without a password (it signs in through Google or Apple) costs the same work.
    const matches = account?.passwordHash
      ? await passwordMatches(password, account.passwordHash)
      : await spendPasswordCheck(password, hashSetting);
    if (!account || !matches) return sendHtml(reply, page(wrongCredentials), 401);
    // A good sign-in gives back this address's attempt, so its owner is not locked out by their own typos.
    await limits.perAccount.giveBack(emailKey(email), now());
    return finishSignIn(request, reply, account.uuid, details.prompt.name);
  });

  app.post<{ Params: { uid: string } }>(`${interactionPath}/:uid/create`, async (request, reply) => {
    const values: CreateValues = {
      firstName: formText(request, 'firstName').trim(),
      lastName: formText(request, 'lastName').trim(),
      email: formText(request, 'email').trim(),
    };
    const password = formText(request, 'password');
    const details = await interactionOf(request, reply);
    if (!details || isCrossSite(request, deps.publicOrigin)) return expired(reply);
    const page = (formError?: string, errors?: FieldErrors) =>
      createPage(details.uid, { values, formError, errors, upstreams });
    const clientWait = await limits.perClient.take(request.ip, now());
    if (clientWait !== null) return limited(reply, clientWait, (message) => page(message));
    const errors: FieldErrors = {};
    const firstNameError = nameError(values.firstName, 'Enter your legal first name');
    const lastNameError = nameError(values.lastName, 'Enter your legal last name');
    const badEmail = emailError(values.email);
    const badPassword = passwordProblem(password, { email: values.email, isCommonPassword });
    if (firstNameError) errors.firstName = firstNameError;
    if (lastNameError) errors.lastName = lastNameError;
    if (badEmail) errors.email = badEmail;
    if (badPassword) errors.password = badPassword;
    if (Object.keys(errors).length > 0) return sendHtml(reply, page(undefined, errors), 400);
    // Each sign-up sends a message: the address's limit keeps anyone from flooding a mailbox, and
    // is not sign-in's, so sign-ups in someone's address never lock them out of signing in.
    const addressWait = await deps.signUps.perAddress.take(emailKey(values.email), now());
    if (addressWait !== null) return limited(reply, addressWait, (message) => page(message));
    // The password is hashed for a taken address too, and the mail goes after the answer: the page
    // answers alike, as fast, whether or not the address has an account.
    const passwordHash = await hashPassword(password, hashSetting);
    startSignUp(
      deps.signUps,
      {
        email: values.email,
        givenName: values.firstName,
        familyName: values.lastName,
        passwordHash,
        interactionUid: details.uid,
      },
      request,
    );
    return sendHtml(reply, checkYourEmailPage(deps.signUps, values.email, details.uid));
  });
}
