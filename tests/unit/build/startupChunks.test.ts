import { describe, expect, it } from 'vitest';
import {
  codeSplittingGroups,
  groupNameOf,
  missingModules,
  startupPlan,
  startupProblems,
  type ModuleGraph,
  type StartupModules,
} from '../../../scripts/vitePluginStartupChunks';

const src = (path: string) => `/app/src/${path}`;
const pkg = (path: string) => `/app/node_modules/${path}`;

const modules: StartupModules = {
  entry: src('main.tsx'),
  app: src('app/App.tsx'),
  appParts: [],
  screens: src('app/screenForRoute.tsx'),
  staffScreens: [src('screens/StaffScreen.tsx')],
  stepScreen: src('screens/FlowStepScreen.tsx'),
  form: src('stepForm/StepForm.tsx'),
};

// A small app of the real shape: the entry holds React and imports the app, the app imports the
// screen table, which imports every screen lazily; the step screen renders the form.
const imports: Record<string, string[]> = {
  [src('main.tsx')]: [pkg('react/index.js'), src('telemetry/errors.ts')],
  [src('app/App.tsx')]: [pkg('react/index.js'), src('app/screenForRoute.tsx'), src('api/request.ts')],
  [src('app/screenForRoute.tsx')]: [],
  [src('screens/FlowStepScreen.tsx')]: [
    src('stepForm/StepForm.tsx'),
    src('app/useFlowCalls.ts'),
    src('components/BackButton.tsx'),
    src('api/request.ts'),
  ],
  [src('stepForm/StepForm.tsx')]: [pkg('@rjsf/core/index.js'), src('stepForm/stepFiles.ts')],
  [src('stepForm/stepFiles.ts')]: [pkg('@rjsf/utils/index.js')],
  [src('screens/GetReliefScreen.tsx')]: [src('stepForm/StepForm.tsx')],
  [src('screens/ReviewScreen.tsx')]: [
    src('stepForm/stepFiles.ts'),
    src('components/BackButton.tsx'),
    src('app/useFlowCalls.ts'),
  ],
  [src('screens/CompleteScreen.tsx')]: [src('app/useFlowCalls.ts')],
  [src('screens/StaffScreen.tsx')]: [src('stepForm/stepFiles.ts')],
};
const graph: ModuleGraph = {
  importedIds: (id) => imports[id] ?? [],
  dynamicallyImportedIds: (id) =>
    id === src('main.tsx')
      ? [src('app/App.tsx')]
      : id === src('app/screenForRoute.tsx')
        ? [
            src('screens/GetReliefScreen.tsx'),
            src('screens/FlowStepScreen.tsx'),
            src('screens/ReviewScreen.tsx'),
            src('screens/CompleteScreen.tsx'),
            src('screens/StaffScreen.tsx'),
          ]
        : [],
};

describe("A page's start-up chunks (scripts/vitePluginStartupChunks.ts)", () => {
  const plan = startupPlan(graph, modules);
  const groupOf = (id: string) => plan.groups.get(id)?.name;

  it("keeps the entry's part out of the app: the entry itself, and what it imports in `start`", () => {
    expect(groupOf(src('main.tsx'))).toBeUndefined();
    expect(groupOf(src('telemetry/errors.ts'))).toBe('start');
    // A package the app imports too: named, or the app's group would take it along.
    expect(groupOf(pkg('react/index.js'))).toBe('start');
  });

  it("puts the app's own code in one group", () => {
    expect(groupOf(src('app/App.tsx'))).toBe('app');
    expect(groupOf(src('app/screenForRoute.tsx'))).toBe('app');
    expect(groupOf(src('api/request.ts'))).toBe('app');
  });

  it("groups the step screen's code by which screens without a form need it too", () => {
    expect(groupOf(src('screens/FlowStepScreen.tsx'))).toBe('flow-step');
    expect(groupOf(src('stepForm/StepForm.tsx'))).toBe('flow-step');
    expect(groupOf(src('components/BackButton.tsx'))).toBe('flow-step-and-review');
    // The staff screen needs stepFiles too, but does not count: its first load is not an applicant's.
    expect(groupOf(src('stepForm/stepFiles.ts'))).toBe('flow-step-and-review');
    expect(groupOf(src('app/useFlowCalls.ts'))).toBe('flow-step-shared');
  });

  it('places our modules named in `appParts` with the app, and what of ours they import', () => {
    const withParts = startupPlan(graph, { ...modules, appParts: [src('components/BackButton.tsx')] });
    expect(withParts.groups.get(src('components/BackButton.tsx'))?.name).toBe('app');
    expect(withParts.groups.get(src('stepForm/StepForm.tsx'))?.name).toBe('flow-step');
  });

  it('places shared groups before one-screen groups, and those before the step screen', () => {
    const band = (id: string) => plan.groups.get(id)?.band ?? -1;
    expect(band(pkg('react/index.js'))).toBeLessThan(band(src('app/App.tsx')));
    expect(band(src('app/App.tsx'))).toBeLessThan(band(src('app/useFlowCalls.ts')));
    expect(band(src('app/useFlowCalls.ts'))).toBeLessThan(band(src('components/BackButton.tsx')));
    expect(band(src('components/BackButton.tsx'))).toBeLessThan(band(src('stepForm/StepForm.tsx')));
  });

  it("names no package module beyond the entry's: a package's index reaches parts that load lazily", () => {
    for (const [id, group] of plan.groups)
      if (group.name !== 'start') expect(id).not.toContain('/node_modules/');
    expect(groupOf(pkg('@rjsf/core/index.js'))).toBeUndefined();
  });

  it('knows the screens without a form, less the staff screens', () => {
    expect(plan.formlessScreens).toEqual([
      src('screens/ReviewScreen.tsx'),
      src('screens/CompleteScreen.tsx'),
    ]);
  });

  it('names a group for its module', () => {
    expect(groupNameOf(src('screens/ReviewScreen.tsx'))).toBe('review');
    expect(groupNameOf(src('screens/FutureEligibilityOfferScreen.tsx'))).toBe('future-eligibility-offer');
  });
});

describe('The check of the written bundle', () => {
  const chunk = (name: string, imports: string[], ...moduleIds: string[]) => ({
    type: 'chunk' as const,
    name,
    fileName: `assets/${name}.js`,
    imports: imports.map((imported) => `assets/${imported}.js`),
    moduleIds,
  });
  const screens = [src('screens/ReviewScreen.tsx'), src('screens/CompleteScreen.tsx')];
  const entry = chunk('index', ['start'], src('main.tsx'));
  const start = chunk('start', [], pkg('react/index.js'));
  const app = chunk('app', ['start'], src('app/App.tsx'));
  /** The entry, React and the app, as a real build writes them. */
  const startUp = { 'assets/index.js': entry, 'assets/start.js': start, 'assets/app.js': app };

  it('passes when the entry leaves the app alone and each screen loads its own group and the shared one', () => {
    const bundle = {
      ...startUp,
      'assets/ReviewScreen.js': chunk(
        'ReviewScreen',
        ['flow-step-and-review', 'flow-step-shared'],
        src('screens/ReviewScreen.tsx'),
      ),
      'assets/CompleteScreen.js': chunk(
        'CompleteScreen',
        ['flow-step-shared'],
        src('screens/CompleteScreen.tsx'),
      ),
      'assets/flow-step-and-review.js': chunk('flow-step-and-review', ['flow-step-shared']),
      'assets/flow-step-shared.js': chunk('flow-step-shared', []),
      'assets/flow-step.js': chunk('flow-step', ['flow-step-and-review']),
      'assets/style.css': { type: 'asset' as const },
    };
    expect(startupProblems(bundle, modules, screens)).toEqual([]);
  });

  it('names an entry that loads the app before it runs, directly or not', () => {
    // React, which the app imports too, taken along by the app's group.
    const bundle = {
      'assets/index.js': chunk('index', ['app'], src('main.tsx')),
      'assets/app.js': chunk('app', [], src('app/App.tsx'), pkg('react/index.js')),
    };
    expect(startupProblems(bundle, modules, [])).toEqual([
      "the entry loads assets/app.js, the app's chunk, before it runs",
    ]);
    const throughStart = { ...bundle, 'assets/index.js': entry, 'assets/start.js': chunk('start', ['app']) };
    expect(startupProblems(throughStart, modules, [])).toHaveLength(1);
  });

  it('names an entry or app with no chunk', () => {
    expect(startupProblems({ 'assets/index.js': entry }, modules, [])).toEqual([
      `no chunk holds ${src('app/App.tsx')}`,
    ]);
  });

  it('names a screen without a form that loads the form itself, whatever the chunk is called', () => {
    const bundle = {
      'assets/index.js': chunk('index', [], src('main.tsx')),
      'assets/app.js': app,
      'assets/CompleteScreen.js': chunk(
        'CompleteScreen',
        ['flow-step-shared'],
        src('screens/CompleteScreen.tsx'),
      ),
      'assets/flow-step-shared.js': chunk('flow-step-shared', [], src('stepForm/StepForm.tsx')),
    };
    expect(startupProblems(bundle, modules, [src('screens/CompleteScreen.tsx')])).toEqual([
      "complete loads assets/flow-step-shared.js, the form's code",
    ]);
  });

  it("names each screen that loads the step screen's group or another screen's, directly or not", () => {
    const bundle = {
      ...startUp,
      'assets/ReviewScreen.js': chunk(
        'ReviewScreen',
        ['flow-step-and-review'],
        src('screens/ReviewScreen.tsx'),
      ),
      'assets/CompleteScreen.js': chunk('CompleteScreen', ['ui'], src('screens/CompleteScreen.tsx')),
      // A package module the review's group took along, which the complete page needs too.
      'assets/ui.js': chunk('ui', ['flow-step-and-review']),
      'assets/flow-step-and-review.js': chunk('flow-step-and-review', ['flow-step']),
      'assets/flow-step.js': chunk('flow-step', []),
    };
    expect(startupProblems(bundle, modules, screens)).toEqual([
      "review loads assets/flow-step.js, the form's code",
      "complete loads assets/flow-step-and-review.js, the form's code",
      "complete loads assets/flow-step.js, the form's code",
    ]);
  });
});

describe('The groups as the bundler takes them', () => {
  const plan = startupPlan(graph, modules);
  const context = { getModuleInfo: () => null };
  const groups = codeSplittingGroups((id) => plan.groups.get(id));

  it('places earlier bands first: a higher priority, each naming only its own modules', () => {
    const priorities = groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const namedBy = (id: string) =>
      groups.map((group) => group.name(id, context)).filter((name) => name !== null);
    expect(namedBy(pkg('react/index.js'))).toEqual(['start']);
    expect(namedBy(src('app/App.tsx'))).toEqual(['app']);
    expect(namedBy(src('app/useFlowCalls.ts'))).toEqual(['flow-step-shared']);
    expect(namedBy(src('stepForm/StepForm.tsx'))).toEqual(['flow-step']);
    expect(namedBy(pkg('@rjsf/core/index.js'))).toEqual([]);
    // The groups come in band order, so start's has the highest priority and flow-step's the lowest.
    const priorityOf = (name: string) =>
      groups.find((group) =>
        [pkg('react/index.js'), src('stepForm/StepForm.tsx')].some((id) => group.name(id, context) === name),
      )?.priority;
    expect(priorityOf('start')).toBeGreaterThan(priorityOf('flow-step') ?? Infinity);
  });

  it('knows a configured module that is not in the graph', () => {
    const inGraph = new Set(Object.keys(imports));
    expect(missingModules(modules, (id) => inGraph.has(id))).toEqual([]);
    expect(missingModules({ ...modules, form: src('stepForm/Moved.tsx') }, (id) => inGraph.has(id))).toEqual([
      src('stepForm/Moved.tsx'),
    ]);
  });
});
