/**
 * Vite plugin: the chunks a page loads at start-up, a few large ones instead of dozens of small ones.
 *
 * Left to itself the bundler gives every set of lazy modules that share code a chunk of its own, so
 * a form step loaded 60 scripts, 49 of them under 3 KiB. Each small file is gzipped alone: its own
 * header, its own import list of hashed names, and no shared dictionary with its neighbours.
 * Concatenated, those 49 were 8.7 KiB smaller (docs/decisions/0052-a-pages-start-up-code-in-a-few-chunks.md).
 * The bundler cannot merge them by itself because it does not know what we do: the entry always
 * loads the app before any screen, and every step file is shown by the same screen.
 *
 * So the build names the groups (`output.codeSplitting.groups`), computed from the module graph once
 * it is known, and placed in this order, so a later group cannot take a module an earlier one needs:
 *
 * 1. **`start`**: everything the entry imports (React). Named so that no other group takes it along:
 *    the entry would then load that group, and wait for it, before it runs.
 * 2. **`app`**: our code the app imports, beyond the entry's, and our modules every kind of screen
 *    renders (`appParts`), with the package code they use.
 * 3. **The step screen's code**, beyond the app's, by which applicant screens without a form (the
 *    review, the outcome pages) need it too: `flow-step-shared` when several do,
 *    `flow-step-and-<screen>` when one does, `flow-step` when none does. An outcome page never
 *    downloads the form engine. The other form screens (get-relief, get-started, use of funds) load
 *    the step screen's groups whole.
 *
 * Beyond the entry's, only our own modules are named: a package's index file reaches every module of
 * the package, including the parts that load lazily, and naming those would pull them in. The bundler
 * follows the imports of what we name (`includeDependenciesRecursively`), which brings each package
 * module along with the code that really uses it. A shared group runs modules a given page may not
 * need; ours have no effects at load.
 *
 * The build fails when a configured module is not in the graph, or when the written bundle shows a
 * grouping gone wrong (`startupProblems`).
 *
 * The prerender's server build keeps the bundler's own chunks: it runs once, in Node.
 */
import type { Plugin, Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** What the grouping reads of the module graph: each module's static and dynamic imports. */
export interface ModuleGraph {
  importedIds(id: string): readonly string[];
  dynamicallyImportedIds(id: string): readonly string[];
}

export interface StartupModules {
  /** The page's entry (src/main.tsx). */
  entry: string;
  /** The app, which the entry imports first (src/app/App.tsx). */
  app: string;
  /**
   * Our modules that screens of both kinds render (the back button, with Chakra's button), placed
   * with the app. Otherwise the first group whose code imports the package code they use takes it
   * along, and every screen then loads that group.
   */
  appParts: readonly string[];
  /**
   * Staff screens without a form that may load the form's chunks: they render its inputs, and no
   * applicant opens them (the studio, the funnel report).
   */
  staffScreens: readonly string[];
  /** The module whose dynamic imports are the app's screens (src/app/screenForRoute.tsx). */
  screens: string;
  /** The screen of every step file (src/features/flowStep/FlowStepScreen.tsx). */
  stepScreen: string;
  /** What makes a screen a form screen (src/shared/form/StepForm.tsx). */
  form: string;
}

/** `from` and every module it imports statically, directly or not. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const imported of graph.importedIds(id))
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
  return seen;
}

const isOwnModule = (id: string) => id.startsWith('/') && !id.includes('/node_modules/');

/** `src/features/review/ReviewScreen.tsx` → `review`; `src/app/App.tsx` → `app`. */
export function groupNameOf(id: string): string {
  const base = (id.split('/').pop() ?? id).replace(/\.[jt]sx?$/, '').replace(/Screen$/, '');
  return base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A module's group: its chunk's name, and the band that places it (lower first). */
export interface StartupGroup {
  name: string;
  band: number;
}

const entryBand = 0;
const appBand = 1;
const sharedBand = 2;
const oneScreenBand = 3;
const stepBand = 4;
const bandCount = 5;
const appGroup: StartupGroup = { name: 'app', band: appBand };

export interface StartupPlan {
  /** The group of each of our modules that start-up loads; the rest are left to the bundler. */
  groups: Map<string, StartupGroup>;
  /** Applicants' screens without a form (review, the outcome pages): they must not load the form's groups. */
  formlessScreens: string[];
}

/**
 * The groups in placing order: `app`, `flow-step-shared`, the `flow-step-and-<screen>` groups, and
 * `flow-step`. Pure.
 */
export function startupPlan(graph: ModuleGraph, modules: StartupModules): StartupPlan {
  const groups = new Map<string, StartupGroup>();
  const entry = staticClosure(graph, modules.entry);
  const unplaced = (id: string) => isOwnModule(id) && !entry.has(id) && !groups.has(id);
  for (const id of entry) if (id !== modules.entry) groups.set(id, { name: 'start', band: entryBand });
  for (const id of staticClosure(graph, modules.app)) if (unplaced(id)) groups.set(id, appGroup);
  for (const part of modules.appParts)
    for (const id of staticClosure(graph, part)) if (unplaced(id)) groups.set(id, appGroup);

  // For each module, the applicants' screens without a form that need it.
  const formlessScreens: string[] = [];
  const neededBy = new Map<string, string[]>();
  for (const screen of graph.dynamicallyImportedIds(modules.screens)) {
    const needs = staticClosure(graph, screen);
    if (needs.has(modules.form) || modules.staffScreens.includes(screen)) continue;
    formlessScreens.push(screen);
    for (const id of needs) neededBy.set(id, [...(neededBy.get(id) ?? []), screen]);
  }
  for (const id of staticClosure(graph, modules.stepScreen)) {
    if (!unplaced(id)) continue;
    const screens = neededBy.get(id) ?? [];
    groups.set(
      id,
      screens.length === 0
        ? { name: 'flow-step', band: stepBand }
        : screens.length === 1
          ? { name: `flow-step-and-${groupNameOf(screens[0]!)}`, band: oneScreenBand }
          : { name: 'flow-step-shared', band: sharedBand },
    );
  }
  return { groups, formlessScreens };
}

interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  imports: string[];
  moduleIds: string[];
}
type Output = Chunk | { type: 'asset' };

/** `fileName`, then every chunk it imports statically, directly or not, breadth first. */
export function staticGraph(
  fileName: string,
  chunks: ReadonlyMap<string, { imports: readonly string[] }>,
): string[] {
  const files = [fileName];
  for (let index = 0; index < files.length; index += 1)
    for (const imported of chunks.get(files[index]!)?.imports ?? [])
      if (!files.includes(imported)) files.push(imported);
  return files;
}

/**
 * What a grouping got wrong, checked on the written bundle. Pure.
 * - The entry loading the app's chunk statically: a group took along a module of the entry (the
 *   entry's part must stay out of every other group), and the page would wait for the whole app
 *   before its first script runs.
 * - A screen without a form loading the form itself, `flow-step`, or another screen's
 *   `flow-step-and-<screen>`: a group took along a package module that screen needs too (the
 *   bundler places it with the first group that imports it); the fix is to name our module that
 *   uses it in `appParts`.
 */
export function startupProblems(
  bundle: Record<string, Output>,
  modules: Pick<StartupModules, 'entry' | 'app' | 'form'>,
  formlessScreens: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
  /** The chunk and every chunk it imports statically, directly or not. */
  const loadedWith = (chunk: Chunk) =>
    staticGraph(chunk.fileName, byFile).map((fileName) => byFile.get(fileName)!);

  const problems: string[] = [];
  const entry = holding(modules.entry);
  const app = holding(modules.app);
  if (!entry || !app) return [`no chunk holds ${entry ? modules.app : modules.entry}`];
  if (entry === app || loadedWith(entry).includes(app))
    problems.push(`the entry loads ${app.fileName}, the app's chunk, before it runs`);
  for (const screen of formlessScreens) {
    const own = holding(screen);
    if (!own) {
      problems.push(`no chunk holds ${screen}`);
      continue;
    }
    const allowed = `flow-step-and-${groupNameOf(screen)}`;
    for (const chunk of loadedWith(own))
      if (
        chunk.moduleIds.includes(modules.form) ||
        chunk.name === 'flow-step' ||
        (chunk.name.startsWith('flow-step-and-') && chunk.name !== allowed)
      )
        problems.push(`${groupNameOf(screen)} loads ${chunk.fileName}, the form's code`);
  }
  return problems;
}

/** The module graph as the bundler's chunking context reads it. */
function graphOf(getModuleInfo: ChunkingContext['getModuleInfo']): ModuleGraph {
  return {
    importedIds: (id) => getModuleInfo(id)?.importedIds ?? [],
    dynamicallyImportedIds: (id) => getModuleInfo(id)?.dynamicallyImportedIds ?? [],
  };
}

/** The configured modules the module graph lacks (a file moved, and vite.config.ts still names it). */
export function missingModules(modules: StartupModules, has: (id: string) => boolean): string[] {
  const named = [
    modules.entry,
    modules.app,
    modules.screens,
    modules.stepScreen,
    modules.form,
    ...modules.staffScreens,
    ...modules.appParts,
  ];
  return named.filter((id) => !has(id));
}

/**
 * The groups as Rolldown takes them: one per band, earlier bands at a higher priority, each naming
 * the modules of its band.
 */
export function codeSplittingGroups(
  groupOf: (id: string, context: ChunkingContext) => StartupGroup | undefined,
) {
  return Array.from({ length: bandCount }, (_, band) => ({
    debugName: `relief-loans-startup-${band}`,
    priority: bandCount - band,
    name: (id: string, context: ChunkingContext) => {
      const group = groupOf(id, context);
      return group?.band === band ? group.name : null;
    },
  }));
}

export function startupChunksPlugin(modules: StartupModules): Plugin {
  let enabled = false;
  // Planned at the first module the bundler asks about, when the whole graph is known.
  let plan: StartupPlan | undefined;
  const groupOf = (id: string, context: ChunkingContext): StartupGroup | undefined => {
    if (!plan) {
      const missing = missingModules(modules, (module) => context.getModuleInfo(module) !== null);
      if (missing.length > 0)
        throw new Error(`relief-loans-startup-chunks: not in the module graph: ${missing.join(', ')}`);
      plan = startupPlan(
        graphOf((module) => context.getModuleInfo(module)),
        modules,
      );
    }
    return plan.groups.get(id);
  };
  return {
    name: 'relief-loans-startup-chunks',
    apply: 'build',
    config(_config, env) {
      enabled = !env.isSsrBuild;
      if (!enabled) return;
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups(groupOf) } } } },
      };
    },
    buildStart() {
      plan = undefined;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const found = plan
        ? startupProblems(bundle as unknown as Record<string, Output>, modules, plan.formlessScreens)
        : ['the bundler never asked for a group'];
      if (found.length > 0)
        this.error(`relief-loans-startup-chunks: ${found.join('; ')} (scripts/vitePluginStartupChunks.ts)`);
    },
  };
}
