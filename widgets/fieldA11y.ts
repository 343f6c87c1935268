/** The accessibility attributes every widget puts on its control (docs/architecture.md, spec §5 errors). */
import { descriptionId, errorId, helpId, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { shouldShowError } from './formContext';

type A11ySource = Pick<WidgetProps, 'id' | 'rawErrors' | 'disabled' | 'required'> & {
  uiSchema?: UiSchema;
  /** The field's schema: its `description` is shown under the label (FieldTemplate). */
  schema?: { description?: string | undefined };
  /** Whether a help text is shown under the control (default: the UI schema has `ui:help`). */
  hasHelp?: boolean;
};

/**
 * aria-describedby names only elements that exist: the description when staff wrote one, the error
 * slot (always rendered, empty until an error shows) and the help text when there is one.
 */
export function controlA11yProps(props: A11ySource) {
  // A group's own error (the whole address, say) is the first field's too: it is invalid, focused
  // first after a failed submit, and read with that message (AddressField sets `groupError`).
  const groupError = props.uiSchema?.['ui:options']?.groupError;
  const groupErrorId = typeof groupError === 'string' ? groupError : undefined;
  const invalid =
    shouldShowError(props.rawErrors, props.disabled) || (groupErrorId !== undefined && !props.disabled);
  const hasHelp = props.hasHelp ?? typeof props.uiSchema?.['ui:help'] === 'string';
  const hasDescription = Boolean(props.uiSchema?.['ui:description'] ?? props.schema?.description);
  const own = hasHelp ? `${errorId(props.id)} ${helpId(props.id)}` : errorId(props.id);
  const described = groupErrorId ? `${groupErrorId} ${own}` : own;
  return {
    'aria-describedby': hasDescription ? `${descriptionId(props.id)} ${described}` : described,
    'aria-invalid': invalid ? true : undefined,
    'aria-required': props.required ? true : undefined,
  } as const;
}
