/**
 * Vite plugin: Chakra's anatomy module (and the Ark UI and Zag anatomies it builds on) declares the
 * parts of every component at the top level — `const alertAnatomy = createAnatomy("alert").parts(...)`,
 * `var parts = anatomy.build()` — so the bundler cannot tell they have no side effects and keeps all
 * ~45 of them, with the Zag modules they come from, although our theme (widgets/theme/system.ts)
 * uses a handful. Each such declaration is marked pure here, so the unused ones are dropped. Only
 * declarations are annotated: an anatomy that is used is built exactly as before. Both builds.
 */
import type { Plugin } from 'vite';

const anatomyModule =
  /[/\\]node_modules[/\\](?:@zag-js[/\\][^/\\]+[/\\]dist[/\\][^/\\]*anatomy\.mjs|@ark-ui[/\\]react[/\\]dist[/\\]components[/\\][^/\\]+[/\\][^/\\]*anatomy\.js|@chakra-ui[/\\]react[/\\]dist[/\\]esm[/\\]anatomy\.js)$/;

/** A top-level `var|let|const name = ` whose value is not yet annotated. */
const declaration = /^((?:var|let|const) [\w$]+ = )(?!\/\*)/gm;

export function markAnatomiesPure(code: string): string {
  return code.replace(declaration, '$1/* @__PURE__ */ ');
}

const recipeModule = /[/\\]@chakra-ui[/\\]react[/\\]dist[/\\]esm[/\\]theme[/\\]recipes[/\\][^/\\]+\.js$/;

/** A recipe's `slots: alertAnatomy.keys()`: what is left of an unused recipe unless marked pure. */
export function markSlotKeysPure(code: string): string {
  return code.replace(/(\b[\w$]+Anatomy(?:\$\d+)?\.keys\(\))/g, '/* @__PURE__ */ $1');
}

export function pureAnatomyPlugin(): Plugin {
  return {
    name: 'relief-loans-pure-anatomy',
    apply: 'build',
    transform(code, id) {
      if (anatomyModule.test(id)) return { code: markAnatomiesPure(code), map: null };
      if (recipeModule.test(id)) return { code: markSlotKeysPure(code), map: null };
      return null;
    },
  };
}
