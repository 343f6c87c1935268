/**
 * People for the end-to-end tests: each test signs in someone new, so tests never share a user. Each
 * has an account at the embedded OpenID provider (server/identityProvider), made through its pages
 * the first time they sign in.
 */
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { emailFor, scriptedPassword } from '../../../scripts/journey/providerSignIn';

export interface LegalName {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** A letters-only suffix: the legal-name rule (schemas/definitions.json legalName) allows no digits. */
function randomLetters(count: number): string {
  return Array.from(crypto.randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A fresh legal name such as Mariaqkzt Lopezwv; pass `last` to choose a scenario name like Ineligible. */
export function uniqueName(first = 'Maria', last = 'Lopez'): LegalName {
  const name = { first: `${first}${randomLetters(6)}`, last };
  return {
    ...name,
    email: emailFor({ firstName: name.first, lastName: name.last }),
    password: scriptedPassword,
  };
}

/** The provider's sign-in page, where /login sends a visitor (its path names the interaction). */
export const signInPageUrl = /\/interaction\/[^/?]+/;

export async function expectSignInPage(page: Page): Promise<void> {
  await page.waitForURL(signInPageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Accounts made in this worker: those sign in with their password instead of being created again. */
const created = new Set<string>();

const leftSignIn = (url: URL) => !/^\/(interaction|oidc|auth)\//.test(url.pathname);

/**
 * Submits a provider form as a patient person does: when the server limits sign-ins from this
 * machine (every test signs in from 127.0.0.1), the page says how many seconds to wait; wait, type
 * the password again (the page never keeps it) and send again. Resolves once `arrived` does.
 */
async function submitPatiently(
  page: Page,
  password: string,
  submitLabel: string,
  arrived: () => Promise<unknown>,
): Promise<void> {
  const limited = page.getByText(/Too many attempts\. Please wait (\d+) seconds/).first();
  for (let tries = 0; ; tries += 1) {
    await page.getByRole('button', { name: submitLabel }).click();
    const outcome = await Promise.race([
      // The one that loses times out later: its failure is not this test's.
      arrived().then(
        () => 'in' as const,
        () => 'stuck' as const,
      ),
      limited.waitFor().then(
        () => 'limited' as const,
        () => 'stuck' as const,
      ),
    ]);
    if (outcome === 'in') return;
    if (outcome === 'stuck') throw new Error(`"${submitLabel}" neither went on nor was limited`);
    if (tries >= 5) throw new Error('Still limited after five waits');
    const seconds = Number(/(\d+) seconds/.exec((await limited.textContent()) ?? '')?.[1] ?? 5);
    await page.waitForTimeout(seconds * 1000 + 250);
    await page.getByLabel('Password', { exact: true }).fill(password);
  }
}

/**
 * Opens the newest confirmation link sent to `email` in the local mailbox (/dev/mailbox), as a
 * developer reads it; resolves on the page that asks to confirm.
 */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /\/confirm\?token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
}

/**
 * On the provider's sign-in or create-account page: creates `name`'s account (legal names, email, password, then the
 * link in the email) the first time, signs in with the password after that; resolves once the
 * browser is back in the app.
 */
export async function signIn(page: Page, name: LegalName): Promise<void> {
  // /login opens the sign-in form; get-relief's new-account link (/account/new) the create form.
  await page.waitForURL(signInPageUrl);
  const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  const createHeading = page.getByRole('heading', { level: 1, name: 'Create your account' });
  await expect(signInHeading.or(createHeading)).toBeVisible();
  const onCreate = await createHeading.isVisible();
  if (created.has(name.email)) {
    if (onCreate) {
      await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
      await expect(signInHeading).toBeVisible();
    }
    await page.getByLabel('Email address').fill(name.email);
    await page.getByLabel('Password', { exact: true }).fill(name.password);
    await submitPatiently(page, name.password, 'Sign in', () => page.waitForURL(leftSignIn));
  } else {
    if (!onCreate) await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await expect(createHeading).toBeVisible();
    await page.getByLabel('Legal first name').fill(name.first);
    await page.getByLabel('Legal last name').fill(name.last);
    await page.getByLabel('Email address').fill(name.email);
    await page.getByLabel('Password', { exact: true }).fill(name.password);
    await submitPatiently(page, name.password, 'Create account', () =>
      page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor(),
    );
    await openConfirmationLink(page, name.email);
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await page.waitForURL(leftSignIn);
    created.add(name.email);
  }
}
