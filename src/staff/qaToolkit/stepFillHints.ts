/** Each step's fill.json (hints for the fill generator), loaded only when the toolkit needs one. */
type Json = Record<string, unknown>;

const fillFiles = import.meta.glob<Json>('../../../schemas/steps/*/fill.json', { import: 'default' });

export async function loadFillHints(stepId: string): Promise<Json | undefined> {
  const load = fillFiles[`../../../schemas/steps/${stepId}/fill.json`];
  return load ? load() : undefined;
}
