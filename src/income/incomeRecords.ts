/**
 * The server's job and income-source records as the app sends and reads them (supporting-areas §3;
 * schemas/api/operations.json jobFields, incomeSourceFields, jobIncomeSource).
 */
import type { IncomeSourceFields, JobFields } from '../../schemas/api/generated/contractTypes';

export type RecordKind = 'JOB' | 'INCOME_SOURCE';

/** The job categories a stored job may have (the contract's jobCategory). */
export type ServerJobCategory = NonNullable<JobFields['category']>;

/** The field sets as the contract defines them (schemas/api/generated, from operations.json). */
export type { IncomeSourceFields, JobFields };

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
