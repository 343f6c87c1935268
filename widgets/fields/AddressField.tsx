import { Box, Text } from '@chakra-ui/react';
import { errorId, type FieldProps, type UiSchema } from '@rjsf/utils';
import product from '../../schemas/product.json';
import usStates from '../../schemas/usStates.json';
import { isStateNotServed, statesInWords } from '../../core/rules/statesNotServed';
import { fillTemplate, formCopy } from '../copy';
import { shouldShowError } from '../formContext';
import { FieldHelpAndError } from '../templates/FieldHelpAndError';
import { UsStateWidget } from '../widgets/UsStateWidget';

// The states we don't lend in yet are marked in the list itself ("New York — not available yet").
const stateLabels = Object.fromEntries(
  Object.entries(usStates.states).map(([code, name]) => [
    code,
    isStateNotServed(code) ? fillTemplate(formCopy.stateNotServedOption, { state: name }) : name,
  ]),
);

const statesNotServedNote = fillTemplate(formCopy.statesNotServed, {
  states: statesInWords(product.configuration.nonQualifyingStates),
});

/**
 * The home-address object: RJSF's own ObjectField with the address's presentation added here once
 * (autocomplete tokens, state names with the states we don't lend in yet marked, hidden derived
 * fields), so every step that asks for an address renders and validates it the same way. Above the
 * fields it names the states we don't lend in yet, before anyone types an address there. Below them,
 * a problem with the address as a whole (the server's `address` error, spec §8) shows as a field's
 * error does, and the error summary links to the group.
 */
const addressUiSchema: UiSchema = {
  // The page's question names the group already ("What's your home address?"): no second title.
  'ui:label': false,
  'ui:order': ['streetLineOne', 'streetLineTwo', 'city', 'stateCode', 'zipCode', '*'],
  streetLineOne: { 'ui:autocomplete': 'address-line1' },
  streetLineTwo: { 'ui:autocomplete': 'address-line2' },
  city: { 'ui:autocomplete': 'address-level2' },
  stateCode: {
    // The component itself, not a widget-map key: only pages with an address load it.
    'ui:widget': UsStateWidget,
    'ui:autocomplete': 'address-level1',
    'ui:enumNames': stateLabels,
  },
  // "12345-6789" at most: the pattern refuses anything longer, so the field takes no more.
  zipCode: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric', maxLength: 10 } },
  state: { 'ui:widget': 'hidden' },
  streetCombined: { 'ui:widget': 'hidden' },
};

export function AddressField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  if (!ObjectField) throw new Error('RJSF registry has no ObjectField');
  const { rawErrors, disabled } = props;
  const id = props.fieldPathId.$id;
  const groupError = shouldShowError(rawErrors, disabled) ? rawErrors?.[0] : undefined;
  // An error about the whole address (the server's `address` problem) marks the street field, where
  // a failed submit puts focus, and is read with it.
  const uiSchema = groupError
    ? {
        ...addressUiSchema,
        ...props.uiSchema,
        streetLineOne: {
          ...addressUiSchema.streetLineOne,
          'ui:options': { groupError: errorId(id) },
        },
      }
    : { ...addressUiSchema, ...props.uiSchema };
  return (
    <Box id={id}>
      <Text bg="gray.50" borderRadius="lg" p="4" mb="6" color="gray.800">
        {statesNotServedNote}
      </Text>
      <ObjectField {...props} uiSchema={{ ...uiSchema, 'ui:field': undefined }} />
      <FieldHelpAndError id={id} error={groupError} />
    </Box>
  );
}
