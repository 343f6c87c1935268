/** The accessibility attributes every widget puts on its control (docs/architecture.md, spec §5 errors). */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { shouldShowError } from './formContext';

export function controlA11yProps(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'disabled' | 'required'>) {
  const invalid = shouldShowError(props.rawErrors, props.disabled);
  return {
    'aria-describedby': ariaDescribedByIds(props.id),
    'aria-invalid': invalid ? true : undefined,
    'aria-required': props.required ? true : undefined,
  } as const;
}
