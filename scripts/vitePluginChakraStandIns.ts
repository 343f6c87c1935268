/**
 * Vite plugin: one of Chakra's dependencies replaced in the browser build by a smaller equivalent
 * that behaves the same for our app (docs/decisions/0048-a-page-downloads-only-its-own-words.md).
 *
 * `@ark-ui/react/field`: Chakra's Input, Textarea and NativeSelect render Ark's `Field.Input`,
 *   `Field.Textarea` and `Field.Select`, which merge in the props of an enclosing `Field.Root`. We
 *   never render a Field root (our RJSF templates label and describe every control themselves), so
 *   those parts always render the bare element; the stand-in does just that and leaves out the field
 *   machine, its anatomy and the textarea auto-resizer (~2 KiB gzip on every form step). Using
 *   Chakra's `Field` component would render an undefined `Field.Root` and fail loudly in every test.
 *
 * (Not replaced: `@pandacss/is-valid-prop`, Chakra's 2.5 KiB list of CSS property names. Asking the
 * browser's `style` object instead would count descriptors such as `src`, `size` and `result` as
 * CSS, and an image's `src` would become a style.) The server-side prerender keeps the real module.
 */
import type { Plugin } from 'vite';

const standIns: Record<string, { id: string; code: string }> = {
  '@ark-ui/react/field': {
    id: '\0relief-loans-ark-field',
    code: `
import { forwardRef, createElement } from 'react';
import { ark } from '@ark-ui/react/factory';
const part = (tag, name) => {
  const Part = forwardRef((props, ref) => createElement(ark[tag], { ...props, ref }));
  Part.displayName = name;
  return Part;
};
export const Field = {
  Input: part('input', 'FieldInput'),
  Textarea: part('textarea', 'FieldTextarea'),
  Select: part('select', 'FieldSelect'),
};
export function useFieldContext() {
  return undefined;
}
`,
  },
};

// Only these render the parts; Chakra's own Field component and anatomy keep the real module.
const standInImporters =
  /[/\\]@chakra-ui[/\\]react[/\\]dist[/\\]esm[/\\]components[/\\](?:input[/\\]input|textarea[/\\]textarea|native-select[/\\]native-select)\.js$/;

const ids = new Set(Object.values(standIns).map((standIn) => standIn.id));

export function chakraStandInsPlugin(): Plugin {
  return {
    name: 'relief-loans-chakra-stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr || !importer || !standInImporters.test(importer)) return null;
      return standIns[source]?.id ?? null;
    },
    load(id) {
      if (!ids.has(id)) return null;
      return Object.values(standIns).find((standIn) => standIn.id === id)!.code;
    },
  };
}
