/**
 * Sign out asks first: it is a form posted with a token only this session's pages know, so another
 * site cannot sign a person out with a link or an image.
 */
import { escapeHtml, safe } from './html';
import { renderPage } from './layout';

export function renderSignOutPage(options: { formToken: string; afterSignInPath: string }): string {
  const body = `<h1>Sign out?</h1>
<p class="lead">You can sign in again at any time; your application is saved.</p>
<form method="post" action="/keycloak/global_logout">
<input type="hidden" name="form_token" value="${escapeHtml(options.formToken)}">
<input type="hidden" name="after_sign_in_path" value="${escapeHtml(options.afterSignInPath)}">
<div class="providers">
<button type="submit" class="primary">Sign out</button>
<a class="stay" href="${escapeHtml(options.afterSignInPath)}">Stay signed in</a>
</div>
</form>`;
  return renderPage({ title: 'Sign out', body: safe(body) });
}
