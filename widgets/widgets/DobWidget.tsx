import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { formatDobInput } from '../format/dobInput';

/**
 * Date of birth, formatted MM/DD/YYYY as typed. The form holds what is shown (the dob rules accept
 * slashes); the submit mapping sends MMDDYYYY. autocomplete is off so the browser does not keep it.
 */
export function DobWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const shown = typeof value === 'string' ? formatDobInput(value) : '';
  return (
    <Input
      id={id}
      name={id}
      size="lg"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      data-1p-ignore=""
      data-lpignore="true"
      placeholder={formCopy.dobPlaceholder}
      value={shown}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => {
        const formatted = formatDobInput(event.target.value);
        onChange(formatted === '' ? options.emptyValue : formatted);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...controlA11yProps(props)}
    />
  );
}
