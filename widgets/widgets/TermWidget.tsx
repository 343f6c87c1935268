import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import product from '../../schemas/product.json';
import { fillTemplate, formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';

const { min, max, step } = product.loanTerm;
const terms = Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);

/**
 * Loan term as a native select of the product's terms (fast and familiar on phones). A value that
 * is not one of them (from a link's loanTerm) is still listed so its error can be shown and fixed.
 */
export function TermWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const current = typeof value === 'number' ? value : undefined;
  const choices =
    current !== undefined && !terms.includes(current) ? [...terms, current].sort((a, b) => a - b) : terms;
  return (
    <NativeSelect.Root size="lg" disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={id}
        value={current === undefined ? '' : String(current)}
        onChange={(event) =>
          onChange(event.target.value === '' ? options.emptyValue : Number(event.target.value))
        }
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...controlA11yProps(props)}
      >
        <option value="">{formCopy.noPreference}</option>
        {choices.map((months) => (
          <option key={months} value={String(months)}>
            {fillTemplate(formCopy.termLabelOption, { months })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
