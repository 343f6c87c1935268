/**
 * The studio's picture of the flow (schemas/flow.json): every step with its screen, route, step file
 * and ways out, and the transitions between steps for the diagram — the next step in each order,
 * each exit with its condition (`when`) or its outcome, and where a step ends an application
 * (disqualifies, declines). Pure.
 */
import flow from '../../../schemas/flow.json';

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
  /** next: the following step of its phase's order; when: a condition on the data; outcome: a service's answer. */
  kind: 'next' | 'when' | 'outcome';
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
};

const loanPath = '/loan/{applicationUuid}';

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
      return {
        name,
        phase,
        screen: config.screen,
        ...(config.route !== undefined ? { route: `${loanPath}/${config.route}` } : {}),
        ...(config.stepFile !== undefined ? { stepFile: config.stepFile } : {}),
        exits: exitsOf(name, config),
        ...(ends ? { ends } : {}),
      };
    }),
  );
}

/** The diagram's edges: each order's next steps, then every exit. Two phases may share a step name. */
export function studioTransitions(): StudioTransition[] {
  const next = (order: readonly string[]): StudioTransition[] =>
    order.slice(1).map((to, index) => ({ from: order[index] as string, to, kind: 'next', label: 'next' }));
  const exits = studioSteps().flatMap((step) => step.exits);
  const all = [...next(flow.preFlow.order), ...next(flow.application.order), ...exits];
  // The pre-flow hands over to the application's first step.
  const lastPreFlow = flow.preFlow.order[flow.preFlow.order.length - 1] as string;
  all.push({ from: lastPreFlow, to: flow.application.firstStep, kind: 'next', label: 'next' });
  const seen = new Set<string>();
  return all.filter((edge) => {
    const key = `${edge.from}>${edge.to}>${edge.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
