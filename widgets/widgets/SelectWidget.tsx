import { NativeSelect } from '@chakra-ui/react';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { offeredOptions } from '../offeredOptions';

/** A native <select> (docs/architecture.md: fast, accessible, right keyboard on every phone). */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const enumOptions = offeredOptions(options.enumOptions ?? [], options.offered);
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const read = (index: string) =>
    index === '' ? options.emptyValue : enumOptionsValueForIndex(index, enumOptions);
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
  return (
    <NativeSelect.Root size="lg" disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={id}
        autoFocus={autofocus}
        autoComplete={autocomplete}
        value={typeof selected === 'string' ? selected : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={(event) => onBlur(id, read(event.target.value))}
        onFocus={(event) => onFocus(id, read(event.target.value))}
        {...controlA11yProps(props)}
      >
        <option value="">{placeholder || formCopy.selectPlaceholder}</option>
        {enumOptions.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
