/** Custom RJSF fields by the name ui.json gives them in ui:field. */
import type { RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from './fields/AddressField';

export const fieldMap = { address: AddressField } satisfies RegistryFieldsType;

export const fieldNames: readonly string[] = Object.keys(fieldMap);
