/**
 * The Chakra system the app hands ChakraProvider (docs/architecture.md "The theme's global CSS").
 *
 * Chakra's provider writes the theme's global CSS (its reset, our global styles and a CSS variable
 * per token) into the page with Emotion when the app first renders, and works it out first; on a
 * phone that was the longest task of a step's start-up. In a build that CSS is already in every
 * page's HTML (scripts/prerender.ts writes it, under `themeCssAttribute`), so the provider gets the
 * system with no global CSS to write, and Chakra works it out only when read (our patch,
 * patches/README.md). Where the page has none (the dev server, unit tests),
 * Chakra writes it as usual.
 */
import { getSystem } from '../../widgets/theme/system';

type System = ReturnType<typeof getSystem>;

/** The attribute on the <style> element that holds the theme's global CSS in a built page. */
export const themeCssAttribute = 'data-theme-css';

let withoutGlobalCss: System | null = null;

/** Whether this page's HTML carries the theme's global CSS (false outside a browser). */
export function pageHasThemeCss(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${themeCssAttribute}]`) !== null;
}

/**
 * The system, without global CSS when the page already has it or the build is rendering a page
 * (whose HTML gets it from the build). Chakra's components read everything else from it unchanged.
 */
export function chakraSystem(globalCssWritten: boolean): System {
  const system = getSystem();
  if (!globalCssWritten) return system;
  withoutGlobalCss ??= Object.create(system, { _global: { value: [] } }) as System;
  return withoutGlobalCss;
}
