/**
 * Vite plugin: @rjsf/utils builds its deepEquals with fast-equals (2.6 KiB gzip on every form step's
 * first load), for comparisons of form data, schemas and props. In the browser build its module is
 * replaced by scripts/rjsfDeepEquals.ts, which gives the same answers for everything RJSF compares
 * (tests/unit/stepForm/rjsfDeepEquals.test.ts), so fast-equals is left out. The server-side
 * prerender keeps the real module.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const rjsfDeepEquals = /[/\\]@rjsf[/\\]utils[/\\]lib[/\\]deepEquals\.js$/;
const replacement = fileURLToPath(new URL('./rjsfDeepEquals.ts', import.meta.url));

export function rjsfDeepEqualsPlugin(): Plugin {
  return {
    name: 'relief-loans-rjsf-deep-equals',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !/[/\\]@rjsf[/\\]utils[/\\]/.test(importer)) return null;
      if (!/deepEquals(\.js)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && rjsfDeepEquals.test(resolved.id) ? replacement : null;
    },
  };
}
