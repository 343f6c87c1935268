/** People for the end-to-end tests: each test signs in someone new, so tests never share a user. */
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface LegalName {
  first: string;
  last: string;
}

/** A letters-only suffix: the legal-name rule (schemas/definitions.json legalName) allows no digits. */
function randomLetters(count: number): string {
  return Array.from(crypto.randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A fresh legal name such as Mariaqkzt Lopezwv; pass `last` to choose a scenario name like Ineligible. */
export function uniqueName(first = 'Maria', last = 'Lopez'): LegalName {
  return { first: `${first}${randomLetters(6)}`, last };
}

/**
 * Fills the /login page (server/pages/signInPage.ts) and signs in with the Google stand-in; resolves
 * once the browser has left /login for the after_sign_in_path.
 */
export async function signIn(page: Page, name: LegalName): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel('Legal first name').fill(name.first);
  await page.getByLabel('Legal last name').fill(name.last);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
