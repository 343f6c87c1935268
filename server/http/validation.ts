/**
 * Request validation with the project's one ajv set-up (core/rules/createAjv.ts), so a 400 says
 * exactly what the step files and definitions.json say (ajv-errors messages), and any rule without
 * a message of its own is put in people's words (core/rules/validationMessages.ts).
 *
 * Two instances of that set-up: JSON bodies are validated as sent (no type coercion, so "500" is
 * not a number), while query strings and path parameters arrive as text and are coerced to the
 * types their schema names.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../core/rules/createAjv';
import type { JsonSchemaObject } from '../../core/rules/withDefinitions';
import { validationMessage } from '../../core/rules/validationMessages';
import { validationError, type FieldError } from './apiError';

export const bodyAjv = createAjv();
export const textAjv = createAjv({ coerceTypes: true });

export function compilerFor(httpPart: string | undefined): (schema: JsonSchemaObject) => ValidateFunction {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return (schema) => ajv.compile(schema);
}

/** A property name as sent can be anything (30 kB, say): an error names at most this much of it. */
export const maxEchoedNameLength = 64;
/** At most this many field errors in one answer, however many problems the body has. */
export const maxFieldErrors = 50;

const escapePointer = (segment: string) => {
  const bounded =
    segment.length > maxEchoedNameLength ? `${segment.slice(0, maxEchoedNameLength)}…` : segment;
  return bounded.replace(/~/g, '~0').replace(/\//g, '~1');
};

function missingPropertyPaths(error: ErrorObject): string[] {
  const inner = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  return inner
    .filter((original) => original.keyword === 'required')
    .map((original) => `${original.instancePath}/${escapePointer(String(original.params.missingProperty))}`);
}

/** ajv (+ ajv-errors) errors as {path: JSON pointer into the body, message}. */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const fieldErrors: FieldError[] = [];
  // A value that may also be null (anyOf [a rule, {type: null}]): "not null" is never the mistake.
  const nullBranch = (error: ErrorObject) =>
    error.keyword === 'type' &&
    error.params.type === 'null' &&
    /\/(anyOf|oneOf)\/\d+\/type$/.test(error.schemaPath);
  const told = errors.filter((error) => !nullBranch(error));
  for (const error of told) {
    // An if/then failure only sums up the errors inside `then`, which are reported on their own.
    if (error.keyword === 'if') continue;
    // Nor does an anyOf/oneOf when a branch said what is wrong at the same place (a branch behind a
    // $ref has the definition's schemaPath, so the place is what ties them).
    if (
      (error.keyword === 'anyOf' || error.keyword === 'oneOf') &&
      told.some((other) => other !== error && other.instancePath === error.instancePath)
    )
      continue;
    const message = validationMessage(error);
    if (error.keyword === 'errorMessage') {
      const requiredPaths = missingPropertyPaths(error);
      if (requiredPaths.length > 0) requiredPaths.forEach((path) => fieldErrors.push({ path, message }));
      else fieldErrors.push({ path: error.instancePath, message });
    } else if (error.keyword === 'required') {
      fieldErrors.push({
        path: `${error.instancePath}/${escapePointer(String(error.params.missingProperty))}`,
        message,
      });
    } else if (error.keyword === 'additionalProperties') {
      const property = escapePointer(String(error.params.additionalProperty));
      fieldErrors.push({ path: `${error.instancePath}/${property}`, message });
    } else {
      fieldErrors.push({ path: error.instancePath, message });
    }
  }
  const seen = new Set<string>();
  return fieldErrors
    .filter((fieldError) => {
      const key = `${fieldError.path}\u0000${fieldError.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, maxFieldErrors);
}

/** Validates a body in a handler (where the schema depends on the request, like step bodies); throws the 400. */
export function assertValid<T>(validate: ValidateFunction<T>, body: unknown): asserts body is T {
  if (!validate(body)) throw validationError(toFieldErrors(validate.errors ?? []));
}

/**
 * Where a JSON body holds a NUL character (U+0000), which no text column can store: JSON pointers,
 * at most maxFieldErrors. Checked before the schema, so such a body gets a field error, not a 500.
 */
export function nulCharacterPaths(value: unknown, path = ''): string[] {
  const found: string[] = [];
  // A stack, not recursion: a body of 60 kB of nested brackets must not overflow the call stack.
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0 && found.length < maxFieldErrors) {
    const [node, at] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(at);
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) pending.push([node[index], `${at}/${index}`]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node).reverse()) {
        const segment = escapePointer(key);
        if (key.includes('\u0000')) found.push(`${at}/${segment}`);
        pending.push([item, `${at}/${segment}`]);
      }
    }
  }
  return found;
}

/** Refuses a body with a NUL character anywhere, naming each place (nulCharacterPaths). */
export function assertNoNulCharacters(body: unknown): void {
  const paths = nulCharacterPaths(body);
  if (paths.length > 0)
    throw validationError(
      paths.map((path) => ({ path, message: 'Remove the invisible control character from this field' })),
    );
}
