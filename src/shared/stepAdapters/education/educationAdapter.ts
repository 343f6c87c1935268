/**
 * The education step's adapter (ui.json `adapter: "education"`): the form shows the applicant's
 * highest stored education, and saving runs the create/update/delete loop planned by
 * src/shared/stepAdapters/education/educationSavePlan.ts. A record call's field errors come back on the form's fields.
 */
import {
  educationFieldErrors,
  toEducationBody,
  toEducationFormData,
  type EducationFormData,
  type EducationRecord,
} from './educationFormData';
import { planEducationSaves, type EducationSaveStep } from './educationSavePlan';
import { highestEducation } from '../../../../core/rules/highestEducation';
import { createLabels } from '../../api/idempotencyKeys';
import type { AdapterContext, StepAdapter } from '../stepAdapter';

type ErrorWithFields = { fieldErrors?: ReadonlyArray<{ path: string; message: string }> };

async function listEducations({ applicationUuid, call }: AdapterContext): Promise<EducationRecord[]> {
  return (await call('listEducations', { params: { applicationUuid } })) as EducationRecord[];
}

function runStep(
  step: EducationSaveStep,
  { applicationUuid, call }: AdapterContext,
  idempotencyKey: string | undefined,
): Promise<unknown> {
  const params = { applicationUuid };
  if (step.kind === 'create')
    return call('createEducation', {
      params,
      body: step.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  if (step.kind === 'update') return call('updateEducation', { params, body: { id: step.id, ...step.body } });
  return call('deleteEducation', { params, body: { id: step.id } });
}

export const educationAdapter: StepAdapter = {
  load: async (context) => {
    const highest = highestEducation(await listEducations(context));
    return highest ? toEducationFormData(highest) : {};
  },

  save: async (formData, context) => {
    const form = formData as EducationFormData;
    const plan = planEducationSaves(await listEducations(context), toEducationBody(form));
    // One key per create of this save, the same on every try of it (src/shared/api/idempotencyKeys.ts).
    const creates = plan.flatMap((step) => (step.kind === 'create' ? [step] : []));
    const labels = createLabels(
      'createEducation',
      creates.map((step) => step.body),
    );
    const keyOf = new Map<EducationSaveStep, string>(
      creates.map((step, index) => [step, context.keys(labels[index]!)]),
    );
    for (const step of plan) {
      try {
        await runStep(step, context, keyOf.get(step));
      } catch (error) {
        const fieldErrors = educationFieldErrors((error as ErrorWithFields | null)?.fieldErrors ?? [], form);
        if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
        throw error;
      }
    }
  },
};
