import { Box } from '@chakra-ui/react';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/**
 * What staff write in a schema's `description` (or `ui:description`), under the field's label or an
 * object's title. Markdown only with `ui:enableMarkdownInDescription`, through RJSF's RichDescription
 * (markdown-to-jsx with raw HTML off, loaded only when a step shows markdown:
 * patches/README.md).
 */
export function DescriptionFieldTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Box id={id} fontSize="sm" color="gray.600" mb="2" css={{ '& p': { marginBlock: '0' } }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Box>
  );
}
