/**
 * The server's job and income-source records -> the income form (the inverse of
 * toServerRecords.ts). The main income type follows from the first job, or, with no job, from the
 * income sources. "No income and no job offer" is a NONE job, which comes back as that answer with
 * no job card. Pure.
 */
import {
  customLookupId,
  type BaseIncomeType,
  type FormIncomeSource,
  type FormJob,
  type IncomeForm,
} from './incomeForm';
import type {
  JobFields,
  ServerJobCategory,
  StoredIncomeSource,
  StoredJob,
  StoredRecord,
} from './incomeRecords';
import { jobStartOf } from './jobStart';

const baseIncomeTypes: Record<ServerJobCategory, BaseIncomeType> = {
  EMPLOYED_SALARY: 'EMPLOYED',
  EMPLOYED_HOURLY: 'EMPLOYED',
  EMPLOYED_CONTRACTOR: 'EMPLOYED_CONTRACTOR',
  SELF_EMPLOYED_SOLE_PROPRIETOR: 'SELF_EMPLOYED',
  SELF_EMPLOYED_PARTNERSHIP: 'SELF_EMPLOYED',
  JOB_OFFER: 'NO_INCOME',
  NONE: 'NO_INCOME',
};

function payOf(fields: JobFields): Partial<FormJob> {
  const { category, salary, hourlyWage, hoursPerWeek, payFrequency } = fields;
  if (category === 'EMPLOYED_HOURLY') {
    const rates = hourlyWage !== undefined && hoursPerWeek !== undefined;
    return {
      earningsType: 'HOURLY',
      ...(rates ? { hourlyWage, hoursPerWeek } : salary !== undefined ? { annualIncome: salary } : {}),
      ...(payFrequency ? { payFrequency } : {}),
    };
  }
  return {
    ...(category === 'EMPLOYED_SALARY' ? { earningsType: 'SALARY' } : {}),
    ...(salary !== undefined ? { annualIncome: salary } : {}),
  };
}

function companyOf(fields: JobFields, selfEmployed: boolean): Partial<FormJob> {
  if (selfEmployed) return fields.customCompanyName ? { customCompanyName: fields.customCompanyName } : {};
  if (fields.companyId !== undefined)
    return { company: { id: String(fields.companyId), name: fields.companyName ?? '' } };
  if (fields.customCompanyName) return { company: { id: customLookupId, name: fields.customCompanyName } };
  return {};
}

/** A listed job title by its id; a stored title without one is the applicant's own (id -1). */
function occupationOf(fields: JobFields): Partial<FormJob> {
  if (fields.occupationId !== undefined)
    return {
      occupation: { id: String(fields.occupationId), name: fields.occupationName ?? fields.title ?? '' },
    };
  if (fields.title) return { occupation: { id: customLookupId, name: fields.title } };
  return {};
}

export function toFormJob(record: StoredJob): FormJob {
  const fields = record.jobFields;
  const selfEmployed =
    fields.category === 'SELF_EMPLOYED_SOLE_PROPRIETOR' || fields.category === 'SELF_EMPLOYED_PARTNERSHIP';
  const start = fields.from ? jobStartOf(fields.from) : null;
  return {
    id: record.id,
    ...(selfEmployed
      ? { businessType: fields.category === 'SELF_EMPLOYED_PARTNERSHIP' ? 'PARTNERSHIP' : 'SOLE_PROPRIETOR' }
      : {}),
    ...occupationOf(fields),
    ...companyOf(fields, selfEmployed),
    ...(start ?? {}),
    ...payOf(fields),
    otherCompensation: fields.otherCompensation ?? 0,
  };
}

export function toFormIncomeSource(record: StoredIncomeSource): FormIncomeSource {
  const { amount, category, description } = record.incomeSourceFields;
  return {
    id: record.id,
    otherJobType: category,
    annualIncome: amount,
    ...(description ? { description } : {}),
  };
}

export function toIncomeForm(records: readonly StoredRecord[]): IncomeForm {
  const allJobs = records.filter((record): record is StoredJob => record.kind === 'JOB');
  const jobs = allJobs.filter((record) => record.jobFields.category !== 'NONE');
  const sources = records.filter((record): record is StoredIncomeSource => record.kind === 'INCOME_SOURCE');
  const firstCategory = allJobs[0]?.jobFields.category;
  const baseIncomeType: BaseIncomeType | undefined =
    allJobs.length > 0
      ? baseIncomeTypes[firstCategory ?? 'EMPLOYED_SALARY']
      : sources.length === 0
        ? undefined
        : sources.some((source) => source.incomeSourceFields.category === 'RETIREMENT_AND_PENSION')
          ? 'RETIREMENT_AND_PENSION'
          : 'OTHER';
  const jobOffer = firstCategory === 'JOB_OFFER' ? 'YES' : firstCategory === 'NONE' ? 'NO' : undefined;
  return {
    ...(baseIncomeType ? { baseIncomeType } : {}),
    ...(jobOffer ? { jobOffer } : {}),
    ...(jobs.length > 0 ? { jobs: jobs.map(toFormJob) } : {}),
    otherIncomeSources: sources.map(toFormIncomeSource),
  };
}
