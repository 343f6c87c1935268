/**
 * Lookups behind the comboboxes (spec §7 "Lookups"): occupation, company and institution search and
 * fetch by id, and the undergraduate majors. Query text is checked by the contract (2 to 100
 * characters); ids in the path are checked here, since the contract describes bodies and queries.
 */
import { ApiError, validationError } from '../http/apiError';
import {
  findCompany,
  findInstitution,
  findOccupation,
  listMajors,
  searchCompanies,
  searchInstitutions,
  searchOccupations,
} from '../store/lookups';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';

/** A positive whole number of at most 15 digits (exact as a JavaScript number), or a 400 naming the parameter. */
function idParam({ request }: HandlerInput, name: string): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) {
    const error = validationError([{ path: `/${name}`, message: 'Expected a whole number' }]);
    error.details.part = 'params';
    throw error;
  }
  return Number(raw);
}

async function found<T>(lookup: Promise<T | null>, what: string): Promise<T> {
  const record = await lookup;
  if (record === null) {
    throw new ApiError({ statusCode: 404, exceptionType: `${what}NotFound`, message: `${what} not found` });
  }
  return record;
}

const queryText = ({ request }: HandlerInput, name: string): string =>
  String((request.query as Record<string, unknown>)[name] ?? '');

export const lookupHandlers: HandlerMap = {
  searchOccupations: (input) => searchOccupations(input.ctx.db, queryText(input, 'title')),
  getOccupation: (input) => found(findOccupation(input.ctx.db, idParam(input, 'occupationId')), 'Occupation'),
  searchCompanies: (input) => searchCompanies(input.ctx.db, queryText(input, 'name')),
  getCompany: (input) => found(findCompany(input.ctx.db, idParam(input, 'companyId')), 'Company'),
  getMajors: (input) => listMajors(input.ctx.db),
  searchInstitutions: (input) => searchInstitutions(input.ctx.db, queryText(input, 'name')),
  getInstitution: (input) =>
    found(findInstitution(input.ctx.db, idParam(input, 'institutionId')), 'Institution'),
};
