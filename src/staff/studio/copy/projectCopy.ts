/**
 * The copy catalogue of this project's files: where each step file and copy page shows, from
 * schemas/flow.json and the route table. Takes the words' files as given, so the studio (bundled
 * files) and the dev server's save (files read from disk) build the same catalogue; which pages have
 * copy of their own is read from the bundled copy file (its keys, not its words). Pure.
 */
import copy from '../../../../schemas/copy/en-US.json';
import { routesByKey } from '../../../shared/routes/routeTable';
import { studioStepFiles, studioSteps } from '../flowModel';
import { copyCatalog, type CopyEntry } from './copyCatalog';

// Screens of the application's flow steps, each with a route of its own (src/shared/routes/routeTable.ts).
const flowStepScreens = new Set(
  studioSteps()
    .filter((step) => step.route !== undefined)
    .map((step) => step.screen),
);

/**
 * The copy key of a screen's page. A route may name another screen's copy (applicationGetStarted's
 * words are getStarted's); a flow step's route names the heading its frame paints before the app
 * knows where the application is (the loan home's, for a page that states an outcome: routeTable's
 * framePage), while the screen's own words are pages.<screen>.
 */
export function pageKeyOf(screen: string): string {
  if (flowStepScreens.has(screen) && screen in copy.pages) return screen;
  return routesByKey.get(screen)?.page ?? screen;
}

export type ProjectCopyFiles = {
  copy: unknown;
  definitions: unknown;
  steps: ReadonlyArray<{ stepId: string; schema: unknown; ui: unknown }>;
};

export function projectCopy(files: ProjectCopyFiles): CopyEntry[] {
  const stepFiles = studioStepFiles();
  const steps = studioSteps();
  return copyCatalog({
    ...files,
    screensOf: (stepId) => stepFiles.find((entry) => entry.stepFile === stepId)?.screens ?? [],
    stepsOfPage: (pageKey) => [
      ...new Set(
        steps.flatMap((step) => (step.stepFile && pageKeyOf(step.screen) === pageKey ? [step.stepFile] : [])),
      ),
    ],
    usersOfPage: (pageKey) => {
      const users = steps
        .filter((step) => pageKeyOf(step.screen) === pageKey)
        .map((step) => `${step.screen} (${step.name})`);
      return users.length ? [...new Set(users)] : [`page ${pageKey}`];
    },
  });
}
