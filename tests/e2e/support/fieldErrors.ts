/**
 * How a field error must look (issue 2 §3): a role=alert message tied to the field (its accessible
 * description, via aria-describedby) and aria-invalid on the field, shown after blur or a submit.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
