/**
 * The server's job and income-source records as the app sends and reads them (supporting-areas §3;
 * schemas/api/operations.json jobFields, incomeSourceFields, jobIncomeSource).
 */
import type {
  IncomeSourceFields,
  IncomeSourceRecord,
  JobFields,
  JobIncomeSourceRecord,
  JobRecord,
  RecordKind,
} from '../../../../core/api/records';

/** The records as the contract defines them (core/api/records.ts), by the names the income code uses. */
export type {
  IncomeSourceFields,
  IncomeSourceRecord as StoredIncomeSource,
  JobFields,
  JobIncomeSourceRecord as StoredRecord,
  JobRecord as StoredJob,
  RecordKind,
};

/** The job categories a stored job may have (the contract's jobCategory). */
export type ServerJobCategory = NonNullable<JobFields['category']>;

/** A record the form wants stored, with the form pointer of the card it came from. */
export type DesiredRecord = { formPointer: string; id?: number } & (
  { kind: 'JOB'; fields: JobFields } | { kind: 'INCOME_SOURCE'; fields: IncomeSourceFields }
);

export function fieldsOf(record: JobIncomeSourceRecord): JobFields | IncomeSourceFields {
  return record.kind === 'JOB' ? record.jobFields : record.incomeSourceFields;
}
