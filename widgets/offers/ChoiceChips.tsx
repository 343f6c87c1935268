import { Box, chakra } from '@chakra-ui/react';

export type Chip = { value: number; label: string };

/**
 * A radio group shown as compact chips (the amounts and terms of "Other monthly payment options").
 * Native radios under a fieldset/legend: arrow keys move the choice, Tab leaves the group, and the
 * chip shows the focus ring of its hidden radio.
 */
export function ChoiceChips({
  legend,
  name,
  chips,
  value,
  onChange,
  columns,
}: {
  legend: string;
  name: string;
  chips: readonly Chip[];
  value: number | undefined;
  onChange: (value: number) => void;
  columns: { base: number; md: number };
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" mb="4">
      <chakra.legend fontWeight="semibold" fontSize="md" mb="2" color="gray.900">
        {legend}
      </chakra.legend>
      <Box
        display="grid"
        gridTemplateColumns={{ base: `repeat(${columns.base}, 1fr)`, md: `repeat(${columns.md}, 1fr)` }}
        gap="2"
      >
        {chips.map((chip) => {
          const checked = chip.value === value;
          return (
            <chakra.label
              key={chip.value}
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="11"
              px="1"
              borderWidth="2px"
              borderRadius="md"
              cursor="pointer"
              fontSize="sm"
              fontWeight={checked ? 'bold' : 'medium'}
              fontVariantNumeric="tabular-nums"
              bg={checked ? 'brand.600' : 'white'}
              color={checked ? 'white' : 'gray.900'}
              borderColor={checked ? 'brand.600' : 'gray.300'}
              _hover={{ borderColor: 'brand.500' }}
              _focusWithin={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={String(chip.value)}
                checked={checked}
                onChange={() => onChange(chip.value)}
                position="absolute"
                opacity="0"
                w="1px"
                h="1px"
                m="0"
              />
              {chip.label}
            </chakra.label>
          );
        })}
      </Box>
    </chakra.fieldset>
  );
}
