/**
 * How a field error must look (spec §5, docs/architecture.md): a visible message tied to the field
 * (its accessible description, via aria-describedby) and aria-invalid on the field, shown after blur
 * or a submit. It is role=alert when a blur raised it; after a failed submit focus goes to the first
 * invalid field instead (widgets/errorAnnouncement.ts), so tests of announcements check that apart.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** Replaces the field's text the way a person would: select all, type, leave the field. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  if (text) await field.pressSequentially(text);
  await field.blur();
}

/** The error summary every form step shows above its fields after a failed Continue (opt out: ui:options.errorSummary false). */
export const errorSummary = (page: Page): Locator =>
  page.getByRole('region', { name: 'Please check these answers' });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
