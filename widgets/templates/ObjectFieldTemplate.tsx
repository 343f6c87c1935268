import { Box } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Properties in ui:order; nested objects (the address) get no extra heading chrome. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <Box>
      {properties.map((property) =>
        property.hidden ? null : <Box key={property.name}>{property.content}</Box>,
      )}
    </Box>
  );
}
