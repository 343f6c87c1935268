/**
 * An applicant put on a later flow step through the API (scripts/journey: the happy path, or another
 * SSN persona of docs/pricing-rules.md), signed in in this browser context, with the step's page open.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { applicationAt, uniquePerson } from '../../../scripts/journey/applicationAt';

export async function openAtStep(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  step: string,
  options: { ssn?: string } = {},
): Promise<string> {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  const placed = await applicationAt(
    baseURL,
    step,
    uniquePerson(step),
    options.ssn ? { ssn: options.ssn } : {},
  );
  await context.addCookies([{ name: placed.cookie.name, value: placed.cookie.value, url: baseURL }]);
  await page.goto(placed.url);
  return placed.applicationUuid;
}
