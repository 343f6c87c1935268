/**
 * The app's side of declarative steps (flow.json `storesFormData`, core/rules/formDataSteps.ts):
 * unless the step's ui.json says otherwise, the form is prefilled from the saved `formData` and
 * submitted whole as the step's POST body. Pure.
 */
import type { LoadedStep } from '../../shared/form/stepFiles';
import type { SubmitSpec } from '../../shared/form/submitMapping';

export function formDataSubmit(stepPath: string): SubmitSpec {
  return { calls: [{ operation: 'postFlowStep', params: { step: stepPath }, body: { $data: '' } }] };
}

export function withFormDataDefaults(step: LoadedStep, screenKey: string, stepPath: string): LoadedStep {
  const properties = Object.keys((step.schema.properties ?? {}) as Record<string, unknown>);
  const options = step.options;
  return {
    ...step,
    options: {
      ...options,
      prefillFromStep:
        options.prefillFromStep ?? Object.fromEntries(properties.map((name) => [name, `/formData/${name}`])),
      submit: { [screenKey]: formDataSubmit(stepPath), ...options.submit },
    },
  };
}
