/**
 * Declarative steps (flow.json `storesFormData`, core/rules/formDataSteps.ts): one handler for all
 * of them. GET answers the saved form; POST stores the form the step file accepted (the contract
 * checks the body against the step file first) and moves on; its requirements (a saved form that
 * passes its step file) are checked again by REVIEW and AGREE like any step's.
 */
import { formDataSteps, declaredFormData, type FormDataStep } from '../../core/rules/formDataSteps';
import { withDefinitions } from '../../core/rules/withDefinitions';
import type { AppContext } from '../appContext';
import { readStepSchema } from '../domain/flow/stepFiles';
import { bodyAjv } from '../http/validation';
import type { ApplicationRecord } from '../store/applications';
import { findStepFormData, saveStepFormData } from '../store/stepFormData';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

/** A declarative step's body: its form, as its step file accepts it. */
type FormData = Record<string, unknown>;

function formDataStepHandler({ step, stepPath, stepFile }: FormDataStep): StepHandler<FormData> {
  const schema = readStepSchema(stepFile);
  const storedFormValidator = bodyAjv.compile(withDefinitions(schema));
  return {
    bodyValidator: stepBodyValidator<FormData>(stepPath),
    read: async (ctx, application) => ({
      formData: await findStepFormData(ctx.db, ctx.cipher, application.uuid, step),
    }),
    // A saved form that still passes today's step file (a step added or tightened while applications
    // were under way asks again); the step names itself, so the app reopens it.
    requirements: async (ctx, application) => {
      const saved = await findStepFormData(ctx.db, ctx.cipher, application.uuid, step);
      if (saved !== null && storedFormValidator(saved)) return null;
      return unmetRequirements('STEP_INCOMPLETE_DATA', 'Some of your information needs attention', [
        { path: '', message: 'Some of your information needs attention' },
      ]);
    },
    reviewPath: { from: '', to: `/formSteps/${step}` },
    submit: async (ctx, application, body) => {
      await saveStepFormData(
        ctx.db,
        ctx.cipher,
        application.uuid,
        step,
        declaredFormData(schema, body),
        ctx.now(),
      );
      return {};
    },
  };
}

/** The handlers of every declarative step, by step path (merged into server/steps/stepRegistry.ts). */
export const formDataStepHandlers: Record<string, StepHandler<FormData>> = Object.fromEntries(
  formDataSteps.map((entry) => [entry.stepPath, formDataStepHandler(entry)]),
);

/** Every declarative step's saved form, by flow step name, for the review page. */
export async function readFormDataSteps(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<Record<string, Record<string, unknown> | null>> {
  const forms: Record<string, Record<string, unknown> | null> = {};
  // One after another: inside a transaction the queries share one connection anyway.
  for (const { step } of formDataSteps)
    forms[step] = await findStepFormData(ctx.db, ctx.cipher, application.uuid, step);
  return forms;
}
