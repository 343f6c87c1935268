/**
 * Spec §8 "the client supplies missing data according to userErrorCode": which flow step supplies
 * what a 422 of review's (or agree's) recheck says is missing, and the step each review Edit
 * reopens. Its own module so the flow calls every step makes (src/shared/flow/useFlowCalls.ts) do not bring
 * the whole review builder (reviewSections.ts). Pure.
 */
import { applicationStepEntries, isEditableStep, type EditableStep } from '../routes/flowRoutes';

type ReviewEdits = (typeof import('../../../schemas/copy/en-US.json'))['pages']['review']['edits'];
/** A piece of data review shows with an Edit, by its name in flow.json `owns`; review's copy labels each. */
export type EditKey = keyof ReviewEdits;

/**
 * The flow step each Edit reopens (POST /flow/{uuid}/edit): for each piece of data an editable step
 * owns (flow.json `editable` and `owns`), that step. Derived, so a step that takes data over, or a new
 * editable step with data of its own, needs no edit here.
 */
export const editSteps: Readonly<Partial<Record<string, EditableStep>>> = Object.fromEntries(
  applicationStepEntries.flatMap(([step, config]) =>
    isEditableStep(step) ? (config.owns ?? []).map((data) => [data, step] as const) : [],
  ),
);

/**
 * Spec §8 "the client supplies missing data according to userErrorCode": the Edit that reopens the
 * step supplying what review's (or agree's) recheck found missing. The first field error's path is
 * the more precise answer (STEP_INCOMPLETE_DATA names income, an address or a loan request alike).
 */
const editForMissingCode: Record<string, EditKey> = {
  STEP_MISSING_ADDRESS: 'address',
  STEP_MISSING_PHONE: 'phone',
  STEP_MISSING_DOB: 'identifiers',
  STEP_MISSING_SSN: 'identifiers',
  STEP_INCOMPLETE_DATA: 'jobsIncomeSources',
  STEP_MISSING_EDUCATION: 'educations',
  INCOMPLETE_EDUCATION: 'educations',
  STEP_MISSING_WEALTH_ACCOUNT: 'wealthAccount',
};

const editForMissingPath: ReadonlyArray<[prefix: string, key: EditKey]> = [
  ['/personalInfo/address', 'address'],
  ['/personalInfo/phone', 'phone'],
  ['/personalInfo/dob', 'identifiers'],
  ['/personalInfo/ssn', 'identifiers'],
  ['/jobs', 'jobsIncomeSources'],
  ['/educations', 'educations'],
  ['/wealthAccount', 'wealthAccount'],
  ['/loanRequest/intendedUseOfFunds', 'useOfFunds'],
  ['/loanRequest', 'loanAmount'],
];

/** The flow step that supplies what a 422 says is missing, or null when it names none. */
export function stepSupplyingMissing(
  userErrorCode: string | null | undefined,
  fieldErrors: ReadonlyArray<{ path: string }> = [],
): string | null {
  const path = fieldErrors[0]?.path ?? '';
  // A declarative step names itself: /formSteps/<STEP> (server/steps/formDataSteps.ts).
  const formStep = /^\/formSteps\/([A-Z_]+)$/.exec(path)?.[1];
  if (formStep) return formStep;
  const byPath = editForMissingPath.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  const key = byPath?.[1] ?? (userErrorCode ? editForMissingCode[userErrorCode] : undefined);
  return (key && editSteps[key]) ?? null;
}
