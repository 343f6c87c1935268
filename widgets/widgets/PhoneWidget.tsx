import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { formatPhoneDisplay } from '../format/phoneDisplay';
import { useTypedDraft } from '../useTypedDraft';

/**
 * US mobile number, formatted as typed ((415) 555-0123); the submit mapping sends digits only. Each
 * digit paints at once and reaches the form once typing pauses (useTypedDraft), as in the text,
 * money and SSN inputs: told on every key, the form's re-render kept a slow phone from painting
 * anything until typing stopped (docs/decisions/0076-typing-stays-inside-the-field.md).
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  // The draft is the formatted number typed so far, which is what the form holds.
  const { draft, attachInput, type, settle } = useTypedDraft(
    value,
    (formatted) => (formatted === '' ? options.emptyValue : formatted),
    onChange,
  );
  const shown = draft ?? (typeof value === 'string' ? formatPhoneDisplay(value) : '');
  return (
    <Input
      ref={attachInput}
      id={id}
      name={id}
      size="lg"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={shown}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => type(formatPhoneDisplay(event.target.value))}
      onBlur={() => {
        const sent = settle();
        onBlur(id, sent ? sent.value : value);
      }}
      onFocus={() => onFocus(id, value)}
      {...controlA11yProps(props)}
    />
  );
}
