/**
 * A step as the studio previews it: the schema and UI schema staff are editing, rendered by the real
 * StepForm with the app's rules. The app ships precompiled validators (a strict Content-Security-
 * Policy forbids compiling in the browser); the studio compiles the edited schema with ajv where the
 * page allows it (`npm run dev`). Where it does not (a production build, known at build time:
 * compilingAllowed.ts, so nothing tries and fails), the form shows the edited schema — labels, help,
 * options — and checks with the saved step's compiled rules, each of their messages replaced by its
 * edited words; a changed rule itself (a new limit) applies once saved and built, and the preview
 * says so.
 */
import type { ErrorSchema, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { annotationKeywords } from '../../../core/rules/createAjv';
import { formats } from '../../../core/rules/formats';
import { withProductLimits } from '../../../core/rules/productLimits';
import { stepFormSchema } from '../../../core/rules/usedDefinitions';
import type { JsonSchemaObject } from '../../../core/rules/withDefinitions';
import type { LoadedStep, StepUiOptions } from '../../shared/form/stepFiles';
import { compilingAllowed } from './compilingAllowed';

export type LiveStep = {
  step: LoadedStep;
  /** True when the edited rules could not be compiled here and the saved step's rules apply. */
  savedRules: boolean;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each message of the saved schema (under errorMessage) that the edit gives other words, old -> new. */
export function editedMessages(saved: unknown, edited: unknown, inMessage = false): Map<string, string> {
  const map = new Map<string, string>();
  if (inMessage && typeof saved === 'string' && typeof edited === 'string') {
    if (saved !== edited) map.set(saved, edited);
    return map;
  }
  if (!isObject(saved) || !isObject(edited)) {
    if (Array.isArray(saved) && Array.isArray(edited))
      saved.forEach((item, index) =>
        editedMessages(item, edited[index], inMessage).forEach((to, from) => map.set(from, to)),
      );
    return map;
  }
  for (const [key, value] of Object.entries(saved))
    editedMessages(value, edited[key], inMessage || key === 'errorMessage').forEach((to, from) =>
      map.set(from, to),
    );
  return map;
}

function renamed(errorSchema: ErrorSchema, words: Map<string, string>): ErrorSchema {
  const result: Json = {};
  for (const [key, value] of Object.entries(errorSchema as Json))
    result[key] =
      key === '__errors' && Array.isArray(value)
        ? value.map((message: string) => words.get(message) ?? message)
        : isObject(value)
          ? renamed(value as ErrorSchema, words)
          : value;
  return result as ErrorSchema;
}

/**
 * The saved step's compiled rules for a form showing the edited schema, speaking the edited words.
 * RJSF asks about parts of the edited schema (conditions, options): those the saved schema has too
 * are answered by its compiled checks.
 */
function savedRulesValidator(saved: LoadedStep, words: Map<string, string>): ValidatorType {
  const word = (message: string | undefined) =>
    message === undefined ? message : (words.get(message) ?? message);
  return {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema): ValidationData<unknown> {
      const result = saved.validator.validateFormData(
        formData,
        saved.schema,
        customValidate,
        transformErrors,
        uiSchema,
      );
      return {
        errors: result.errors.map((error) => ({
          ...error,
          message: word(error.message),
          stack: word(error.stack) ?? '',
        })),
        errorSchema: renamed(result.errorSchema, words),
      };
    },
    isValid(schema, formData) {
      try {
        return saved.validator.isValid(schema, formData, saved.schema);
      } catch {
        return false;
      }
    },
    rawValidation(_schema, formData) {
      return saved.validator.rawValidation(saved.schema, formData);
    },
  };
}

/** The step of an edited schema and UI schema; `saved` is the step as the app loads it. */
export function liveStep(
  saved: LoadedStep,
  schemaJson: JsonSchemaObject,
  uiJson: UiSchema,
  savedSchemaJson?: JsonSchemaObject,
): LiveStep {
  const uiSchema = withProductLimits(uiJson);
  const options = (uiSchema['ui:options'] ?? {}) as StepUiOptions;
  const schema = stepFormSchema(schemaJson) as RJSFSchema;
  if (!compilingAllowed) {
    const words = editedMessages(savedSchemaJson ?? {}, schemaJson);
    return {
      step: {
        stepId: saved.stepId,
        schema,
        uiSchema,
        rawUiSchema: uiJson,
        options,
        validator: savedRulesValidator(saved, words),
      },
      savedRules: true,
    };
  }
  const validator = customizeValidator({
    ajvFormatOptions: false,
    // logger false: while a rule is being typed (a format name half written) ajv would warn in the
    // console at every pause; the checker names the problem.
    ajvOptionsOverrides: { verbose: false, logger: false },
    extenderFn: (ajv) => {
      ajvErrors(ajv);
      for (const [name, definition] of Object.entries(formats))
        ajv.addFormat(name, definition as Parameters<typeof ajv.addFormat>[1]);
      for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
      return ajv;
    },
  });
  return {
    step: { stepId: saved.stepId, schema, uiSchema, rawUiSchema: uiJson, options, validator },
    savedRules: false,
  };
}
