/** Custom RJSF fields by the name ui.json gives them in ui:field. */
import type { RegistryFieldsType } from '@rjsf/utils';
import { lazyComponent, preloadEntries } from './lazyComponent';

// Each loads only on a step whose ui.json names it, preloaded by the step loader (widgetMap.ts).
export const fieldMap = {
  address: lazyComponent(() => import('./fields/AddressField').then((m) => m.AddressField)),
  lookup: lazyComponent(() => import('./fields/LookupField').then((m) => m.LookupField)),
} satisfies RegistryFieldsType;

export const fieldNames: readonly string[] = Object.keys(fieldMap);

/** Loads the code of the lazily loaded fields among these ui:field names. */
export function preloadFields(names: Iterable<string>): Promise<void> {
  return preloadEntries(fieldMap, names);
}
