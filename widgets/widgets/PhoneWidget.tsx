import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { formatPhoneDisplay } from '../format/phoneDisplay';

/** US mobile number, formatted as typed ((415) 555-0123); the submit mapping sends digits only. */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const shown = typeof value === 'string' ? formatPhoneDisplay(value) : '';
  return (
    <Input
      id={id}
      name={id}
      size="lg"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={shown}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => {
        const formatted = formatPhoneDisplay(event.target.value);
        onChange(formatted === '' ? options.emptyValue : formatted);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...controlA11yProps(props)}
    />
  );
}
