/**
 * Renders nothing. Errors show under their own field (FieldTemplate), titles and descriptions come
 * from the screen's copy, and StepForm renders its own submit button, so these RJSF slots stay empty.
 */
export function EmptyTemplate() {
  return null;
}
