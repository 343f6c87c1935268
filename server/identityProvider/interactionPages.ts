/**
 * The embedded provider's pages: sign in with email and password, create an account, and the
 * provider's sign-out and error pages. Plain HTML in the app's frame (server/pages/layout.ts), so they
 * work without JavaScript and under the strict Content-Security-Policy. Errors are listed in a
 * role=alert summary that links to each field, and shown next to the field; what was typed is kept,
 * except passwords.
 */
import { escapeHtml, safe } from '../pages/html';
import { renderPage } from '../pages/layout';
import { maximumPasswordLength } from './passwordPolicy';

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  maxLength: number;
}

export type FieldErrors = Record<string, string>;

interface FormPage {
  title: string;
  lead: string;
  action: string;
  fields: FormField[];
  submitLabel: string;
  errors?: FieldErrors;
  formError?: string;
  /** Links under the form, already escaped by the caller via `link`. */
  links: string[];
  /** Other ways in, above the form ("Continue with Google"): each a button posting to its action. */
  alternatives?: { action: string; label: string }[];
  /** A line above the form that is not an error, e.g. "You're signed out." */
  notice?: string;
  /** A button-styled link under the form's links' heading, e.g. "Create an account". */
  secondaryAction?: { href: string; text: string; lead: string };
}

/** The script that adds "Show password" to password fields (served by interactionRoutes.ts). */
export const showPasswordScriptPath = '/identity-assets/show-password.js';

/** A password to choose (create an account, a reset, a confirmation elsewhere): the same field everywhere. */
export function newPasswordField(label: string): FormField {
  return {
    name: 'password',
    label,
    type: 'password',
    autocomplete: 'new-password',
    maxLength: maximumPasswordLength * 4,
    hint: 'At least 8 characters. A few words you will remember work well.',
  };
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

function renderField(field: FormField, error: string | undefined, focus: boolean): string {
  const id = `field-${field.name}`;
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  // A password is never sent back into the page.
  const value = field.type === 'password' ? '' : (field.value ?? '');
  return `<div class="field">
<label for="${id}">${escapeHtml(field.label)}</label>
${field.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(field.hint)}</p>` : ''}
<input type="${field.type}" id="${id}" name="${field.name}" value="${escapeHtml(value)}" autocomplete="${field.autocomplete}" required maxlength="${field.maxLength}"${
    field.type === 'email' ? ' inputmode="email" spellcheck="false" autocapitalize="none"' : ''
  }${focus ? ' autofocus' : ''}${error ? ' aria-invalid="true"' : ''}${
    describedBy.length > 0 ? ` aria-describedby="${describedBy.join(' ')}"` : ''
  }>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderFormPage(page: FormPage): string {
  const errors = page.errors ?? {};
  const invalid = page.fields.filter((field) => errors[field.name]);
  // After a failed submit, focus lands on the first field to fix, read with its error (as on every step).
  const focusName = invalid[0]?.name ?? (page.formError ? page.fields[0]?.name : undefined);
  const problems = [
    ...(page.formError ? [escapeHtml(page.formError)] : []),
    ...invalid.map(
      (field) =>
        `<a href="#field-${field.name}">${escapeHtml(`${field.label}: ${errors[field.name] ?? ''}`)}</a>`,
    ),
  ];
  const summary =
    problems.length > 0
      ? `<div class="alert" role="alert"><strong>Please fix the following:</strong><ul>${problems
          .map((problem) => `<li>${problem}</li>`)
          .join('')}</ul></div>`
      : '';
  const alternatives = page.alternatives ?? [];
  const otherWays =
    alternatives.length > 0
      ? `<div class="other-ways">${alternatives
          .map(
            (way) =>
              `<form method="post" action="${escapeHtml(way.action)}"><button type="submit" class="secondary">${escapeHtml(way.label)}</button></form>`,
          )
          .join('')}</div>
<p class="divider"><span>or use your email</span></p>`
      : '';
  const notice = page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : '';
  const secondary = page.secondaryAction
    ? `<div class="secondary-action"><p>${escapeHtml(page.secondaryAction.lead)}</p><a class="button secondary" href="${escapeHtml(page.secondaryAction.href)}">${escapeHtml(page.secondaryAction.text)}</a></div>`
    : '';
  const body = `<h1>${escapeHtml(page.title)}</h1>
${notice}
<p class="lead">${escapeHtml(page.lead)}</p>
${summary}
${otherWays}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
${page.fields.map((field) => renderField(field, errors[field.name], field.name === focusName)).join('\n')}
<button type="submit" class="primary">${escapeHtml(page.submitLabel)}</button>
</form>
${secondary}
${page.links.length > 0 ? `<nav class="links" aria-label="Other options">${page.links.join('')}</nav>` : ''}
${page.fields.some((field) => field.type === 'password') ? `<script src="${showPasswordScriptPath}"></script>` : ''}`;
  // The title announces errors too (WCAG 3.3.1): it is the first thing read after the page reloads.
  const title = problems.length > 0 ? `Error: ${page.title}` : page.title;
  return renderPage({ title, body: safe(body) });
}

/** A page with a heading, a sentence and an optional link onwards (expired sign-in, provider errors). */
export function renderMessagePage(
  title: string,
  message: string,
  next?: { href: string; text: string },
  /** Further links under the button, already escaped by the caller via `link`. */
  links: string[] = [],
): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${next ? `<a class="button primary" href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a>` : ''}
${links.length > 0 ? `<nav class="links" aria-label="Other options">${links.join('')}</nav>` : ''}`;
  return renderPage({ title, body: safe(body) });
}

/** `signInUrl`: where signing in starts (the relying party's /login). */
export function renderProviderErrorPage(title: string, message: string, signInUrl: string): string {
  return renderMessagePage(title, message, { href: signInUrl, text: 'Sign in' });
}

/**
 * The provider's half of signing out. When the person already confirmed on /keycloak/global_logout
 * (`confirmed`), a small same-origin script sends the provider's form at once, and without scripts
 * one button does. Reached any other way (a link from another site), it asks first.
 * `form` is the provider's own hidden form (it carries its anti-forgery token).
 */
export function renderProviderLogoutPage(form: string, { confirmed }: { confirmed: boolean }): string {
  const button = `<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="finish-sign-out">${
    confirmed ? 'Finish signing out' : 'Sign out'
  }</button>`;
  const body = confirmed
    ? `<h1>Signing you out</h1>
<p class="lead">One moment while we finish signing you out on this device.</p>
${form}
${button}
<script src="/identity-assets/finish-sign-out.js"></script>`
    : `<h1>Sign out?</h1>
<p class="lead">Do you want to sign out of Relief Loans on this device?</p>
${form}
${button}`;
  return renderPage({ title: confirmed ? 'Signing you out' : 'Sign out?', body: safe(body) });
}
