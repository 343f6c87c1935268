/**
 * Every validator error in people's words, on both sides: the app's forms and the API's field
 * errors. A rule with its own message in the step file or definitions.json (ajv-errors'
 * `errorMessage`) keeps it; any other rule gets the words of schemas/copy's `validation` section,
 * never ajv's own text ("must be number", `must match "then" schema`). Pure.
 */
import copy from '../../schemas/copy/en-US.json';
import { fillTemplate } from './fillTemplate';

const words = copy.validation;

/** What both ajv's ErrorObject and RJSF's validation error carry. */
export type ValidatorError = {
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
};

function typeMessage(expected: unknown): string {
  const first = String(expected).split(',')[0];
  switch (first) {
    case 'number':
      return words.number;
    case 'integer':
      return words.integer;
    case 'boolean':
      return words.yesNo;
    case 'string':
      return words.text;
    case 'object':
      return words.group;
    case 'array':
      return words.list;
    default:
      return words.invalid;
  }
}

/** The message to show for one validator error. */
export function validationMessage(error: ValidatorError): string {
  const params = error.params ?? {};
  const limit = { limit: String(params.limit ?? '') };
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? words.invalid;
    case 'required':
    case 'dependencies':
    case 'dependentRequired':
      return words.required;
    case 'type':
      return typeMessage(params.type);
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return words.choice;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return fillTemplate(words[error.keyword], limit);
    case 'multipleOf':
      return fillTemplate(words.multipleOf, { multipleOf: String(params.multipleOf ?? '') });
    case 'uniqueItems':
      return words.uniqueItems;
    case 'format':
      return params.format === 'email' ? words.email : words.format;
    case 'pattern':
      return words.format;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return words.unknownField;
    case 'not':
      return words.notAllowed;
    default:
      return words.invalid;
  }
}

/**
 * Text a validator writes for developers, which no applicant or integrator should read: ajv's
 * "must be …", "must match …", "must have …", "must NOT …", "should …" and schema paths.
 */
const validatorPhrases =
  /^must |must be (number|integer|string|boolean|object|array|null|equal|[<>]=?|multiple)|must match (pattern|format|"|exactly|a schema)|must have required|must NOT|must pass|must contain at least|\bshould (be|have|match|NOT|pass)\b|#\/|instancePath|Expected [a-z]+, received/;

export function isValidatorText(message: string): boolean {
  return validatorPhrases.test(message);
}
