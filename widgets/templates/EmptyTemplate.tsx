/**
 * Renders nothing. Errors and help show under their own field (FieldTemplate, FieldHelpAndError), so
 * RJSF's error list, field-error and help slots stay empty.
 */
export function EmptyTemplate() {
  return null;
}
