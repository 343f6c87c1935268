import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { jobStartYears } from '../../core/rules/formats';
import { formCopy } from '../copy';
import { controlA11yProps } from '../fieldA11y';

/**
 * A job's start year as a native select of the 51 years the rule allows, next year first (spec §9);
 * the same list the schema's "job-start-year" format checks, so the two can't disagree.
 */
export function JobStartYearWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const years = jobStartYears();
  const read = (text: string) => (text === '' ? options.emptyValue : Number(text));
  return (
    <NativeSelect.Root size="lg" disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={id}
        autoFocus={autofocus}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={(event) => onBlur(id, read(event.target.value))}
        onFocus={(event) => onFocus(id, read(event.target.value))}
        {...controlA11yProps(props)}
      >
        <option value="">{placeholder || formCopy.selectPlaceholder}</option>
        {years.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
