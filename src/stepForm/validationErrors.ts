/**
 * Error plumbing between ajv-errors, RJSF and the server. Pure.
 * ajv-errors reports a custom `required` message on the parent object; RJSF places errors by
 * `property`, so we move each onto the missing field so "Required" shows under that field.
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';

type RawError = { keyword?: string; params?: { missingProperty?: string } };

export function moveRequiredErrorsToFields(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const raw = (error.params as { errors?: RawError[] } | undefined)?.errors;
    const missing = raw?.find((item) => item.keyword === 'required')?.params?.missingProperty;
    if (error.name !== 'errorMessage' || !missing) return error;
    const base = error.property && error.property !== '.' ? error.property : '';
    return { ...error, property: `${base}.${missing}` };
  });
}

/** Form-pointer messages (from the server) as an RJSF ErrorSchema for `extraErrors`. */
export function pointerErrorsToErrorSchema(errors: Record<string, string>): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    const keys = pointer.split('/').slice(1);
    let node = schema;
    for (const key of keys) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = [message];
  }
  return schema as ErrorSchema;
}

/** Drops server errors for fields whose value changed since they were reported. */
export function withoutChangedFields(
  errors: Record<string, string>,
  changed: (pointer: string) => boolean,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([pointer]) => !changed(pointer)));
}
