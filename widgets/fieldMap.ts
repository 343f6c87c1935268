/** Custom RJSF fields by the name ui.json gives them in ui:field. */
import type { RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from './fields/AddressField';
import { LookupField } from './fields/LookupField';

export const fieldMap = { address: AddressField, lookup: LookupField } satisfies RegistryFieldsType;

export const fieldNames: readonly string[] = Object.keys(fieldMap);
