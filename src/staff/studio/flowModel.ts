/**
 * The studio's picture of the flow (schemas/flow.json): every step with its screen, route, step file
 * and ways out, and the transitions between steps for the diagram — the pre-flow's branches, the next
 * step in each order, each exit with its condition (`when`) or its outcome, and where a step ends an
 * application (disqualifies, declines). Pure.
 */
import flow from '../../../schemas/flow.json';
import { funnelEntryDecision } from '../../shared/flow/funnelEntryDecision';

type FlowExit = { when?: string; outcome?: string; to: string };
type FlowStepConfig = {
  screen: string;
  route?: string;
  stepFile?: string;
  exits?: FlowExit[];
  disqualifies?: boolean;
  declines?: boolean;
};

export type StudioPhase = 'preFlow' | 'application';

export type StudioTransition = {
  from: string;
  to: string;
  /**
   * next: the following step of its phase's order; when: a condition on the data; outcome: a service's
   * answer; check: the funnel-entry checks after the pre-flow's first step (label: the failure reason
   * that leads there, or empty when every check passes).
   */
  kind: 'next' | 'when' | 'outcome' | 'check';
  label: string;
};

export type StudioStep = {
  /** The step's name in flow.json (GET_STARTED). */
  name: string;
  phase: StudioPhase;
  screen: string;
  /** The path under /relief-loans (application steps live under /loan/{applicationUuid}/). */
  route?: string;
  stepFile?: string;
  exits: StudioTransition[];
  /** How the application ends here, if it does. */
  ends?: 'disqualifies' | 'declines';
  /**
   * The step of the order this one stands in for (flow.json progress.countsAs), when it is outside
   * its phase's order: NAME_VERIFICATION for GET_STARTED, the edit steps for the steps they edit.
   */
  countsAs?: string;
};

/**
 * Where a journey stops, for drawing those steps together: declines and disqualifies (flow.json),
 * stops (reached, but nothing follows and it ends no order) and unreached (no transition in or out).
 */
export type StudioOutcomeKind = 'declines' | 'disqualifies' | 'stops' | 'unreached';
export type StudioOutcomeGroup = { kind: StudioOutcomeKind; phase: StudioPhase; steps: string[] };

const loanPath = '/loan/{applicationUuid}';
const orders: Record<StudioPhase, readonly string[]> = {
  preFlow: flow.preFlow.order,
  application: flow.application.order,
};
const countsAs = flow.progress.countsAs as Record<string, string>;

function stepsOf(phase: StudioPhase): Array<[string, FlowStepConfig]> {
  const steps = (phase === 'preFlow' ? flow.preFlow.steps : flow.application.steps) as Record<
    string,
    FlowStepConfig
  >;
  return Object.entries(steps);
}

function exitsOf(name: string, config: FlowStepConfig): StudioTransition[] {
  return (config.exits ?? []).map((exit) =>
    exit.outcome !== undefined
      ? { from: name, to: exit.to, kind: 'outcome', label: exit.outcome }
      : { from: name, to: exit.to, kind: 'when', label: exit.when ?? '' },
  );
}

/** Every step of the flow, pre-flow first, in flow.json's order. */
export function studioSteps(): StudioStep[] {
  return (['preFlow', 'application'] as const).flatMap((phase) =>
    stepsOf(phase).map(([name, config]): StudioStep => {
      const ends = config.disqualifies ? 'disqualifies' : config.declines ? 'declines' : undefined;
      const standsInFor = orders[phase].includes(name) ? undefined : countsAs[name];
      return {
        name,
        phase,
        screen: config.screen,
        ...(config.route !== undefined ? { route: `${loanPath}/${config.route}` } : {}),
        ...(config.stepFile !== undefined ? { stepFile: config.stepFile } : {}),
        exits: exitsOf(name, config),
        ...(ends ? { ends } : {}),
        ...(standsInFor !== undefined ? { countsAs: standsInFor } : {}),
      };
    }),
  );
}

const next = (order: readonly string[]): StudioTransition[] =>
  order.slice(1).map((to, index) => ({ from: order[index] as string, to, kind: 'next', label: 'next' }));

/**
 * The pre-flow's branches. Its order is a priority list, not a chain: the server shows the first step
 * whose condition holds (server/domain/flow/flowEngine.ts preFlowStep). After the first step (the
 * amount) the app runs the funnel-entry checks (src/shared/flow/funnelEntryDecision.ts): a check that
 * fails for a reason named like a later step leads to the step whose screen the decision names (with
 * the build's switches on); when every check passes the server's first remaining step follows, and
 * each remaining step leads to the next.
 */
function preFlowTransitions(): StudioTransition[] {
  const [entry, ...later] = orders.preFlow;
  if (entry === undefined) return [];
  const screens = Object.fromEntries(stepsOf('preFlow').map(([name, config]) => [name, config.screen]));
  const checks = later.flatMap((reason): StudioTransition[] => {
    const decision = funnelEntryDecision([{ checkName: reason, passed: false, failureReason: reason }], {
      inProgressApplicationCheck: true,
    });
    const to = later.find((name) => screens[name] === decision.kind);
    return to ? [{ from: entry, to, kind: 'check', label: reason }] : [];
  });
  const remaining = later.filter((name) => !checks.some((edge) => edge.to === name));
  const passed: StudioTransition[] =
    remaining[0] !== undefined ? [{ from: entry, to: remaining[0], kind: 'check', label: '' }] : [];
  return [...checks, ...passed, ...next(remaining)];
}

/** The diagram's edges: the pre-flow's branches, the application's order, then every exit. */
export function studioTransitions(): StudioTransition[] {
  const exits = studioSteps().flatMap((step) => step.exits);
  const all = [...preFlowTransitions(), ...next(orders.application), ...exits];
  // The pre-flow hands over to the application's first step.
  const lastPreFlow = orders.preFlow[orders.preFlow.length - 1] as string;
  all.push({ from: lastPreFlow, to: flow.application.firstStep, kind: 'next', label: 'next' });
  const seen = new Set<string>();
  return all.filter((edge) => {
    const key = `${edge.from}>${edge.to}>${edge.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The steps where a journey stops, by how, each group within one phase: the diagram draws each group
 * as one labelled box. A step two phases share counts once, in the first.
 */
export function studioOutcomeGroups(
  steps: readonly StudioStep[] = studioSteps(),
  transitions: readonly StudioTransition[] = studioTransitions(),
): StudioOutcomeGroup[] {
  const lastOfOrder = new Set(Object.values(orders).map((order) => order[order.length - 1]));
  const kindOf = (step: StudioStep): StudioOutcomeKind | undefined => {
    if (step.ends) return step.ends;
    if (step.countsAs !== undefined || lastOfOrder.has(step.name)) return undefined;
    if (transitions.some((edge) => edge.from === step.name)) return undefined;
    return transitions.some((edge) => edge.to === step.name) ? 'stops' : 'unreached';
  };
  const groups: StudioOutcomeGroup[] = [];
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.name)) continue;
    seen.add(step.name);
    const kind = kindOf(step);
    if (kind === undefined) continue;
    const group = groups.find((entry) => entry.kind === kind && entry.phase === step.phase);
    if (group) group.steps.push(step.name);
    else groups.push({ kind, phase: step.phase, steps: [step.name] });
  }
  return groups;
}

/**
 * The diagram's columns, read from flow.json: the pre-flow; the application's order up to
 * lastEditableFrom (what the applicant answers, and may still edit); the rest (pricing and offers).
 * Only the steps of the orders are named; the layout places every other step beside its neighbours.
 */
export type StudioSection = { id: 'preFlow' | 'answers' | 'decision'; steps: string[] };

export function studioSections(): StudioSection[] {
  const cut = orders.application.indexOf(flow.application.lastEditableFrom) + 1;
  return [
    { id: 'preFlow', steps: [...orders.preFlow] },
    { id: 'answers', steps: orders.application.slice(0, cut) },
    { id: 'decision', steps: orders.application.slice(cut) },
  ];
}

/** The step files of the flow, each once, with the screens that render it. */
export function studioStepFiles(): Array<{ stepFile: string; screens: string[]; steps: string[] }> {
  const byFile = new Map<string, { stepFile: string; screens: string[]; steps: string[] }>();
  for (const step of studioSteps()) {
    if (!step.stepFile) continue;
    const entry = byFile.get(step.stepFile) ?? { stepFile: step.stepFile, screens: [], steps: [] };
    if (!entry.screens.includes(step.screen)) entry.screens.push(step.screen);
    entry.steps.push(step.name);
    byFile.set(step.stepFile, entry);
  }
  return [...byFile.values()];
}
