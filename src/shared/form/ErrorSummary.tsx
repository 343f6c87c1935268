import { useLayoutEffect, useState, type RefObject } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { formCopy } from '../../../widgets/copy';
import { summaryEntries, type SummaryEntry } from './errorSummaryEntries';

/**
 * Every problem of a long form listed above it after a failed Continue, each a link that moves focus
 * to its field. Not an alert: focus goes to the first invalid field, whose error is read with it; the
 * list is for people who look before they scroll. Built from the rendered form, so every widget's
 * label and message appear exactly as they do beside the field.
 */
export function ErrorSummary({
  formRef,
  errors,
}: {
  formRef: RefObject<HTMLElement | null>;
  /** The errors shown now; the list is rebuilt from the page whenever they change. */
  errors: Record<string, string>;
}) {
  const [entries, setEntries] = useState<SummaryEntry[]>([]);
  useLayoutEffect(() => {
    // Read after the fields have rendered their messages for these errors.
    const frame = requestAnimationFrame(() =>
      setEntries(formRef.current ? summaryEntries(formRef.current) : []),
    );
    return () => cancelAnimationFrame(frame);
  }, [errors, formRef]);
  if (entries.length === 0) return null;
  return (
    <Box
      borderWidth="2px"
      borderColor="red.600"
      bg="red.50"
      borderRadius="lg"
      p="4"
      mb="6"
      aria-labelledby="error-summary-title"
      role="region"
    >
      <Text id="error-summary-title" fontWeight="bold" color="red.800" mb="2">
        {formCopy.errorSummaryTitle}
      </Text>
      <chakra.ul ps="5" m="0" display="grid" gap="1">
        {entries.map((entry) => (
          <li key={entry.fieldId}>
            <chakra.a
              href={`#${entry.fieldId}`}
              color="red.800"
              textDecoration="underline"
              display="inline-block"
              py="1"
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(entry.fieldId);
                const focusable = target?.matches('input, select, textarea, button')
                  ? target
                  : target?.querySelector<HTMLElement>('input, select, textarea, button');
                focusable?.focus();
                focusable?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {entry.label
                ? // A question keeps its own question mark: "What's your main source of income? Required".
                  `${entry.label}${/[?:]$/.test(entry.label) ? '' : ':'} ${entry.message}`
                : entry.message}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
