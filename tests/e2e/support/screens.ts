/** Screenshots of a page at the phone and desktop sizes the design targets, for people to look at. */
import type { Page } from '@playwright/test';

export const screenSizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Saves test-results/screens/<name>-<width>.png at each size, then restores the viewport. */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    // Let layout settle at the new width (breakpoint styles, sheets vs dialogs) before the shot.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await page.screenshot({ path: `test-results/screens/${name}-${size.width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
