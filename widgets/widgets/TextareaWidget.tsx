import { Text, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { fillTemplate, formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';

/** Multi-line text with a live "characters left" count when the schema sets maxLength. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema } = props;
  const text = typeof value === 'string' ? value : '';
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <>
      <Textarea
        id={id}
        name={id}
        size="lg"
        rows={3}
        value={text}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...controlA11yProps(props)}
      />
      {maxLength !== undefined ? (
        <Text fontSize="sm" color="gray.600" mt="1" aria-live="polite">
          {fillTemplate(formCopy.charactersLeft, { count: maxLength - text.length })}
        </Text>
      ) : null}
    </>
  );
}
