/**
 * Error plumbing between ajv-errors, RJSF and the server. Pure.
 * ajv-errors reports a custom `required` message on the parent object; RJSF places errors by
 * `property`, so we move each onto the missing field so "Required" shows under that field.
 * (The name is kept short; it also drops if/then summary errors, and puts every message in people's
 * words: core/rules/validationMessages.ts.)
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { validationMessage } from '../../../core/rules/validationMessages';

type RawError = { keyword?: string; params?: { missingProperty?: string } };

export function moveRequiredErrorsToFields(errors: RJSFValidationError[]): RJSFValidationError[] {
  // An if/then failure is only a summary of the field errors inside `then`, which show on their own.
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      const message = validationMessage({
        keyword: error.name ?? '',
        params: error.params as Record<string, unknown> | undefined,
        message: error.message,
      });
      const raw = (error.params as { errors?: RawError[] } | undefined)?.errors;
      const missing = raw?.find((item) => item.keyword === 'required')?.params?.missingProperty;
      if (error.name !== 'errorMessage' || !missing) return { ...error, message, stack: message };
      const base = error.property && error.property !== '.' ? error.property : '';
      return { ...error, message, stack: message, property: `${base}.${missing}` };
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

/** Every error of an ErrorSchema as form pointer -> first message. */
export function errorSchemaToPointers(errorSchema: unknown, base = ''): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof errorSchema !== 'object' || errorSchema === null) return result;
  for (const [key, value] of Object.entries(errorSchema as Record<string, unknown>)) {
    if (key === '__errors') {
      const first = Array.isArray(value) ? value[0] : undefined;
      if (typeof first === 'string') result[base] = first;
    } else {
      Object.assign(result, errorSchemaToPointers(value, `${base}/${key}`));
    }
  }
  return result;
}

/**
 * The errors the applicant may see now (spec §5): those of fields already blurred, or all after a
 * submit attempt; server errors always win for their field until it changes.
 */
export function visibleErrors(
  schemaErrors: Record<string, string>,
  serverErrors: Record<string, string>,
  isVisible: (pointer: string) => boolean,
): Record<string, string> {
  const shown = Object.fromEntries(Object.entries(schemaErrors).filter(([pointer]) => isVisible(pointer)));
  return { ...shown, ...serverErrors };
}
