/**
 * Spec §8 "the client supplies missing data according to userErrorCode": which flow step supplies
 * what a 422 of review's (or agree's) recheck says is missing, and the step each review Edit
 * reopens. Its own module so the flow calls every step makes (src/shared/flow/useFlowCalls.ts) do not bring
 * the whole review builder (reviewSections.ts). Pure.
 */
import { applicationStepEntries, isEditableStep, type EditableStep } from '../routes/flowRoutes';

type ReviewEdits = (typeof import('../../../schemas/copy/en-US.json'))['pages']['review']['edits'];
/** A piece of data review shows with an Edit, by its name in flow.json `owns`; review's copy labels each. */
export type EditKey = keyof ReviewEdits;

/**
 * The flow step each Edit reopens (POST /flow/{uuid}/edit): for each piece of data an editable step
 * owns (flow.json `editable` and `owns`), that step. Derived, so a step that takes data over, or a new
 * editable step with data of its own, needs no edit here.
 */
export const editSteps: Readonly<Partial<Record<string, EditableStep>>> = Object.fromEntries(
  applicationStepEntries.flatMap(([step, config]) =>
    isEditableStep(step) ? (config.owns ?? []).map((data) => [data, step] as const) : [],
  ),
);

/**
 * Spec §8 "the client supplies missing data according to userErrorCode": the flow step that supplies
 * what review's (or agree's) recheck found missing. The server works it out from flow.json ownership
 * and sends it as the 422's `details.supplyingStep` (server/steps/recheckEarlierSteps.ts), so the app
 * keeps no table of codes or paths; null when the refusal names none.
 */
export function stepSupplyingMissing(details: unknown): string | null {
  const step = (details as { supplyingStep?: unknown } | null | undefined)?.supplyingStep;
  return typeof step === 'string' ? step : null;
}
