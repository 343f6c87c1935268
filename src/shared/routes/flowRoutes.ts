/**
 * Server flow steps to screens (spec §4), read from schemas/flow.json so product staff change the
 * mapping in one place. Pure.
 */
import type { ApiOperations } from '../../../core/api/generated/contractTypes';
import flow from '../../../schemas/flow.json';

export type FlowStepConfig = {
  screen: string;
  /** Can be reopened with the edit call (flow.json "editable"). */
  editable?: boolean;
  stepPath?: string;
  stepFile?: string;
  canGoBack?: boolean;
  /** A declarative step: its data is its form (core/rules/formDataSteps.ts). */
  storesFormData?: boolean;
  /** The data only this step may write (flow.json "owns"). */
  owns?: readonly string[];
};

const applicationSteps = flow.application.steps as Record<string, FlowStepConfig>;
const preFlowSteps = flow.preFlow.steps as Record<string, FlowStepConfig>;

/** flow.json's entry of an application step, if it has one. */
export function applicationStepConfig(step: string): FlowStepConfig | undefined {
  return applicationSteps[step];
}

export function routeKeyForFlowStep(step: string): string | undefined {
  return applicationSteps[step]?.screen;
}

export function routeKeyForPreFlowStep(step: string): string | undefined {
  return preFlowSteps[step]?.screen;
}

/** The flow step a screen belongs to (first match), e.g. addressAndPhone -> ADDRESS_AND_PHONE. */
export function flowStepForScreen(screen: string): { step: string; config: FlowStepConfig } | undefined {
  const entry = Object.entries(applicationSteps).find(([, config]) => config.screen === screen);
  return entry ? { step: entry[0], config: entry[1] } : undefined;
}

export const applicationStepEntries: ReadonlyArray<[string, FlowStepConfig]> =
  Object.entries(applicationSteps);

export const allFlowSteps: ReadonlyArray<[string, FlowStepConfig]> = [
  ...Object.entries(applicationSteps),
  ...Object.entries(preFlowSteps),
];

/** A step the edit call accepts (the contract's enum is filled from flow.json's "editable"). */
export type EditableStep = ApiOperations['editFlowStep']['body']['step'];

export function isEditableStep(step: string): step is EditableStep {
  return applicationSteps[step]?.editable === true;
}
