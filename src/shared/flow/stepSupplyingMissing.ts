/**
 * Spec §8 "the client supplies missing data according to userErrorCode": which flow step supplies
 * what a 422 of review's (or agree's) recheck says is missing, and the step each review Edit
 * reopens. Its own module so the flow calls every step makes (src/shared/flow/useFlowCalls.ts) do not bring
 * the whole review builder (reviewSections.ts). Pure.
 */
import type { EditableStep } from '../routes/flowRoutes';

export type EditKey =
  'address' | 'phone' | 'identity' | 'education' | 'income' | 'savings' | 'loanAmount' | 'useOfFunds';

/** The flow step each Edit reopens (POST /flow/{uuid}/edit). */
export const editSteps: Record<EditKey, EditableStep> = {
  address: 'ADDRESS',
  phone: 'PHONE',
  identity: 'ID_VERIFICATION',
  education: 'EDUCATION',
  income: 'INCOME',
  savings: 'SAVINGS',
  loanAmount: 'LOAN_AMOUNT',
  useOfFunds: 'USE_OF_FUNDS',
};

/**
 * Spec §8 "the client supplies missing data according to userErrorCode": the Edit that reopens the
 * step supplying what review's (or agree's) recheck found missing. The first field error's path is
 * the more precise answer (STEP_INCOMPLETE_DATA names income, an address or a loan request alike).
 */
const editForMissingCode: Record<string, EditKey> = {
  STEP_MISSING_ADDRESS: 'address',
  STEP_MISSING_PHONE: 'phone',
  STEP_MISSING_DOB: 'identity',
  STEP_MISSING_SSN: 'identity',
  STEP_INCOMPLETE_DATA: 'income',
  STEP_MISSING_EDUCATION: 'education',
  INCOMPLETE_EDUCATION: 'education',
  STEP_MISSING_WEALTH_ACCOUNT: 'savings',
};

const editForMissingPath: ReadonlyArray<[prefix: string, key: EditKey]> = [
  ['/personalInfo/address', 'address'],
  ['/personalInfo/phone', 'phone'],
  ['/personalInfo/dob', 'identity'],
  ['/personalInfo/ssn', 'identity'],
  ['/jobs', 'income'],
  ['/educations', 'education'],
  ['/wealthAccount', 'savings'],
  ['/loanRequest/intendedUseOfFunds', 'useOfFunds'],
  ['/loanRequest', 'loanAmount'],
];

/** The flow step that supplies what a 422 says is missing, or null when it names none. */
export function stepSupplyingMissing(
  userErrorCode: string | null | undefined,
  fieldErrors: ReadonlyArray<{ path: string }> = [],
): string | null {
  const path = fieldErrors[0]?.path ?? '';
  // A declarative step names itself: /formSteps/<STEP> (server/routes/formDataStep.ts).
  const formStep = /^\/formSteps\/([A-Z_]+)$/.exec(path)?.[1];
  if (formStep) return formStep;
  const byPath = editForMissingPath.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  const key = byPath?.[1] ?? (userErrorCode ? editForMissingCode[userErrorCode] : undefined);
  return key ? editSteps[key] : null;
}
