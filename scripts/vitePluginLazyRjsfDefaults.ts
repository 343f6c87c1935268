/**
 * Vite plugin: RJSF's Form always builds its default registry, so every default field, widget and
 * template reaches the bundle (~9 KiB gzip), although our registry replaces many of them and our
 * step files never ask for most of the rest. In the browser build each default named below becomes
 * a stand-in that loads the real component the first time one renders, so a form downloads it only
 * if it uses it. Nothing changes for a form that does use one, except that it appears a moment
 * later the first time. The server-side prerender keeps the real modules.
 *
 * Listed here: the templates widgets/templateMap.ts replaces, and two only a layout field or a
 * schema RJSF cannot render uses; every widget but text and hidden, since ui.json names only our
 * widgets (widgets/widgetMap.ts, enforced by the step-file checker), ours replace the checkbox,
 * select and textarea RJSF picks by type, and RJSF picks the others only for formats our step files
 * do not use (date, email, uri, color, data-url); the layout fields, which only `ui:field` names;
 * the fields of arrays and of anyOf/oneOf, which one step each uses (income, education) and which
 * the step loader preloads for a schema that has them (src/shared/form/rjsfFields.ts), and the fields
 * of null and cyclic schemas, which no step file has.
 * tests/unit/shared/form/lazyRjsfDefaults.test.ts checks these. Defaults not listed stay as they are.
 */
import type { Plugin } from 'vite';

export const lazyRjsfDefaults = {
  templates: [
    'ArrayFieldItemTemplate',
    'ArrayFieldTemplate',
    'BaseInputTemplate',
    'DescriptionField',
    'ErrorList',
    'FieldErrorTemplate',
    'FieldHelpTemplate',
    'FieldTemplate',
    'GridTemplate',
    'ObjectFieldTemplate',
    'TitleField',
    'UnsupportedField',
  ],
  widgets: [
    'AltDateTimeWidget',
    'AltDateWidget',
    'CheckboxesWidget',
    'CheckboxWidget',
    'ColorWidget',
    'DateTimeWidget',
    'DateWidget',
    'EmailWidget',
    'FileWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextareaWidget',
    'TimeWidget',
    'UpDownWidget',
    'URLWidget',
  ],
  fields: [
    'ArrayField',
    'CyclicSchemaField',
    'LayoutGridField',
    'LayoutHeaderField',
    'LayoutMultiSchemaField',
    'MultiSchemaField',
    'NullField',
  ],
} as const;

type Group = keyof typeof lazyRjsfDefaults;

const registryIndex =
  /[/\\]@rjsf[/\\]core[/\\]lib[/\\]components[/\\](fields|templates|widgets)[/\\]index\.js$/;

const standInPrelude =
  "import { createElement as __lazyDefaultCreate, lazy as __lazyDefault, Suspense as __LazyDefaultSuspense } from 'react';";

/** `import Name from "./Name.js";` becomes a component that loads ./Name.js when first rendered. */
function standIn(name: string, path: string): string {
  const loaded = `__lazyDefault_${name}`;
  return [
    `const ${loaded} = __lazyDefault(() => import(${JSON.stringify(path)}));`,
    `function ${name}(props) {`,
    `  return __lazyDefaultCreate(__LazyDefaultSuspense, { fallback: null }, __lazyDefaultCreate(${loaded}, props));`,
    '}',
  ].join('\n');
}

export function lazyRjsfDefaultsPlugin(): Plugin {
  return {
    name: 'relief-loans-lazy-rjsf-defaults',
    apply: 'build',
    transform(code, id, options) {
      const group = registryIndex.exec(id)?.[1] as Group | undefined;
      if (!group || options?.ssr) return null;
      let replaced = 0;
      let next = code;
      for (const name of lazyRjsfDefaults[group]) {
        const statement = new RegExp(`^import ${name} from ("[^"]+");$`, 'm');
        next = next.replace(statement, (_line, path: string) => {
          replaced += 1;
          return standIn(name, JSON.parse(path) as string);
        });
      }
      // A renamed or removed default would silently stay eager: say so in the build instead.
      if (replaced !== lazyRjsfDefaults[group].length) {
        this.warn(`RJSF ${group}: ${lazyRjsfDefaults[group].length - replaced} listed default(s) not found`);
      }
      return { code: `${standInPrelude}\n${next}`, map: null };
    },
  };
}
