import { Box, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { isStateNotServed, stateNameOf } from '../../core/rules/statesNotServed';
import { fillTemplate, formCopy } from '../copy';
import { SelectWidget } from './SelectWidget';

/**
 * The address's state: the native select, and under it, the moment a state we don't lend in yet is
 * chosen (core/rules/statesNotServed.ts), a plain message saying so, before the rest of the address
 * is typed. A polite status region, rendered empty beforehand so the message is announced when it
 * appears. The server still decides (the flow's state exit).
 */
export function UsStateWidget(props: WidgetProps) {
  const notServed = isStateNotServed(props.value);
  return (
    <>
      <SelectWidget {...props} />
      <Box role="status" id={`${props.id}__not-served`}>
        {notServed ? (
          <Text
            mt="2"
            px="3"
            py="2"
            borderRadius="md"
            borderWidth="1px"
            borderColor="orange.300"
            bg="orange.50"
            color="gray.900"
            fontSize="sm"
          >
            {fillTemplate(formCopy.stateNotServed, { state: stateNameOf(String(props.value)) })}
          </Text>
        ) : null}
      </Box>
    </>
  );
}
