/**
 * The files of a step as written (schema.json, ui.json, fill.json) and its copy (pages.<page> of
 * schemas/copy/en-US.json for each screen that renders it), for the studio to show and edit.
 */
import type { UiSchema } from '@rjsf/utils';
import copy from '../../../schemas/copy/en-US.json';
import type { JsonSchemaObject } from '../../../core/rules/withDefinitions';
import { routesByKey } from '../../shared/routes/routeTable';
import { studioStepFiles, studioSteps } from './flowModel';

type Json = Record<string, unknown>;

const schemaFiles = import.meta.glob<JsonSchemaObject>('../../../schemas/steps/*/schema.json', {
  import: 'default',
});
const uiFiles = import.meta.glob<UiSchema>('../../../schemas/steps/*/ui.json', { import: 'default' });
const fillFiles = import.meta.glob<Json>('../../../schemas/steps/*/fill.json', { import: 'default' });

export type StepSource = {
  stepId: string;
  schema: JsonSchemaObject;
  ui: UiSchema;
  fill?: Json;
  /** The copy of each page that shows the step, by copy key (pages.<key>). */
  copy: Record<string, Json>;
};

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

/** The copy pages a step file is shown on (one per screen that renders it). */
export function copyPagesOf(stepId: string): string[] {
  const screens = studioStepFiles().find((entry) => entry.stepFile === stepId)?.screens ?? [];
  return [...new Set(screens.map(pageKeyOf))];
}

export function pageCopyOf(pageKeys: readonly string[]): Record<string, Json> {
  const pages = copy.pages as Record<string, Json>;
  return Object.fromEntries(pageKeys.map((key) => [key, pages[key] ?? {}]));
}

export async function loadStepSource(stepId: string): Promise<StepSource> {
  const at = (file: string) => `../../../schemas/steps/${stepId}/${file}`;
  const loadSchema = schemaFiles[at('schema.json')];
  if (!loadSchema) throw new Error(`No step file "${stepId}"`);
  const [schema, ui, fill] = await Promise.all([
    loadSchema(),
    uiFiles[at('ui.json')]?.() ?? Promise.resolve({}),
    fillFiles[at('fill.json')]?.() ?? Promise.resolve(undefined),
  ]);
  return {
    stepId,
    schema,
    ui,
    ...(fill ? { fill } : {}),
    copy: pageCopyOf(copyPagesOf(stepId)),
  };
}

/** JSON as the repository writes it: two spaces, a final newline. */
export const toJsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
