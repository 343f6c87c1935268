/** Custom RJSF fields by the name ui.json gives them in ui:field, and RJSF's array and anyOf/oneOf fields. */
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { lazyComponent, preloadEntries } from './lazyComponent';

// RJSF's own array and anyOf/oneOf fields, which only some steps use. The patched @rjsf/core
// (patches/README.md) makes them load on first render, but its wrapper renders them inside a Suspense
// boundary until then and directly after: the first change after a step loaded remounted the whole
// list (every job card), and the field being typed in lost focus. Ours keeps each instance on the path
// it took and is preloaded with the step (src/shared/form/rjsfFields.ts), so it never suspends.
const multiSchemaField = lazyComponent<FieldProps>(() =>
  import('@rjsf/core/lib/components/fields/MultiSchemaField.js').then((m) => m.default),
);
export const rjsfFields = {
  ArrayField: lazyComponent<FieldProps>(() =>
    import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default),
  ),
  AnyOfField: multiSchemaField,
  OneOfField: multiSchemaField,
};

// Each loads only on a step whose ui.json names it, preloaded by the step loader (widgetMap.ts).
export const fieldMap = {
  address: lazyComponent(() => import('./fields/AddressField').then((m) => m.AddressField)),
  lookup: lazyComponent(() => import('./fields/LookupField').then((m) => m.LookupField)),
  ...rjsfFields,
} satisfies RegistryFieldsType;

/** The names a ui.json may give in ui:field: ours (RJSF picks its array and choice fields itself). */
export const fieldNames: readonly string[] = Object.keys(fieldMap).filter((name) => !(name in rjsfFields));

/** Loads the code of the lazily loaded fields among these ui:field names. */
export function preloadFields(names: Iterable<string>): Promise<void> {
  return preloadEntries(fieldMap, names);
}
