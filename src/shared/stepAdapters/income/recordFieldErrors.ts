/**
 * The server's field errors on a job or income-source call, placed on the fields of the form card the
 * record came from (e.g. /jobFields/customCompanyName of jobs[1] -> /jobs/1/company). Pure.
 */
import type { DesiredRecord } from './incomeRecords';

type ServerFieldError = { path: string; message: string };

const jobFieldsToForm: Record<string, string> = {
  category: 'earningsType',
  companyId: 'company',
  companyName: 'company',
  hourlyWage: 'hourlyWage',
  hoursPerWeek: 'hoursPerWeek',
  jobTypeAndTitleId: 'occupation',
  occupationId: 'occupation',
  occupationName: 'occupation',
  title: 'occupation',
  otherCompensation: 'otherCompensation',
  payFrequency: 'payFrequency',
  from: 'startYear',
};

const incomeSourceFieldsToForm: Record<string, string> = {
  amount: 'annualIncome',
  category: 'otherJobType',
  description: 'description',
};

function formFieldOf(record: DesiredRecord, field: string): string | undefined {
  if (record.kind === 'INCOME_SOURCE') return incomeSourceFieldsToForm[field];
  // A typed business name is its own field for the self-employed, else the company lookup's "Create".
  if (field === 'customCompanyName')
    return record.fields.category?.startsWith('SELF_EMPLOYED') ? 'customCompanyName' : 'company';
  if (field === 'salary') return record.fields.hourlyWage !== undefined ? 'hourlyWage' : 'annualIncome';
  return jobFieldsToForm[field];
}

/** Form pointer -> message for each server error that lands on a field of this record's card. */
export function recordFieldErrors(
  record: DesiredRecord,
  fieldErrors: readonly ServerFieldError[],
): Record<string, string> {
  const fieldsKey = record.kind === 'JOB' ? '/jobFields/' : '/incomeSourceFields/';
  const result: Record<string, string> = {};
  for (const { path, message } of fieldErrors) {
    if (!path.startsWith(fieldsKey)) continue;
    const field = formFieldOf(record, path.slice(fieldsKey.length).split('/')[0] ?? '');
    if (field) result[`${record.formPointer}/${field}`] ??= message;
  }
  return result;
}
