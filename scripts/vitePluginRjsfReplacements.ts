/**
 * Vite plugin: two @rjsf/utils modules are replaced in the browser build by our own, which give the
 * same answers for everything RJSF asks of them (the server-side prerender keeps the real modules):
 *
 * - lib/deepEquals.js, built with fast-equals (2.6 KiB gzip on every form step's first load), for
 *   comparisons of form data, schemas and props: scripts/rjsfDeepEquals.ts
 *   (tests/unit/shared/form/rjsfDeepEquals.test.ts compares the two).
 * - lib/getDecimalSeparator.js, which builds an Intl.NumberFormat on every call; RJSF's NumberField
 *   calls it on every render of every number field, so each keystroke on the income step paid for a
 *   formatter per number field (docs/decisions/0049-keystrokes-paint-before-the-form-catches-up.md):
 *   scripts/rjsfDecimalSeparator.ts keeps one answer per locale list
 *   (tests/unit/shared/form/rjsfDecimalSeparator.test.ts).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacements = [
  { module: 'deepEquals', file: './rjsfDeepEquals.ts' },
  { module: 'getDecimalSeparator', file: './rjsfDecimalSeparator.ts' },
].map(({ module, file }) => ({
  /** How RJSF imports it (`./deepEquals.js`, or from a sibling folder). */
  source: new RegExp(`(^|/)${module}(\\.js)?$`),
  /** The module it resolves to. */
  resolved: new RegExp(`[/\\\\]@rjsf[/\\\\]utils[/\\\\]lib[/\\\\]${module}\\.js$`),
  replacement: fileURLToPath(new URL(file, import.meta.url)),
}));

export function rjsfReplacementsPlugin(): Plugin {
  return {
    name: 'relief-loans-rjsf-replacements',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !/[/\\]@rjsf[/\\]utils[/\\]/.test(importer)) return null;
      const entry = replacements.find((candidate) => candidate.source.test(source));
      if (!entry) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && entry.resolved.test(resolved.id) ? entry.replacement : null;
    },
  };
}
