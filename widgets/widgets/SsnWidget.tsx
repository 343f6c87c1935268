import { useState, type ChangeEvent } from 'react';
import { Box, Button, Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { formatSsn, maskSsn, ssnDigitsAfterEdit, ssnDigitsOf } from '../format/ssnInput';
import { useTypedDraft } from '../useTypedDraft';

/**
 * Social Security number: formatted ###-##-#### as typed and masked (•••-••-1234) unless the
 * applicant presses Show. The form holds the formatted number (the ssn format accepts dashes); the
 * submit mapping sends digits only. Nothing may remember it: no autocomplete, no password-manager
 * capture (a text input, not type=password, so no "save password?" prompt), no spellcheck.
 * Each digit paints at once and reaches the form in a transition (useTypedDraft), as in the text and
 * money inputs.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const [revealed, setRevealed] = useState(false);
  // The draft is the formatted number typed so far (what the form will hold), never the masked text.
  const { draft, attachInput, type, settle } = useTypedDraft(
    value,
    (formatted) => (formatted === '' ? options.emptyValue : formatted),
    onChange,
  );
  const digits = ssnDigitsOf(draft ?? value);
  const shown = revealed ? formatSsn(digits) : maskSsn(digits);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = ssnDigitsAfterEdit(digits, shown, target.value, target.selectionStart ?? undefined);
    type(next === '' ? '' : formatSsn(next));
  };
  const handleBlur = () => {
    const sent = settle();
    onBlur(id, sent ? sent.value : value);
  };
  return (
    <Box display="flex" gap="2" alignItems="center">
      <Input
        ref={attachInput}
        id={id}
        name={id}
        size="lg"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
        value={shown}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={() => onFocus(id, value)}
        {...controlA11yProps(props)}
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        flexShrink="0"
        aria-controls={id}
        disabled={disabled || readonly}
        onClick={() => setRevealed((current) => !current)}
      >
        {revealed ? formCopy.hideSsn : formCopy.showSsn}
      </Button>
    </Box>
  );
}
