import type { FieldProps, UiSchema } from '@rjsf/utils';
import usStates from '../../schemas/usStates.json';
import { isStateNotServed } from '../../core/rules/statesNotServed';
import { fillTemplate, formCopy } from '../copy';

// The states we don't lend in yet are marked in the list itself ("New York — not available yet").
const stateLabels = Object.fromEntries(
  Object.entries(usStates.states).map(([code, name]) => [
    code,
    isStateNotServed(code) ? fillTemplate(formCopy.stateNotServedOption, { state: name }) : name,
  ]),
);

/**
 * The home-address object: RJSF's own ObjectField with the address's presentation added here once
 * (autocomplete tokens, state names with the states we don't lend in yet marked, hidden derived
 * fields), so every step that asks for an address
 * renders and validates it the same way.
 */
const addressUiSchema: UiSchema = {
  // The page's question names the group already ("What's your home address?"): no second title.
  'ui:label': false,
  'ui:order': ['streetLineOne', 'streetLineTwo', 'city', 'stateCode', 'zipCode', '*'],
  streetLineOne: { 'ui:autocomplete': 'address-line1' },
  streetLineTwo: { 'ui:autocomplete': 'address-line2' },
  city: { 'ui:autocomplete': 'address-level2' },
  stateCode: {
    'ui:widget': 'usState',
    'ui:autocomplete': 'address-level1',
    'ui:enumNames': stateLabels,
  },
  zipCode: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric' } },
  state: { 'ui:widget': 'hidden' },
  streetCombined: { 'ui:widget': 'hidden' },
};

export function AddressField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  if (!ObjectField) throw new Error('RJSF registry has no ObjectField');
  return (
    <ObjectField {...props} uiSchema={{ ...addressUiSchema, ...props.uiSchema, 'ui:field': undefined }} />
  );
}
