import { Box, Text, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { DocumentLinks, isPublicDocumentId } from '../documents/DocumentLinks';
import { useConsentStatusNote, useConsentViewed } from '../documents/ConsentStatusContext';
import { consentTitleForField } from '../documents/consentStatus';

/**
 * A native checkbox with its label beside it and a 44px touch target. A consent's box links to the
 * documents it names (`ui:options.documents`), readable before it is ticked (opening one is
 * recorded), and says when the consent was last agreed to, opened or withdrawn (its latest status).
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, label, options } = props;
  const documents = Array.isArray(options.documents) ? options.documents.filter(isPublicDocumentId) : [];
  const titleName = consentTitleForField(name);
  const statusNote = useConsentStatusNote(titleName);
  // Opening a document the consent links is recorded (VIEWED), and the note then says so.
  const onDocumentOpened = useConsentViewed(titleName);
  // The consent's status is read with its box, as its help and error are.
  const statusId = `${id}__status`;
  const a11y = controlA11yProps(props);
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
        {...a11y}
        aria-describedby={statusNote ? `${a11y['aria-describedby']} ${statusId}` : a11y['aria-describedby']}
      />
      <chakra.label htmlFor={id} fontSize="md" color="gray.800">
        {label}
      </chakra.label>
    </Box>
  );
  if (documents.length === 0 && !statusNote) return box;
  return (
    <Box>
      {box}
      <Box pl="9">
        {statusNote ? (
          <Text id={statusId} fontSize="sm" color="gray.700" mt="1">
            {statusNote}
          </Text>
        ) : null}
        {documents.length > 0 ? <DocumentLinks documentIds={documents} onOpen={onDocumentOpened} /> : null}
      </Box>
    </Box>
  );
}
