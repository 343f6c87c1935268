import { Box, chakra } from '@chakra-ui/react';
import { enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { offeredOptions } from '../offeredOptions';
import { FieldLabelText } from '../templates/FieldLabelText';

/**
 * A radio group shown as large cards (use of funds). Native radios inside a fieldset/legend give
 * arrow-key movement and screen-reader grouping for free.
 */
export function ChoiceCardsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, label, required } = props;
  const enumOptions = offeredOptions(options.enumOptions ?? [], options.offered);
  const a11y = controlA11yProps(props);
  return (
    <chakra.fieldset id={id} border="0" p="0" m="0" aria-describedby={a11y['aria-describedby']}>
      <chakra.legend fontWeight="semibold" mb="2" fontSize="md">
        <FieldLabelText label={label} required={required} />
      </chakra.legend>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {enumOptions.map((option, index) => {
          const checked = enumOptionsIsSelected(option.value, value);
          const inputId = optionId(id, index);
          return (
            <chakra.label
              key={String(option.value)}
              htmlFor={inputId}
              display="flex"
              alignItems="center"
              gap="3"
              minH="14"
              px="4"
              borderWidth="2px"
              borderRadius="lg"
              cursor="pointer"
              bg={checked ? 'brand.50' : 'white'}
              borderColor={checked ? 'brand.600' : 'gray.300'}
              _hover={{ borderColor: 'brand.500' }}
              _focusWithin={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                id={inputId}
                name={id}
                value={String(index)}
                checked={checked}
                disabled={disabled || readonly}
                onChange={() => onChange(option.value)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
                w="5"
                h="5"
                flexShrink="0"
                accentColor="brand.600"
                aria-invalid={a11y['aria-invalid']}
              />
              <chakra.span fontSize="md" fontWeight="medium">
                {option.label}
              </chakra.span>
            </chakra.label>
          );
        })}
      </Box>
    </chakra.fieldset>
  );
}
