import { useState, type ChangeEvent } from 'react';
import { Box, Button, Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { formatSsn, maskSsn, ssnDigitsAfterEdit, ssnDigitsOf } from '../format/ssnInput';

/**
 * Social Security number: formatted ###-##-#### as typed and masked (•••-••-1234) unless the
 * applicant presses Show. The form holds the formatted number (the ssn format accepts dashes); the
 * submit mapping sends digits only. Nothing may remember it: no autocomplete, no password-manager
 * capture (a text input, not type=password, so no "save password?" prompt), no spellcheck.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const [revealed, setRevealed] = useState(false);
  const digits = ssnDigitsOf(value);
  const shown = revealed ? formatSsn(digits) : maskSsn(digits);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = ssnDigitsAfterEdit(digits, shown, target.value, target.selectionStart ?? undefined);
    onChange(next === '' ? options.emptyValue : formatSsn(next));
  };
  return (
    <Box display="flex" gap="2" alignItems="center">
      <Input
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
        onBlur={() => onBlur(id, value)}
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
