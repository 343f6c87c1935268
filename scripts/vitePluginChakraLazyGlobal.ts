/**
 * Vite plugin: Chakra's createSystem works out the page's global CSS (the reset, the global styles
 * and a CSS variable for every token) the moment a system is made, although only ChakraProvider
 * reads it (`system._global`, rendered with Emotion's Global). On a phone that was about half of
 * createSystem, in the task of the app's first render
 * (docs/decisions/0049-keystrokes-paint-before-the-form-catches-up.md). In the build, that CSS is written
 * into the page's HTML once (scripts/prerender.ts) and the app does not render it again
 * (src/app/chakraSystem.ts), so here `_global` becomes a getter that works it out on first read: the same
 * value, only when someone asks. The browser build only: the prerender's server build takes Chakra from
 * node_modules as it is, and writes the CSS itself.
 *
 * Chakra's code is matched exactly; a Chakra release that changes it fails the build here rather
 * than silently losing the saving.
 */
import type { Plugin } from 'vite';

const systemModule = /[/\\]@chakra-ui[/\\]react[/\\]dist[/\\]esm[/\\]styled-system[/\\]system\.js$/;
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const returned = /^( *)_global,$/m;

/** The system module with `_global` computed on first read; throws when Chakra's code has changed. */
export function lazyGlobalCss(code: string): string {
  if (!code.includes(eager) || !returned.test(code)) {
    throw new Error(
      'relief-loans-chakra-lazy-global: @chakra-ui/react styled-system/system.js no longer builds `_global` as expected; update scripts/vitePluginChakraLazyGlobal.ts',
    );
  }
  return code
    .replace(eager, 'let _global;')
    .replace(
      returned,
      '$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},',
    );
}

export function chakraLazyGlobalPlugin(): Plugin {
  return {
    name: 'relief-loans-chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (!systemModule.test(id)) return null;
      return { code: lazyGlobalCss(code), map: null };
    },
  };
}
