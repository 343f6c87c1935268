/**
 * The HTTP requests of the benchmark, built from the API contract (schemas/api/operations.json), so
 * the bench calls what the app calls and follows the contract if a path changes.
 */
import contract from '../../schemas/api/operations.json' with { type: 'json' };
import { applicantData } from '../journey/applicationAt';
import type { OutgoingRequest } from './httpClient';
import type { RequestKind } from './settings';

interface ContractOperation {
  method: string;
  path: string;
}

const contractOperations = contract.operations as Record<string, ContractOperation>;

/** Method and path of `operationId`, its `:name` parameters filled in. */
export function operationRequest(
  operationId: string,
  params: Record<string, string> = {},
): { method: string; path: string } {
  const found = contractOperations[operationId];
  if (!found) throw new Error(`schemas/api/operations.json has no operation ${operationId}`);
  const path = found.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return { method: found.method, path };
}

/** What the benchmark knows of one signed-in applicant with an application on ADDRESS_AND_PHONE. */
export interface BenchApplicant {
  applicationUuid: string;
  accessToken: string;
  csrfToken: string;
}

/** Two valid phones: successive writes alternate, so each one really changes the stored row. */
const phones = [applicantData.phone, '2025550144'] as const;
const writeBodies = phones.map((phone) => JSON.stringify({ address: applicantData.address, phone })) as [
  string,
  string,
];

/** The `sequence`-th request of `kind` for `applicant` on `origin`, with the headers the app sends. */
export function plannedRequest(
  kind: RequestKind,
  origin: string,
  applicant: BenchApplicant,
  sequence: number,
): OutgoingRequest {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${applicant.accessToken}`,
  };
  const params = { applicationUuid: applicant.applicationUuid };
  if (kind === 'read') {
    return { origin, ...operationRequest('getCurrentFlowStep', params), headers };
  }
  headers['X-CSRF-Token'] = applicant.csrfToken;
  headers['Content-Type'] = 'application/json';
  return {
    origin,
    ...operationRequest('putPersonalInfo', params),
    headers,
    body: writeBodies[sequence % 2 === 0 ? 0 : 1],
  };
}

/** True when the answer is the one the scenario expects: 200, and for a read the step the applicant is on. */
export function expectedAnswer(kind: RequestKind, status: number, body: string): boolean {
  if (status !== 200) return false;
  return kind === 'write' || body.includes('"currentFlowStep":"ADDRESS_AND_PHONE"');
}
