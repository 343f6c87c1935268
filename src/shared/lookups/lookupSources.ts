/**
 * The app's lookup data for the combobox (widgets/lookups/LookupSourceContext.tsx): the lookup
 * operations of schemas/api/operations.json through apiRequest. Ids become text, as the form holds them.
 */
import type {
  LookupOption,
  LookupSourceName,
  LookupSources,
} from '../../../widgets/lookups/LookupSourceContext';
import { apiRequest } from '../api/apiRequest';
import { FetchError } from '../api/errors';

type Entry = { id: number; name?: string; title?: string; type?: string; keywords?: string[] };

const toOption = (entry: Entry): LookupOption => ({
  id: String(entry.id),
  name: entry.name ?? entry.title ?? '',
  ...(entry.type ? { type: entry.type } : {}),
  ...(entry.keywords ? { keywords: entry.keywords } : {}),
});

const searches: Record<LookupSourceName, (query: string) => Promise<Entry[]>> = {
  occupations: (title) => apiRequest('searchOccupations', { query: { title } }),
  companies: (name) => apiRequest('searchCompanies', { query: { name } }),
  institutions: (name) => apiRequest('searchInstitutions', { query: { name } }),
  // Majors are one short list: fetched whole, narrowed in the field.
  majors: () => apiRequest('getMajors'),
};

const entries: Record<LookupSourceName, (id: string) => Promise<Entry>> = {
  occupations: (occupationId) => apiRequest('getOccupation', { params: { occupationId } }),
  companies: (companyId) => apiRequest('getCompany', { params: { companyId } }),
  institutions: (institutionId) => apiRequest('getInstitution', { params: { institutionId } }),
  majors: async (id) => {
    const majors = await apiRequest('getMajors');
    const major = majors.find((candidate) => String(candidate.id) === id);
    if (!major) throw new FetchError('Major not found', { status: 404 });
    return major;
  },
};

export const lookupSources: LookupSources = {
  search: async (source, query) => (await searches[source](query)).map(toOption),
  get: async (source, id) => {
    try {
      return toOption(await entries[source](id));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return null;
      throw error;
    }
  },
};
