/** Moving through a page with the keyboard only, as a keyboard or switch user would. */
import { expect, type Locator, type Page } from '@playwright/test';

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable within
 * `maxPresses`, which is what a keyboard user would meet.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** Types into the focused field after clearing it with the keyboard. */
export async function replaceFocusedText(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Moves a focused select or radio group with ArrowDown until `isChosen` holds. */
export async function arrowDownUntil(
  page: Page,
  isChosen: () => Promise<boolean>,
  maxPresses = 60,
): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isChosen()) return;
    await page.keyboard.press('ArrowDown');
  }
  expect(await isChosen(), 'the choice was not reachable with ArrowDown').toBe(true);
}
