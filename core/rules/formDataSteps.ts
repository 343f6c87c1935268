/**
 * Declarative steps (flow.json `storesFormData`): a step whose data is exactly its form. The POST
 * body of /flow/{uuid}/step/{stepPath} is the step file's form data, validated by the step file and
 * stored as given; GET answers `{formData}` (null before the first save). Their contract entries are
 * derived here from the step file, so adding such a step is a folder, one flow.json entry and copy
 * (docs/adding-a-step.md). Pure: the callers read the step files.
 */
import flow from '../../schemas/flow.json';
import type { JsonSchemaObject } from './withDefinitions';

export type FormDataStep = {
  /** The flow step name, e.g. HOUSING. */
  step: string;
  stepPath: string;
  stepFile: string;
};

type StepConfig = { stepPath?: string; stepFile?: string; storesFormData?: boolean };

/** Every declarative step of flow.json, in the order the file lists them. */
export const formDataSteps: readonly FormDataStep[] = Object.entries(
  flow.application.steps as Record<string, StepConfig>,
).flatMap(([step, config]) => {
  if (config.storesFormData !== true) return [];
  if (!config.stepPath || !config.stepFile)
    throw new Error(`flow.json: ${step} stores its form data, so it needs a stepPath and a stepFile`);
  return [{ step, stepPath: config.stepPath, stepFile: config.stepFile }];
});

/** The POST body: the step file's schema itself (its `$schema` dropped; the contract adds definitions). */
export function formDataStepBody(stepSchema: JsonSchemaObject): JsonSchemaObject {
  const { $schema: _dialect, ...rest } = stepSchema;
  return rest;
}

/**
 * The GET answer. The saved data is an object or null; it is not held to today's step file, because a
 * rule tightened after it was saved must not make the page unreadable: the form shows it, and the
 * form's own validation (and REVIEW's recheck) asks for the fix.
 */
export const formDataStepResponse: JsonSchemaObject = {
  type: 'object',
  required: ['formData'],
  properties: { formData: { anyOf: [{ type: 'object' }, { type: 'null' }] } },
  additionalProperties: false,
};

/** Keeps only the properties the step file declares, so nothing else is stored. */
export function declaredFormData(
  stepSchema: JsonSchemaObject,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const declared = Object.keys((stepSchema.properties ?? {}) as Record<string, unknown>);
  return Object.fromEntries(Object.entries(body).filter(([key]) => declared.includes(key)));
}
