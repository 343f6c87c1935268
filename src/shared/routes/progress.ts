/**
 * How far along an application step is, from schemas/flow.json `progress` (the steps counted, and
 * which step an edit step counts as) and each section's name in schemas/copy. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import flow from '../../../schemas/flow.json';
import { fillTemplate } from '../../../widgets/copy';
import { allFlowSteps } from './flowRoutes';

export interface Progress {
  /** 1-based position among the counted steps. */
  number: number;
  total: number;
  section: string;
  /** "Step 5 of 9 · Income", or "Changing an answer · Contact details" on an edit step. */
  label: string;
  /** An edit step (flow.json progress.countsAs): reached to change an answer, not the next step. */
  editing: boolean;
}

const counted: readonly string[] = flow.progress.steps;
const countsAs = flow.progress.countsAs as Record<string, string | undefined>;
const sections = copy.progress.sections as Record<string, string | undefined>;
const applicationSteps = flow.application.steps as Record<string, { screen: string } | undefined>;
const mainOrder: readonly string[] = flow.application.order;

/** A step of the application outside its main order (loan amount, reason, address, phone): an edit. */
function isEditStepScreen(step: string, screenKey: string): boolean {
  return applicationSteps[step]?.screen === screenKey && !mainOrder.includes(step);
}

/** The progress of the screen a route key shows, or null for a screen outside the counted steps. */
export function progressForScreen(screenKey: string): Progress | null {
  const entry = allFlowSteps.find(([, config]) => config.screen === screenKey);
  if (!entry) return null;
  const step = countsAs[entry[0]] ?? entry[0];
  const index = counted.indexOf(step);
  if (index < 0) return null;
  const section = sections[step] ?? step;
  const number = index + 1;
  const total = counted.length;
  // An edit step is opened from review to change an answer: "Step 3 of 9" there would read as a step back.
  const editing = isEditStepScreen(entry[0], screenKey);
  const label = editing
    ? fillTemplate(copy.progress.editing, { section })
    : fillTemplate(copy.progress.label, { number, total, section });
  return { number, total, section, label, editing };
}
