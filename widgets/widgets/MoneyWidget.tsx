import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Input, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { formatUsd, formatWholeUsd } from '../../core/rules/displayFormats';
import { isLoanAmount, roundLoanAmount } from '../../core/rules/formats';
import { fillTemplate, formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { moneyMaximumOf, moneyTextFits, parseMoneyInput } from '../format/money';
import { useTypedDraft } from '../useTypedDraft';

function display(value: unknown, wholeDollars: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return wholeDollars ? formatWholeUsd(value) : formatUsd(value);
  }
  return typeof value === 'string' ? value : '';
}

/**
 * USD amount: shows what the applicant types while focused and the formatted amount after; emits a
 * number, or the raw text when it is not a number so the schema's "Expected a number" shows.
 * With `ui:options.roundsLoanAmount`, an amount the product rounds (spec §5: to the nearest hundred)
 * is rounded on blur and the field says so, so what is requested is what the applicant sees. An
 * amount that rounds outside the range is left as typed, for its error to explain. It takes no more
 * digits than its schema's `maximum` has ($9,999,999.99 without one).
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema } = props;
  const wholeDollars = options.wholeDollars === true;
  const [roundedFrom, setRoundedFrom] = useState<number | null>(null);
  const {
    draft,
    attachInput,
    type: typeDraft,
    sendNow,
    clear,
    settle,
  } = useTypedDraft(value, (text) => parseMoneyInput(text) ?? options.emptyValue, onChange);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    // A key past the field's largest amount is not taken: the field keeps what it showed.
    if (!moneyTextFits(target.value, moneyMaximumOf(schema))) return;
    setRoundedFrom(null);
    typeDraft(target.value);
  };
  /** Rounds an amount the product would round, saying so; returns the value the form now holds. */
  const round = (current: unknown): unknown => {
    if (options.roundsLoanAmount === true && typeof current === 'number' && isLoanAmount(current)) {
      const rounded = roundLoanAmount(current);
      if (rounded !== current) {
        setRoundedFrom(current);
        onChange(rounded);
        return rounded;
      }
    }
    return current;
  };
  const handleBlur = () => {
    const sent = settle();
    onBlur(id, round(sent ? sent.value : value));
  };
  // Enter submits without a blur: round first and hold that submit, so the applicant sees the amount
  // that will be requested before it is (a second Enter submits it).
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const sent = sendNow();
    const current = sent ? sent.value : value;
    if (round(current) !== current) {
      event.preventDefault();
      clear();
    }
  };
  const noticeId = `${id}__rounded`;
  const a11y = controlA11yProps(props);
  return (
    <>
      <Input
        ref={attachInput}
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
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        {...a11y}
        aria-describedby={
          roundedFrom !== null ? `${a11y['aria-describedby']} ${noticeId}` : a11y['aria-describedby']
        }
      />
      <Text
        id={noticeId}
        role="status"
        fontSize="sm"
        color="brand.800"
        mt={roundedFrom !== null ? '1.5' : '0'}
      >
        {roundedFrom !== null && typeof value === 'number'
          ? fillTemplate(formCopy.roundedAmount, {
              rounded: formatUsd(value),
              typed: formatUsd(roundedFrom),
            })
          : null}
      </Text>
    </>
  );
}
