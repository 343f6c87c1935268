import type { MouseEvent } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { fillTemplate } from '../copy';
import { itemHeadingAttribute, useArrayItems } from './arrayItems';

/**
 * One card of a list: a heading that names it ("Job 2") and labels the card as a group, the kind of
 * item underneath when the schema gives one (the job category, spec §3), its fields, and a Remove
 * button whose name says which card it removes.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, schema, disabled, readonly } = props;
  const { copy, canRemove, onRemove } = useArrayItems();
  const headingId = `${buttonsProps.fieldPathId.$id}__heading`;
  const number = index + 1;
  const kind = typeof schema.title === 'string' && schema.title !== '' ? schema.title : null;
  const handleRemove = (event: MouseEvent<HTMLButtonElement>) => {
    onRemove(index);
    buttonsProps.onRemoveItem(event);
  };
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      bg="white"
      px={{ base: '4', md: '5' }}
      pt={{ base: '4', md: '5' }}
      pb="1"
      mb="4"
      boxShadow="xs"
    >
      <Flex align="flex-start" justify="space-between" gap="3" mb="4">
        <Box minW="0">
          <chakra.h3
            id={headingId}
            tabIndex={-1}
            {...{ [itemHeadingAttribute]: index }}
            fontSize="md"
            fontWeight="bold"
            outline="none"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            {fillTemplate(copy.item, { number })}
          </chakra.h3>
          {kind ? (
            <Text fontSize="sm" color="gray.600" mt="0.5">
              {kind}
            </Text>
          ) : null}
        </Box>
        {buttonsProps.hasRemove && canRemove ? (
          <Button
            type="button"
            variant="ghost"
            colorPalette="red"
            size="sm"
            minH="11"
            flexShrink={0}
            disabled={disabled || readonly}
            onClick={handleRemove}
          >
            {fillTemplate(copy.remove, { number })}
          </Button>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}
