/**
 * The education step's adapter (ui.json `adapter: "education"`): the form shows the applicant's
 * highest stored education, and saving runs the create/update/delete loop planned by
 * src/education/educationSavePlan.ts. A record call's field errors come back on the form's fields.
 */
import {
  educationFieldErrors,
  toEducationBody,
  toEducationFormData,
  type EducationFormData,
  type EducationRecord,
} from '../education/educationFormData';
import { planEducationSaves, type EducationSaveStep } from '../education/educationSavePlan';
import { highestEducation } from '../../schemas/rules/highestEducation';
import type { AdapterContext, StepAdapter } from './stepAdapter';

type ErrorWithFields = { fieldErrors?: ReadonlyArray<{ path: string; message: string }> };

async function listEducations({ applicationUuid, call }: AdapterContext): Promise<EducationRecord[]> {
  return (await call('listEducations', { params: { applicationUuid } })) as EducationRecord[];
}

function runStep(step: EducationSaveStep, { applicationUuid, call }: AdapterContext): Promise<unknown> {
  const params = { applicationUuid };
  if (step.kind === 'create') return call('createEducation', { params, body: step.body });
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
    for (const step of plan) {
      try {
        await runStep(step, context);
      } catch (error) {
        const fieldErrors = educationFieldErrors((error as ErrorWithFields | null)?.fieldErrors ?? [], form);
        if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
        throw error;
      }
    }
  },
};
