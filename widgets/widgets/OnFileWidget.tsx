import { Box, Button, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { fillTemplate, formCopy } from '../copy';

/** Looks for the field a Change reveals for a few frames (it renders once the form has the new answers). */
function focusWhenShown(fieldId: string): void {
  let frames = 0;
  const attempt = () => {
    const target = document.getElementById(fieldId);
    if (target) target.focus();
    else if (++frames < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * An answer the server already has and never sends back (a date of birth, an SSN): shown masked as
 * "On file" (`ui:options.summary` names its words in schemas/copy's form.onFileSummary, and its button's
 * accessible name in form.onFileChange) and a Change button, so going back through a step
 * never asks for it again. The field's value says it is on file (true, or the SSN's last four); Change clears
 * it, and the step's schema then asks for the answer itself (`ui:options.changes` names that field,
 * which gets focus). Nothing here ever holds the answer.
 */
export function OnFileWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, options } = props;
  if (value === undefined || value === false || value === null || value === '') return null;
  const summaries: Record<string, string | undefined> = formCopy.onFileSummary;
  const changeLabels: Record<string, string | undefined> = formCopy.onFileChange;
  const changeLabel = typeof options.summary === 'string' ? changeLabels[options.summary] : undefined;
  const summary = typeof options.summary === 'string' ? summaries[options.summary] : undefined;
  const shown = fillTemplate(summary ?? '', { lastFour: typeof value === 'string' ? value : '' });
  const changes = typeof options.changes === 'string' ? options.changes : undefined;
  const labelId = `${id}__label`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      px="4"
      py="3"
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="3"
    >
      <Box>
        <Text id={labelId} fontWeight="semibold">
          {label}
        </Text>
        <Text color="gray.700">{shown}</Text>
      </Box>
      <Button
        id={id}
        variant="outline"
        colorPalette="brand"
        size="md"
        minH="11"
        disabled={disabled || readonly}
        aria-label={changeLabel ?? `${formCopy.change} ${label}`}
        onClick={() => {
          onChange(undefined);
          if (changes) focusWhenShown(id.replace(/[^_]+$/, changes));
        }}
      >
        {formCopy.change}
      </Button>
    </Box>
  );
}
