/**
 * What every step handler shares: the 422 of unmet step requirements (spec §8) and a step body's
 * compiled contract schema.
 */
import type { ValidateFunction } from 'ajv';
import { ApiError, type FieldError } from '../http/apiError';
import { stepBodySchemas } from '../http/contract';
import { bodyAjv, toFieldErrors } from '../http/validation';
import type { NamedFieldErrors, NoBody, UnmetRequirements } from './stepHandler';

export function stepRequirementsNotMet(
  userErrorCode: string,
  message: string,
  fieldErrors: FieldError[],
  namedFieldErrors: NamedFieldErrors = {},
): ApiError {
  return new ApiError({
    statusCode: 422,
    exceptionType: 'StepRequirementsNotMet',
    message,
    userErrorCode,
    details: { fieldErrors, ...namedFieldErrors },
  });
}

/** The 422 a step answers when its requirements are not met (its own submission). */
export function assertRequirementsMet(unmet: UnmetRequirements | null): void {
  if (unmet)
    throw stepRequirementsNotMet(
      unmet.userErrorCode,
      unmet.message,
      unmet.fieldErrors,
      unmet.namedFieldErrors,
    );
}

/** Unmet requirements of one code: each field error carries it. */
export function unmetRequirements(
  userErrorCode: string,
  message: string,
  fieldErrors: ReadonlyArray<Omit<FieldError, 'code'>>,
): UnmetRequirements {
  return {
    userErrorCode,
    message,
    fieldErrors: fieldErrors.map((error) => ({ ...error, code: userErrorCode })),
  };
}

/** The compiled stepBodies schema of a step: a body it accepts is the step's Body. */
export function stepBodyValidator<Body = NoBody>(stepPath: string): ValidateFunction<Body> {
  const schema = stepBodySchemas[stepPath];
  if (!schema) throw new Error(`operations.json has no stepBodies entry for ${stepPath}`);
  return bodyAjv.compile<Body>(schema);
}

/** Stored data must still satisfy the step file that collected it (e.g. a rule tightened since it was saved). */
export function storedDataProblems(validate: ValidateFunction, data: unknown): UnmetRequirements | null {
  if (validate(data)) return null;
  return unmetRequirements(
    'STEP_INCOMPLETE_DATA',
    'Some of your information needs attention',
    toFieldErrors(validate.errors ?? []),
  );
}
