/**
 * The server's flow decisions, read from schemas/flow.json (docs/architecture.md).
 * Pure: no I/O, no clock. Routes load the stored FlowState, ask this module, and store the answer.
 */
import flow from '../../../schemas/flow.json';
import product from '../../../schemas/product.json';
import type { FlowOwnedData } from '../../../core/api/generated/contractTypes';
import { isStateNotServed } from '../../../core/rules/statesNotServed';

export type FlowStepName = string;

/**
 * What a step may write, derived from flow.json `owns` (scripts/contractTypes.ts): the server refuses
 * a write of data the current step does not own (409).
 */
export type OwnedData = FlowOwnedData;

export type ExitCondition = 'nonQualifyingState' | 'incomeBelowMinimum';

/**
 * A transition of flow.json `exits`: taken when a condition holds on the data as it is then
 * (`when`), or when the step's submission reports an outcome decided by a service such as pricing
 * (`outcome`, e.g. QUALIFIED, PLAID_REQUIRED).
 */
export type FlowExit = { when: ExitCondition; to: FlowStepName } | { outcome: string; to: FlowStepName };

export interface FlowStepConfig {
  screen: string;
  stepPath?: string;
  stepFile?: string;
  canGoBack: boolean;
  owns?: readonly OwnedData[];
  /** Can be reopened with POST /flow/{uuid}/edit (the contract's enum of editable steps comes from this). */
  editable?: boolean;
  exits?: readonly FlowExit[];
  /** REVIEW and AGREE: every earlier step's requirements and exits are checked again before moving on. */
  recheckEarlierSteps?: boolean;
  /** Reaching this step resolves the application as DISQUALIFIED. */
  disqualifies?: boolean;
  /** Reaching this step resolves the application as DECLINED (a pricing decline, spec §4). */
  declines?: boolean;
  /** A declarative step: its data is its form, stored as given (core/rules/formDataSteps.ts). */
  storesFormData?: boolean;
}

export interface FlowState {
  currentFlowStep: FlowStepName;
  /** Where an edit step hands back to (the step that followed it when it was reached). */
  returnToStep: FlowStepName | null;
}

export type PreFlowStepName =
  'GET_RELIEF' | 'APPLICATION_IN_PROGRESS' | 'NOT_ELIGIBLE' | 'GET_STARTED' | 'USE_OF_FUNDS';

const steps = flow.application.steps as Record<FlowStepName, FlowStepConfig>;
const order: readonly FlowStepName[] = flow.application.order;

export const firstApplicationStep: FlowStepName = flow.application.firstStep;

/** Steps with a form that sit outside the main order: reached by editing or go-back, they hand back afterwards. */
export const editSteps: readonly FlowStepName[] = Object.keys(steps).filter(
  (name) => steps[name]?.stepFile !== undefined && !order.includes(name),
);

export function stepPathOf(step: FlowStepName): string | null {
  return steps[step]?.stepPath ?? null;
}

/** The step a /flow/{uuid}/step/{step} path names; the first one wins where two share a path (PRICING, PLOC_PRICING). */
export function stepForPath(stepPath: string): FlowStepName | null {
  return Object.keys(steps).find((name) => steps[name]?.stepPath === stepPath) ?? null;
}

export function isEditStep(step: FlowStepName): boolean {
  return editSteps.includes(step);
}

/**
 * The steps whose requirements a recheck at `step` (REVIEW, AGREE) holds again: every step before it
 * in the main order, then the edit steps (their data — loan request, address, phone — was given
 * before the flow or can be changed from anywhere in it).
 */
export function stepsCheckedBefore(step: FlowStepName): FlowStepName[] {
  const index = order.indexOf(step);
  return [...(index > 0 ? order.slice(0, index) : []), ...editSteps];
}

export function previousStep(state: FlowState): FlowStepName | null {
  // An edit in progress (an edit step, or an earlier step reopened from review) goes back to where it came from.
  if (isEditStep(state.currentFlowStep) || state.returnToStep !== null) return state.returnToStep;
  const index = order.indexOf(state.currentFlowStep);
  return index > 0 ? (order[index - 1] ?? null) : null;
}

export function canGoBack(state: FlowState): boolean {
  return (steps[state.currentFlowStep]?.canGoBack ?? false) && previousStep(state) !== null;
}

export type FlowMove =
  { ok: true; state: FlowState } | { ok: false; reason: 'stale' | 'cannotGoBack' | 'notEditable' };

/** Spec §8: going back from a step that is not the current one is a stale request (409). */
export function goBack(state: FlowState, namedStep: FlowStepName): FlowMove {
  if (namedStep !== state.currentFlowStep) return { ok: false, reason: 'stale' };
  const previous = previousStep(state);
  if (!canGoBack(state) || previous === null) return { ok: false, reason: 'cannotGoBack' };
  return { ok: true, state: { currentFlowStep: previous, returnToStep: null } };
}

/**
 * Whether `target` can be opened for editing from `current`: an edit step (loan amount, reason,
 * address, phone) from a step of the main order, or an earlier main-order step that has a form
 * (identity, income, education, savings: review's Edit links) — but never once the applicant is past
 * flow.json's lastEditableFrom (AGREE): what they authorised the credit inquiry on stays as it was.
 */
export function isEditableFrom(current: FlowStepName, target: FlowStepName): boolean {
  const currentIndex = order.indexOf(current);
  if (currentIndex < 0 || currentIndex > order.indexOf(flow.application.lastEditableFrom)) return false;
  if (steps[target]?.editable !== true) return false;
  if (isEditStep(target)) return true;
  const targetIndex = order.indexOf(target);
  return targetIndex >= 0 && targetIndex < currentIndex && steps[target]?.stepPath !== undefined;
}

/** Opens a step for editing (e.g. from review), remembering to hand back to the step the applicant was on. */
export function startEdit(state: FlowState, namedStep: FlowStepName, target: FlowStepName): FlowMove {
  if (namedStep !== state.currentFlowStep) return { ok: false, reason: 'stale' };
  if (state.returnToStep !== null || !isEditableFrom(state.currentFlowStep, target))
    return { ok: false, reason: 'notEditable' };
  return { ok: true, state: { currentFlowStep: target, returnToStep: state.currentFlowStep } };
}

export interface SubmitFacts {
  /** The stored address's state code. */
  stateCode?: string | null;
  /** Total annual income of the stored jobs and income sources. */
  annualIncome?: number;
  /** What a service decided on this submission (e.g. pricing's QUALIFIED): an exit must name it. */
  outcome?: string;
}

/** The conditions a flow.json exit may name, each over the data as it is when the step is submitted. */
const exitConditions: Record<ExitCondition, (facts: SubmitFacts) => boolean> = {
  nonQualifyingState: (facts) => isNonQualifyingState(facts.stateCode),
  incomeBelowMinimum: (facts) =>
    facts.annualIncome !== undefined && facts.annualIncome < product.configuration.minIncome,
};

export interface SubmitOutcome {
  state: FlowState;
  disqualified: boolean;
}

/** Whether the current step owns every piece of `data` (flow.json `owns`): only then may it be written. */
export function ownsData(step: FlowStepName, data: readonly OwnedData[]): boolean {
  const owned = steps[step]?.owns ?? [];
  return data.every((piece) => owned.includes(piece));
}

/**
 * The step that supplies what `step`'s requirements found missing at `path` (a pointer into that
 * step's own data), derived from flow.json: the step itself when review may reopen it (`editable`);
 * otherwise the editable step that owns the data the path names (`/address/...` -> the owner of
 * `address`), else the first editable step owning any of its data; null when none does.
 */
export function stepSupplying(step: FlowStepName, path: string): FlowStepName | null {
  if (steps[step]?.editable === true) return step;
  const owned = steps[step]?.owns ?? [];
  const editableOwners = (data: string) =>
    Object.keys(steps).filter(
      (name) => steps[name]?.editable === true && (steps[name]?.owns ?? []).some((piece) => piece === data),
    );
  const named = owned.find((data) => data === path.split('/')[1]);
  const byPath = named ? editableOwners(named)[0] : undefined;
  return byPath ?? owned.flatMap(editableOwners)[0] ?? null;
}

/** The decision status reaching `step` resolves the application with (flow.json disqualifies / declines), if any. */
export function resolutionOnEntering(step: FlowStepName): 'DISQUALIFIED' | 'DECLINED' | null {
  if (steps[step]?.disqualifies === true) return 'DISQUALIFIED';
  if (steps[step]?.declines === true) return 'DECLINED';
  return null;
}

/** The steps a /flow/{uuid}/step/{step} path serves (two for pricing-disqualified). */
export function stepsOfPath(stepPath: string): FlowStepName[] {
  return Object.keys(steps).filter((name) => steps[name]?.stepPath === stepPath);
}

export function rechecksEarlierSteps(step: FlowStepName): boolean {
  return steps[step]?.recheckEarlierSteps === true;
}

function exitTaken(exit: FlowExit, facts: SubmitFacts): boolean {
  return 'outcome' in exit ? exit.outcome === facts.outcome : exitConditions[exit.when](facts);
}

/**
 * The step after a successful submission of the current step: the first of its exits (flow.json)
 * whose condition holds or whose outcome the submission reported, else (unless the step moves only
 * by outcome) the step an edit hands back to, else the next step of the order. An outcome no exit names is a mistake in flow.json, not a
 * reason to move on silently: it throws.
 */
export function nextAfterSubmit(state: FlowState, facts: SubmitFacts = {}): SubmitOutcome {
  const step = state.currentFlowStep;
  const exits = steps[step]?.exits ?? [];
  const exit = exits.find((candidate) => exitTaken(candidate, facts));
  if (!exit && facts.outcome !== undefined)
    throw new Error(`flow.json: ${step} has no exit for the outcome ${facts.outcome}`);
  // A step a service decides (PRICING: exits by outcome) moves only on the service's outcome; a
  // submission without one (a retry of a failed run) leaves the applicant where they are.
  if (!exit && exits.some((candidate) => 'outcome' in candidate))
    return { state: { ...state }, disqualified: false };
  if (exit) {
    return {
      state: { currentFlowStep: exit.to, returnToStep: null },
      disqualified: steps[exit.to]?.disqualifies === true,
    };
  }
  if (isEditStep(step) || state.returnToStep !== null) {
    return {
      state: { currentFlowStep: state.returnToStep ?? firstApplicationStep, returnToStep: null },
      disqualified: false,
    };
  }
  const index = order.indexOf(step);
  const next = index >= 0 ? order[index + 1] : undefined;
  return { state: { currentFlowStep: next ?? step, returnToStep: null }, disqualified: false };
}

/**
 * What is wrong with flow.json's exits, in words (empty when nothing): each must go to a step that
 * exists, by a known condition or a named outcome (not both), and a step names each outcome once.
 * Start-up refuses a flow with any (server/app.ts).
 */
export function flowExitProblems(
  config: Record<FlowStepName, { exits?: readonly Record<string, unknown>[] }> = steps,
): string[] {
  const problems: string[] = [];
  for (const [name, step] of Object.entries(config)) {
    const outcomes = new Set<unknown>();
    for (const exit of step.exits ?? []) {
      const label = `${name} exit ${JSON.stringify(exit)}`;
      if (typeof exit.to !== 'string' || !(exit.to in config)) problems.push(`${label} goes to no step`);
      const hasWhen = 'when' in exit;
      const hasOutcome = 'outcome' in exit;
      if (hasWhen === hasOutcome) problems.push(`${label} needs either "when" or "outcome"`);
      if (hasWhen && !Object.hasOwn(exitConditions, String(exit.when)))
        problems.push(`${label} names no known condition`);
      if (hasOutcome && (typeof exit.outcome !== 'string' || exit.outcome === ''))
        problems.push(`${label} has an empty outcome`);
      if (hasOutcome && outcomes.has(exit.outcome)) problems.push(`${label} repeats its outcome`);
      if (hasOutcome) outcomes.add(exit.outcome);
    }
  }
  return problems;
}

export function assertFlowExitsValid(): void {
  const problems = flowExitProblems();
  if (problems.length > 0) throw new Error(`flow.json exits: ${problems.join('; ')}`);
}

export function isNonQualifyingState(stateCode: string | null | undefined): boolean {
  return isStateNotServed(stateCode);
}

export interface PreFlowFacts {
  hasValidLoanAmount: boolean;
  hasApplicationInProgress: boolean;
  isIneligible: boolean;
  hasConfirmedLegalName: boolean;
}

const preFlowConditions: Record<PreFlowStepName, (facts: PreFlowFacts) => boolean> = {
  GET_RELIEF: (facts) => !facts.hasValidLoanAmount,
  APPLICATION_IN_PROGRESS: (facts) => facts.hasApplicationInProgress,
  NOT_ELIGIBLE: (facts) => facts.isIneligible,
  GET_STARTED: (facts) => !facts.hasConfirmedLegalName,
  USE_OF_FUNDS: () => true,
};

/** The first pre-flow step, in flow.json preFlow.order, whose condition holds. */
export function preFlowStep(facts: PreFlowFacts): PreFlowStepName {
  for (const name of flow.preFlow.order) {
    const condition = preFlowConditions[name as PreFlowStepName];
    if (condition?.(facts)) return name as PreFlowStepName;
  }
  return 'USE_OF_FUNDS';
}
