/** Response checks compiled from schemas/api/operations.json with the project's ajv set-up. */
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../core/rules/createAjv';
import { isValidatorText } from '../../../core/rules/validationMessages';
import {
  contractSchema,
  errorEnvelopeSchema,
  operation,
  stepResponseSchemas,
  successEnvelopeSchema,
} from '../../../server/http/contract';

const ajv = createAjv();
const cache = new Map<string, ValidateFunction>();

function compiled(key: string, schema: () => Record<string, unknown>): ValidateFunction {
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(schema());
    cache.set(key, validate);
  }
  return validate;
}

const describe = (validate: ValidateFunction) => ajv.errorsText(validate.errors, { dataVar: 'response' });

/** Throws with ajv's explanation when a body does not match the contract for that operation and status. */
/** Every message of an error body: what an integrator or an applicant could be shown. */
function errorTexts(body: unknown): string[] {
  const envelope = body as {
    messages?: unknown[];
    result?: {
      message?: unknown;
      details?: {
        fieldErrors?: Array<{ message?: unknown }>;
        address?: { message?: unknown };
        phoneNumber?: { message?: unknown };
      };
    };
  };
  const details = envelope.result?.details;
  return [
    ...(envelope.messages ?? []),
    envelope.result?.message,
    ...(details?.fieldErrors ?? []).map((fieldError) => fieldError.message),
    details?.address?.message,
    details?.phoneNumber?.message,
  ].filter((text): text is string => typeof text === 'string');
}

export function assertMatchesContract(
  operationId: string | null,
  statusCode: number,
  body: unknown,
  url = '',
): void {
  if (statusCode >= 400) {
    const validate = compiled('error-envelope', () => contractSchema(errorEnvelopeSchema));
    if (!validate(body)) throw new Error(`Error body breaks the contract: ${describe(validate)}`);
    const raw = errorTexts(body).filter(isValidatorText);
    if (raw.length > 0) throw new Error(`Error body carries a validator's own words: ${raw.join(' | ')}`);
    return;
  }
  const envelope = compiled('success-envelope', () => contractSchema(successEnvelopeSchema));
  if (!envelope(body)) throw new Error(`Success body breaks the envelope: ${describe(envelope)}`);
  if (!operationId) return;
  // A step's data is checked against its own schema (stepResponses), which every built step has.
  const stepPath = operationId === 'getFlowStep' ? /\/step\/([^/?]+)/.exec(url)?.[1] : undefined;
  if (stepPath !== undefined && !stepResponseSchemas[stepPath])
    throw new Error(`The contract has no stepResponses entry for ${stepPath}`);
  const responseSchema = stepPath ? stepResponseSchemas[stepPath] : operation(operationId).response;
  if (!responseSchema) return;
  const validate = compiled(`response:${operationId}:${stepPath ?? ''}`, () => responseSchema);
  const result = (body as { result: unknown }).result;
  if (!validate(result)) throw new Error(`${operationId} result breaks the contract: ${describe(validate)}`);
}
