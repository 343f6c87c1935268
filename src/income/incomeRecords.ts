/**
 * The server's job and income-source records as the app sends and reads them (supporting-areas §3;
 * schemas/api/operations.json jobFields, incomeSourceFields, jobIncomeSource).
 */
import type { IncomeSourceCategory, PayFrequency } from './incomeForm';

export type RecordKind = 'JOB' | 'INCOME_SOURCE';

export type ServerJobCategory =
  | 'EMPLOYED_CONTRACTOR'
  | 'EMPLOYED_HOURLY'
  | 'SELF_EMPLOYED_PARTNERSHIP'
  | 'EMPLOYED_SALARY'
  | 'SELF_EMPLOYED_SOLE_PROPRIETOR'
  | 'JOB_OFFER';

export interface JobFields {
  category?: ServerJobCategory;
  companyId?: number;
  companyName?: string;
  customCompanyName?: string;
  hourlyWage?: number;
  hoursPerWeek?: number;
  jobTypeAndTitleId?: number;
  occupationId?: number;
  occupationName?: string;
  otherCompensation?: number;
  payFrequency?: PayFrequency;
  salary?: number;
  title?: string;
  from?: string;
}

export interface IncomeSourceFields {
  amount: number;
  category: IncomeSourceCategory;
  description?: string;
}

interface StoredBase {
  id: number;
  applicationUuid: string;
  entityUuid: string;
}

export type StoredJob = StoredBase & { kind: 'JOB'; jobFields: JobFields };
export type StoredIncomeSource = StoredBase & {
  kind: 'INCOME_SOURCE';
  incomeSourceFields: IncomeSourceFields;
};
export type StoredRecord = StoredJob | StoredIncomeSource;

/** A record the form wants stored, with the form pointer of the card it came from. */
export type DesiredRecord = { formPointer: string; id?: number } & (
  { kind: 'JOB'; fields: JobFields } | { kind: 'INCOME_SOURCE'; fields: IncomeSourceFields }
);

export function fieldsOf(record: StoredRecord): JobFields | IncomeSourceFields {
  return record.kind === 'JOB' ? record.jobFields : record.incomeSourceFields;
}
