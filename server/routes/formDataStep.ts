/**
 * Declarative steps (flow.json `storesFormData`, schemas/rules/formDataSteps.ts): one handler for all
 * of them. GET answers the saved form; POST stores the form the step file accepted (the contract
 * checks the body against the step file first) and moves on; REVIEW and AGREE ask again for any such
 * step before them whose saved form is missing or no longer passes its step file.
 */
import { formDataSteps, declaredFormData, type FormDataStep } from '../../schemas/rules/formDataSteps';
import { withDefinitions } from '../../schemas/rules/withDefinitions';
import type { AppContext } from '../appContext';
import { isBefore } from '../flow/flowEngine';
import { readStepSchema } from '../flow/stepFiles';
import type { FieldError } from '../http/apiError';
import { bodyAjv } from '../http/validation';
import type { ApplicationRecord } from '../store/applications';
import { findStepFormData, saveStepFormData } from '../store/stepFormData';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

function formDataStepHandler({ step, stepPath, stepFile }: FormDataStep): StepHandler {
  const schema = readStepSchema(stepFile);
  return {
    bodyValidator: stepBodyValidator(stepPath),
    read: (ctx, application) => ({ formData: findStepFormData(ctx.db, application.uuid, step) }),
    submit: (ctx, application, body) => {
      saveStepFormData(ctx.db, application.uuid, step, declaredFormData(schema, body), ctx.now());
      return {};
    },
  };
}

/** The handlers of every declarative step, by step path (merged into server/routes/flowSteps.ts). */
export const formDataStepHandlers: Record<string, StepHandler> = Object.fromEntries(
  formDataSteps.map((entry) => [entry.stepPath, formDataStepHandler(entry)]),
);

const storedFormValidators = new Map(
  formDataSteps.map(({ step, stepFile }) => [
    step,
    bodyAjv.compile(withDefinitions(readStepSchema(stepFile))),
  ]),
);

/**
 * The declarative steps before `current` in the flow's order whose saved form is missing or fails its
 * step file today, as field errors at /formSteps/<STEP> (review's answer has the same shape).
 */
export function incompleteFormDataSteps(
  ctx: AppContext,
  application: ApplicationRecord,
  current: string,
): FieldError[] {
  return formDataSteps
    .filter(({ step }) => isBefore(step, current))
    .flatMap(({ step }): FieldError[] => {
      const saved = findStepFormData(ctx.db, application.uuid, step);
      const validate = storedFormValidators.get(step);
      if (saved !== null && validate?.(saved)) return [];
      return [
        {
          code: 'STEP_INCOMPLETE_DATA',
          path: `/formSteps/${step}`,
          message: 'Some of your information needs attention',
        },
      ];
    });
}

/** Every declarative step's saved form, by flow step name, for the review page. */
export function readFormDataSteps(
  ctx: AppContext,
  application: ApplicationRecord,
): Record<string, Record<string, unknown> | null> {
  return Object.fromEntries(
    formDataSteps.map(({ step }) => [step, findStepFormData(ctx.db, application.uuid, step)]),
  );
}
