/**
 * The sign-in and create-account page (docs/architecture.md): legal first and last name plus "Continue
 * with Apple" / "Continue with Google", local stand-ins for those providers. Errors are listed in a
 * role=alert summary and next to each field; what the person typed is kept.
 */
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

export interface SignInValues {
  firstName: string;
  lastName: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export interface SignInPageOptions {
  title: string;
  lead: string;
  afterSignInPath: string;
  values?: SignInValues;
  errors?: SignInErrors;
  formError?: string;
}

const fieldLabels: Record<keyof SignInValues, string> = {
  firstName: 'Legal first name',
  lastName: 'Legal last name',
};

function field(
  name: keyof SignInValues,
  value: string,
  error: string | undefined,
  autocomplete: string,
  focus: boolean,
): string {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return `<div class="field">
<label for="${id}">${escapeHtml(fieldLabels[name])}</label>
<input type="text" id="${id}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required maxlength="50"${focus ? ' autofocus' : ''}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const values = options.values ?? { firstName: '', lastName: '' };
  const errors = options.errors ?? {};
  // After a failed submit the page reloads: focus lands on the first field to fix (as on every step),
  // which is read with its error; with only a form-level problem, on the first field.
  const firstInvalid: keyof SignInValues | null = errors.firstName
    ? 'firstName'
    : errors.lastName
      ? 'lastName'
      : options.formError
        ? 'firstName'
        : null;
  // Each problem links to its field, so keyboard and screen-reader users can jump straight to it.
  const problems = [
    ...(options.formError ? [escapeHtml(options.formError)] : []),
    ...(Object.keys(errors) as (keyof SignInValues)[]).map(
      (name) => `<a href="#field-${name}">${escapeHtml(`${fieldLabels[name]}: ${errors[name]}`)}</a>`,
    ),
  ];
  const summary =
    problems.length > 0
      ? `<div class="alert" role="alert"><strong>Please fix the following:</strong><ul>${problems
          .map((problem) => `<li>${problem}</li>`)
          .join('')}</ul></div>`
      : '';
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.lead)}</p>
${summary}
<form method="post" action="/login" novalidate>
<input type="hidden" name="after_sign_in_path" value="${escapeHtml(options.afterSignInPath)}">
${field('firstName', values.firstName, errors.firstName, 'given-name', firstInvalid === 'firstName')}
${field('lastName', values.lastName, errors.lastName, 'family-name', firstInvalid === 'lastName')}
<div class="providers">
<button type="submit" class="apple" name="provider" value="apple">Continue with Apple</button>
<button type="submit" class="google" name="provider" value="google">Continue with Google</button>
</div>
</form>
<p class="muted">Use your name exactly as it appears on your government ID.</p>`;
  // The title announces errors too (WCAG 3.3.1): it is the first thing read after the page reloads.
  const title = problems.length > 0 ? `Error: ${options.title}` : options.title;
  return renderPage({ title, body: safe(body) });
}
