import type { FieldProps, UiSchema } from '@rjsf/utils';
import usStates from '../../schemas/usStates.json';

/**
 * The home-address object: RJSF's own ObjectField with the address's presentation added here once
 * (autocomplete tokens, state names, hidden derived fields), so every step that asks for an address
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
    'ui:widget': 'select',
    'ui:autocomplete': 'address-level1',
    'ui:enumNames': usStates.states,
  },
  // "12345-6789" at most: the pattern refuses anything longer, so the field takes no more.
  zipCode: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric', maxLength: 10 } },
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
