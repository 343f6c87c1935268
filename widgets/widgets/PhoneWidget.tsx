import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { formatPhoneDisplay } from '../../core/rules/phoneDisplay';
import { useTypedDraft } from '../useTypedDraft';

/**
 * US mobile number, formatted as typed ((415) 555-0123); the submit mapping sends digits only. Each
 * key paints at once and reaches the form in a transition (useTypedDraft), as in the other typed
 * fields, so the form's re-render never sits between a key and its paint.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
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
