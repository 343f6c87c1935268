/** What StepForm tells its templates and widgets through RJSF's formContext. */
export type StepFormContext = {
  /** True once the field was blurred, or a submit was attempted (spec §5: errors only then). */
  isErrorVisible: (fieldId: string) => boolean;
};

export function isStepFormContext(value: unknown): value is StepFormContext {
  return typeof value === 'object' && value !== null && 'isErrorVisible' in value;
}

/** An error shows only when visible for this field, present, and the field is enabled. */
export function shouldShowError(
  formContext: unknown,
  fieldId: string,
  rawErrors: string[] | undefined,
  disabled: boolean | undefined,
): boolean {
  if (disabled || !rawErrors || rawErrors.length === 0) return false;
  return isStepFormContext(formContext) ? formContext.isErrorVisible(fieldId) : true;
}
