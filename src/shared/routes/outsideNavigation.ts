/**
 * Leaving the app (sign-in, sign-out, account pages). Spec §2: a redirect to an outside address is
 * recorded as a "redirecting-user" action with target and current route, and happens only once.
 */
import { recordAction } from '../analytics/actions';

export const basePath = '/relief-loans';

let redirecting = false;
const leaving = new Set<() => void>();

/** Runs `callback` just before the app sends the applicant out of it (what must go before the page does). */
export function beforeLeavingApp(callback: () => void): void {
  leaving.add(callback);
}

export function redirectOutside(
  target: string,
  currentRoute: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  if (redirecting) return false;
  redirecting = true;
  recordAction('redirecting-user', { target: target.split('?')[0] ?? target, currentRoute });
  for (const callback of leaving) callback();
  assign(target);
  return true;
}

/**
 * A fresh load of one of the app's own pages (a new request after one was closed): nothing of the
 * previous application stays in memory to act on, such as the pick-up modal.
 */
export function reloadAppAt(href: string): void {
  window.location.assign(href);
}

/** True once a redirect out of the app has started: nothing else should leave, or be recorded as leaving. */
export function isLeavingApp(): boolean {
  return redirecting;
}

/** For tests: allow another redirect. */
export function resetOutsideRedirect(): void {
  redirecting = false;
}

/** The app path to come back to after signing in (path and query only, under the base path). */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${location.pathname}${location.search}`;
}

export const outsideHref = {
  login: (afterSignInPath: string) => `/login?after_sign_in_path=${encodeURIComponent(afterSignInPath)}`,
  logout: (afterSignInPath: string) =>
    `/keycloak/global_logout?after_sign_in_path=${encodeURIComponent(afterSignInPath)}`,
  overview: (applicationUuid?: string) =>
    applicationUuid ? `/overview?application_uuid=${encodeURIComponent(applicationUuid)}` : '/overview',
  myAccount: () => '/my-account',
  adverseActionNotice: (applicationUuid: string) =>
    `/adverse_action_notices?application_uuid=${encodeURIComponent(applicationUuid)}`,
  legalDocs: () => '/legal-docs-and-notices',
  termsOfUse: () => '/terms',
  privacyPolicy: () => '/privacy',
  newAccount: (afterLogin: string) =>
    `/account/new?product_type_id=4&after_login=${encodeURIComponent(afterLogin)}`,
};
