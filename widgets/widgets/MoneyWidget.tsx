import { useState, type ChangeEvent } from 'react';
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { formatUsd, parseMoneyInput } from '../format/money';

function display(value: unknown, wholeDollars: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatUsd(value, wholeDollars);
  return typeof value === 'string' ? value : '';
}

/**
 * USD amount: shows what the applicant types while focused and the formatted amount after; emits a
 * number, or the raw text when it is not a number so the schema's "Expected a number" shows.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const wholeDollars = options.wholeDollars === true;
  const [draft, setDraft] = useState<string | null>(null);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    setDraft(target.value);
    onChange(parseMoneyInput(target.value) ?? options.emptyValue);
  };
  return (
    <Input
      id={id}
      name={id}
      size="lg"
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? display(value, wholeDollars)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={handleChange}
      onFocus={() => onFocus(id, value)}
      onBlur={() => {
        setDraft(null);
        onBlur(id, value);
      }}
      {...controlA11yProps(props)}
    />
  );
}
