/**
 * Lookup data for the studio's preview. The app's lookups are calls for a signed-in applicant; the
 * studio is a public page previewing made-up fills, so its lookup fields search nothing and show a
 * fill's entry by its id, without a call (which would be refused, and logged in the console).
 */
import type { LookupSources } from '../../../widgets/lookups/LookupSourceContext';
import { fillIn, studioText } from './text';

export const previewLookups: LookupSources = {
  search: async () => [],
  get: async (source, id) => ({ id, name: fillIn(studioText.steps.sampleLookup, { source, id }) }),
};
