import type { ChangeEvent, FocusEvent } from 'react';
import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { controlA11yProps } from '../fieldA11y';
import { inputMaxLength } from '../format/inputLength';
import { useTypedDraft } from '../useTypedDraft';

type InputMode = 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
const inputModes: readonly string[] = ['numeric', 'decimal', 'tel', 'email', 'text'];

/**
 * The on-screen keyboard a field opens: `ui:options.inputMode` when the UI schema names one, else
 * digits for integers and a decimal pad for numbers (ZIP, hours, years open the number pad on phones).
 */
function inputModeOf(option: unknown, schemaType: unknown): InputMode | undefined {
  if (typeof option === 'string' && inputModes.includes(option)) return option as InputMode;
  if (schemaType === 'integer') return 'numeric';
  if (schemaType === 'number') return 'decimal';
  return undefined;
}

/**
 * Plain text input (RJSF's default for strings), styled by Chakra's input recipe. What is typed paints
 * at once and reaches the form in a transition (widgets/useTypedDraft.ts).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    value,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    type,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
  const {
    draft,
    attachInput,
    type: typeDraft,
    settle,
  } = useTypedDraft(value, (text) => (text === '' ? options.emptyValue : text), onChange);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => typeDraft(target.value);
  return (
    <Input
      ref={attachInput}
      id={id}
      name={id}
      size="lg"
      {...inputProps}
      type={inputProps.type === 'number' ? 'text' : inputProps.type}
      inputMode={inputModeOf(options.inputMode, schema.type)}
      value={onChangeOverride ? (value ?? '') : (draft ?? value ?? '')}
      placeholder={placeholder}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autocomplete}
      // Only where characters are typed: a range or date control has no length.
      maxLength={
        inputProps.type === 'range' || inputProps.type?.startsWith('date')
          ? undefined
          : inputMaxLength(schema, options.maxLength)
      }
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        settle();
        onBlur(id, event.target.value);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...controlA11yProps(props)}
    />
  );
}
