import { Box, chakra } from '@chakra-ui/react';
import { RichHelp } from '@rjsf/core';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { shouldShowError } from '../formContext';
import { FieldHelpAndError } from './FieldHelpAndError';
import { FieldLabelText } from './FieldLabelText';

/** Widgets that render their own label or legend (checkbox text, radio-group legend). */
const widgetsWithOwnLabel = new Set(['checkbox', 'choiceCards', 'onFile']);

/**
 * One field row: label, the description staff wrote (schema `description`, `ui:description`), control,
 * help (markdown with `ui:enableMarkdownInHelp`, never raw HTML), and the error (role=alert) once it
 * may show (spec §5).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    required,
    children,
    rawErrors,
    rawHelp,
    rawDescription,
    description,
    disabled,
    registry,
    displayLabel,
    hidden,
    schema,
    uiSchema,
  } = props;
  if (hidden) return <Box display="none">{children}</Box>;
  const widget = getUiOptions(uiSchema).widget;
  // An answer on file takes no room once the applicant chose to change it (OnFileWidget).
  if (widget === 'onFile' && (props.formData === undefined || props.formData === false)) return null;
  const isContainer = schema.type === 'object' || schema.type === 'array';
  const ownsLabel = typeof widget === 'string' && widgetsWithOwnLabel.has(widget);
  const showError = shouldShowError(rawErrors, disabled);
  if (isContainer) return <Box>{children}</Box>;
  return (
    <Box mb="5">
      {displayLabel && !ownsLabel && label ? (
        <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1.5" fontSize="md">
          <FieldLabelText label={label} required={required} />
        </chakra.label>
      ) : null}
      {rawDescription && !ownsLabel ? description : null}
      {children}
      {rawDescription && ownsLabel ? description : null}
      {/* A checkbox's help and error line up with its label text, not under the box. */}
      <Box ps={widget === 'checkbox' ? '9' : undefined}>
        <FieldHelpAndError
          id={id}
          help={
            typeof rawHelp === 'string' && rawHelp ? (
              <RichHelp help={rawHelp} registry={registry} uiSchema={uiSchema} />
            ) : undefined
          }
          error={showError ? rawErrors?.[0] : undefined}
        />
      </Box>
    </Box>
  );
}
