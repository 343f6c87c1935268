/**
 * What every step handler shares: the 422 of unmet step requirements (spec §8) and a step body's
 * compiled contract schema.
 */
import type { ValidateFunction } from 'ajv';
import { ApiError, type FieldError } from '../http/apiError';
import { stepBodySchemas } from '../http/contract';
import { bodyAjv, toFieldErrors } from '../http/validation';

export function stepRequirementsNotMet(
  userErrorCode: string,
  message: string,
  fieldErrors: FieldError[],
): ApiError {
  return new ApiError({
    statusCode: 422,
    exceptionType: 'StepRequirementsNotMet',
    message,
    userErrorCode,
    details: { fieldErrors },
  });
}

export function stepBodyValidator(stepPath: string): ValidateFunction {
  const schema = stepBodySchemas[stepPath];
  if (!schema) throw new Error(`operations.json has no stepBodies entry for ${stepPath}`);
  return bodyAjv.compile(schema);
}

/** Stored data must still satisfy the step file that collected it (e.g. a rule tightened since it was saved). */
export function assertStoredDataValid(validate: ValidateFunction, data: unknown): void {
  if (validate(data)) return;
  const fieldErrors = toFieldErrors(validate.errors ?? []).map((error) => ({
    ...error,
    code: 'STEP_INCOMPLETE_DATA',
  }));
  throw stepRequirementsNotMet(
    'STEP_INCOMPLETE_DATA',
    'Some of your information needs attention',
    fieldErrors,
  );
}
