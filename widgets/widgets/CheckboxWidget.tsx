import { Box, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { DocumentLinks, isPublicDocumentId } from '../documents/DocumentLinks';

/**
 * A native checkbox with its label beside it and a 44px touch target. A consent's box links to the
 * documents it names (`ui:options.documents`), readable before it is ticked.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, label, options } = props;
  const documents = Array.isArray(options.documents) ? options.documents.filter(isPublicDocumentId) : [];
  const box = (
    <Box display="flex" alignItems="flex-start" gap="3" minH="11">
      <chakra.input
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        w="6"
        h="6"
        mt="0.5"
        flexShrink="0"
        accentColor="brand.600"
        {...controlA11yProps(props)}
      />
      <chakra.label htmlFor={id} fontSize="md" color="gray.800">
        {label}
      </chakra.label>
    </Box>
  );
  if (documents.length === 0) return box;
  return (
    <Box>
      {box}
      <Box pl="9">
        <DocumentLinks documentIds={documents} />
      </Box>
    </Box>
  );
}
