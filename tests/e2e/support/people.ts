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
 * On the provider's sign-in page: creates `name`'s account (legal names, email, password) the first
 * time, signs in with the password after that; resolves once the browser is back in the app.
 */
export async function signIn(page: Page, name: LegalName): Promise<void> {
  await expectSignInPage(page);
  if (created.has(name.email)) {
    await page.getByLabel('Email address').fill(name.email);
    await page.getByLabel('Password').fill(name.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Legal first name').fill(name.first);
    await page.getByLabel('Legal last name').fill(name.last);
    await page.getByLabel('Email address').fill(name.email);
    await page.getByLabel('Password').fill(name.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    created.add(name.email);
  }
  await page.waitForURL(leftSignIn);
}
