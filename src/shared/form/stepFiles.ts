/**
 * The step-file registry: each step's schema, UI schema and build-time-compiled validator, loaded
 * lazily per step so a screen downloads only its own form (docs/architecture.md). Vite's glob
 * imports also give hot reload when product staff edit schemas/steps/** in `npm run dev` (the
 * validators are compiled again then, scripts/vitePluginStepValidators.ts).
 */
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { withProductLimits } from '../../../core/rules/productLimits';
import type { PrefillOptions } from './prefill';
import type { SubmitSpec } from './submitMapping';

export type StepUiOptions = PrefillOptions & {
  submit?: Record<string, SubmitSpec>;
  /** A step adapter (src/shared/stepAdapters) whose `load` gives the form's initial data. */
  adapter?: string;
};

export type LoadedStep = {
  stepId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** ui.json as written, before product limits were filled in (the server's limits may replace them). */
  rawUiSchema: UiSchema;
  options: StepUiOptions;
  validator: ValidatorType;
  /**
   * Adjusts the validator's errors (form pointer -> message) with rules known only at run time, such
   * as the loan amounts the server offers today (src/shared/form/serverStepData.ts).
   */
  refineErrors?: (
    formData: Record<string, unknown>,
    errors: Record<string, string>,
  ) => Record<string, string>;
};

const uiFiles = import.meta.glob<UiSchema>('../../../schemas/steps/*/ui.json', { import: 'default' });
/**
 * A step's precompiled validator (scripts/compileValidators.ts) with the form schema it was compiled
 * from: schema.json with the shared definitions it uses merged in (stepFormSchema), resolved at build
 * time so the app ships neither definitions.json nor the merging code, nor the schema twice.
 */
const validatorFiles = import.meta.glob<{ default: ValidatorFunctions; schema: RJSFSchema }>(
  '../../generated/validators/*.js',
);

/** The names a UI schema gives in ui:widget and in ui:field, at any depth. */
export function uiComponentNames(uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const names = { widgets: new Set<string>(), fields: new Set<string>() };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') names.widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') names.fields.add(value);
      else visit(value);
    }
  };
  visit(uiSchema);
  return names;
}

/** A step's ui.json as written (loadStep has it too: the module loads once). */
export async function loadStepUi(stepId: string): Promise<UiSchema | null> {
  const loadUi = uiFiles[`../../../schemas/steps/${stepId}/ui.json`];
  return loadUi ? loadUi() : null;
}

export async function loadStep(stepId: string): Promise<LoadedStep> {
  const loadUi = uiFiles[`../../../schemas/steps/${stepId}/ui.json`];
  const loadValidator = validatorFiles[`../../generated/validators/${stepId}.js`];
  if (!loadUi || !loadValidator) throw new Error(`No step file "${stepId}" (or its validator)`);
  const [rawUiSchema, compiled] = await Promise.all([loadUi(), loadValidator()]);
  const uiSchema = withProductLimits(rawUiSchema);
  // Without the $id the compiler gave it: RJSF finds the validator by the hash of this exact schema.
  const { $id: _hash, ...schema } = compiled.schema;
  const options = (uiSchema['ui:options'] ?? {}) as StepUiOptions;
  return {
    stepId,
    schema,
    uiSchema,
    rawUiSchema,
    options,
    validator: createPrecompiledValidator(compiled.default, schema),
  };
}
