/**
 * The income form -> the server's job and income-source records (spec §4, §8, §9; supporting-areas
 * §3). Pure: the step adapter sends what this returns.
 */
import { hourlyAnnualIncome } from '../../../../core/rules/annualPay';
import { jobsThatCount } from '../../../../core/rules/incomeTotals';
import {
  customLookupId,
  jobCategoryOf,
  type BaseIncomeType,
  type FormIncomeSource,
  type FormJob,
  type FormJobCategory,
  type IncomeForm,
  type JobOffer,
} from './incomeForm';
import type { DesiredRecord, IncomeSourceFields, JobFields, ServerJobCategory } from './incomeRecords';
import { jobStartTimestamp } from './jobStart';

export const missingCategoryMessage = 'Must have an category when converting to a server Income Source';
export const missingAmountMessage = 'Must have an amount when converting to a server Income Source';

/** Spec §9: EMPLOYED_HOURLY_WITH_RATES is sent as EMPLOYED_HOURLY; OTHER and NONE are no job at all. */
export function serverJobCategory(category: FormJobCategory): ServerJobCategory | null {
  if (category === 'EMPLOYED_HOURLY_WITH_RATES') return 'EMPLOYED_HOURLY';
  if (category === 'OTHER' || category === 'NONE') return null;
  return category;
}

const isSelfEmployed = (category: FormJobCategory) =>
  category === 'SELF_EMPLOYED_SOLE_PROPRIETOR' || category === 'SELF_EMPLOYED_PARTNERSHIP';

function companyFields(job: FormJob, category: FormJobCategory): JobFields {
  if (isSelfEmployed(category)) {
    const name = job.customCompanyName?.trim();
    return name ? { customCompanyName: name } : {};
  }
  if (!job.company) return {};
  if (job.company.id === customLookupId) return { customCompanyName: job.company.name.trim() };
  return { companyId: Number(job.company.id), companyName: job.company.name };
}

/** A listed job title goes by its id; a title of the applicant's own (id -1) is sent as the title alone. */
function occupationFields(job: FormJob): JobFields {
  const occupation = job.occupation;
  if (!occupation) return {};
  if (occupation.id === customLookupId) return { title: occupation.name.trim() };
  return { occupationId: Number(occupation.id), occupationName: occupation.name, title: occupation.name };
}

function payFields(job: FormJob, category: FormJobCategory): JobFields {
  if (category === 'EMPLOYED_HOURLY_WITH_RATES') {
    const { hourlyWage, hoursPerWeek, payFrequency } = job;
    return {
      salary: hourlyAnnualIncome(hourlyWage!, hoursPerWeek!),
      hourlyWage,
      hoursPerWeek,
      ...(payFrequency ? { payFrequency } : {}),
    };
  }
  if (category === 'EMPLOYED_HOURLY') {
    return {
      ...(job.annualIncome !== undefined ? { salary: job.annualIncome } : {}),
      ...(job.payFrequency ? { payFrequency: job.payFrequency } : {}),
    };
  }
  return job.annualIncome !== undefined ? { salary: job.annualIncome } : {};
}

/** One job of the form as a server job's fields; null for a category that is no job (OTHER, NONE). */
export function toServerJob(
  baseIncomeType: BaseIncomeType | undefined,
  job: FormJob,
  jobOffer?: JobOffer,
): JobFields | null {
  const category = jobCategoryOf(baseIncomeType, job, jobOffer);
  const serverCategory = serverJobCategory(category);
  if (!serverCategory) return null;
  return {
    category: serverCategory,
    ...occupationFields(job),
    ...companyFields(job, category),
    ...(job.startMonth !== undefined && job.startYear !== undefined
      ? { from: jobStartTimestamp(job.startMonth, job.startYear) }
      : {}),
    ...payFields(job, category),
    // Spec §9: otherCompensation defaults to 0.
    otherCompensation: job.otherCompensation ?? 0,
  };
}

/** Spec §8: an income source needs its kind and an amount (annual income, or hourly wage × hours × 52). */
export function toServerIncomeSource(source: FormIncomeSource): IncomeSourceFields {
  if (!source.otherJobType) throw new Error(missingCategoryMessage);
  const amount =
    source.annualIncome ??
    (source.hourlyWage !== undefined && source.hoursPerWeek !== undefined
      ? hourlyAnnualIncome(source.hourlyWage, source.hoursPerWeek)
      : undefined);
  if (amount === undefined) throw new Error(missingAmountMessage);
  const description = source.description?.trim();
  return { amount, category: source.otherJobType, ...(description ? { description } : {}) };
}

/** The record of "no income and no job offer". */
export const noIncomeJob: JobFields = { category: 'NONE', salary: 0, otherCompensation: 0 };

/** Every record the form's answers stand for, each with the form pointer of its card. */
export function toServerRecords(form: IncomeForm): DesiredRecord[] {
  const jobs = jobsThatCount(form).flatMap((job, index): DesiredRecord[] => {
    const fields = toServerJob(form.baseIncomeType, job, form.jobOffer);
    if (!fields) return [];
    return [
      { formPointer: `/jobs/${index}`, kind: 'JOB', fields, ...(job.id !== undefined ? { id: job.id } : {}) },
    ];
  });
  const sources = (form.otherIncomeSources ?? []).map((source, index): DesiredRecord => ({
    formPointer: `/otherIncomeSources/${index}`,
    kind: 'INCOME_SOURCE',
    fields: toServerIncomeSource(source),
    ...(source.id !== undefined ? { id: source.id } : {}),
  }));
  // Spec §4: no income and no job offer is an answer too, stored as a NONE job with no pay.
  const noIncome: DesiredRecord[] =
    form.baseIncomeType === 'NO_INCOME' && form.jobOffer !== 'YES'
      ? [{ formPointer: '/baseIncomeType', kind: 'JOB', fields: noIncomeJob }]
      : [];
  return [...jobs, ...noIncome, ...sources];
}
