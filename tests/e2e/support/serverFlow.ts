/**
 * What the server says, asked the way the app asks it: the identity call (with the page's own
 * HttpOnly session cookie, which page.request shares) hands out the bearer token, which then reads
 * the application's current step (spec §7 Flow). The test never peeks at the database.
 */
import { expect, type Page } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  result: T;
}

export async function bearerToken(page: Page): Promise<string> {
  const response = await page.request.get('/small_dollar_loan/api/identity');
  expect(response.ok(), `identity answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<{ accessToken?: string; loggedIn?: boolean }>;
  expect(body.result.accessToken, 'identity returned no access token (not signed in?)').toBeTruthy();
  return body.result.accessToken as string;
}

/** The application's currentFlowStep according to GET /flow/{uuid}/current-step. */
export async function serverCurrentStep(page: Page, applicationUuid: string): Promise<string> {
  const token = await bearerToken(page);
  const response = await page.request.get(`/flow/${applicationUuid}/current-step`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.ok(), `current-step answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<{ currentFlowStep: string }>;
  return body.result.currentFlowStep;
}

/** Calls the API as another tab of the same person would (bearer + CSRF from the identity call). */
export async function anotherTab(page: Page) {
  const identity = (await (await page.request.get('/small_dollar_loan/api/identity')).json()) as Envelope<{
    accessToken: string;
    csrfToken: string;
  }>;
  const headers = {
    Authorization: `Bearer ${identity.result.accessToken}`,
    'X-CSRF-Token': identity.result.csrfToken,
    Accept: 'application/json',
  };
  return async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<unknown> => {
    const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
    return ((await response.json()) as Envelope<unknown>).result;
  };
}

/**
 * After agree: the getting-offers screen shows its calm status while the pricing run goes, then
 * follows the server to the outcome's screen. Returns the server's step once the page has left.
 */
export async function waitOutPricing(page: Page, applicationUuid: string): Promise<string> {
  await expect(page.getByRole('status').filter({ hasText: 'pricing your loan' })).toBeVisible();
  await page.waitForURL((url) => !url.pathname.endsWith('/getting-offers'), { timeout: 15_000 });
  return serverCurrentStep(page, applicationUuid);
}
