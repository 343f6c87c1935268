/**
 * When a field shows its error. StepForm passes RJSF only the errors that may show (the field was
 * blurred, or a submit was attempted — spec §5), so here the rule left is: never on a disabled field.
 */
export function shouldShowError(rawErrors: string[] | undefined, disabled: boolean | undefined): boolean {
  return !disabled && Array.isArray(rawErrors) && rawErrors.length > 0;
}
