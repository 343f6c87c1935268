/**
 * The adapters a ui.json may name (`ui:options.adapter` for its initial data, `{"adapter": name}` as
 * a submit call), each loaded with the step that uses it.
 */
import type { StepAdapter } from './stepAdapter';

export const stepAdapters: Record<string, () => Promise<StepAdapter>> = {
  education: () => import('./education/educationAdapter').then((module) => module.educationAdapter),
  income: () => import('./income/incomeAdapter').then((module) => module.incomeAdapter),
};

export const stepAdapterNames: readonly string[] = Object.keys(stepAdapters);

export async function loadStepAdapter(name: string): Promise<StepAdapter> {
  const load = stepAdapters[name];
  if (!load) throw new Error(`No step adapter "${name}" (src/shared/stepAdapters/stepAdapters.ts)`);
  return load();
}
