/**
 * The income step's form data (schemas/steps/income/schema.json; spec §3 "Income and jobs (form)")
 * and the job categories it implies. Pure: no React, no I/O.
 */
export type BaseIncomeType =
  'EMPLOYED' | 'SELF_EMPLOYED' | 'EMPLOYED_CONTRACTOR' | 'RETIREMENT_AND_PENSION' | 'OTHER' | 'NO_INCOME';
export type EarningsType = 'SALARY' | 'HOURLY';
export type BusinessType = 'SOLE_PROPRIETOR' | 'PARTNERSHIP';
export type JobOffer = 'YES' | 'NO';
export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | 'VARIABLE';
export type IncomeSourceCategory =
  | 'ALIMONY'
  | 'CHILD_SUPPORT'
  | 'RETIREMENT_AND_PENSION'
  | 'RENTAL_INCOME'
  | 'DISABILITY_BENEFITS'
  | 'STIPEND_OR_SCHOLARSHIP'
  | 'OTHER';

/** A lookup field's value (occupations, companies); id "-1" is an entry the applicant typed. */
export type LookupValue = { id: string; name: string };
export const customLookupId = '-1';

export interface FormJob {
  /** The server's record id; absent on a job not stored yet (spec §3: "A job with an id is existing"). */
  id?: number;
  earningsType?: EarningsType;
  businessType?: BusinessType;
  occupation?: LookupValue;
  company?: LookupValue;
  customCompanyName?: string;
  startMonth?: number;
  startYear?: number;
  annualIncome?: number;
  hourlyWage?: number;
  hoursPerWeek?: number;
  payFrequency?: PayFrequency;
  otherCompensation?: number;
}

export interface FormIncomeSource {
  id?: number;
  otherJobType?: IncomeSourceCategory;
  annualIncome?: number;
  /** Not asked by our form, but an amount may come from them (spec §8). */
  hourlyWage?: number;
  hoursPerWeek?: number;
  description?: string;
}

export interface IncomeForm {
  baseIncomeType?: BaseIncomeType;
  jobOffer?: JobOffer;
  jobs?: FormJob[];
  otherIncomeSources?: FormIncomeSource[];
}

/** Spec §3 job categories of the form; OTHER and NONE never become a job record. */
export type FormJobCategory =
  | 'EMPLOYED_SALARY'
  | 'EMPLOYED_HOURLY'
  | 'EMPLOYED_HOURLY_WITH_RATES'
  | 'EMPLOYED_CONTRACTOR'
  | 'JOB_OFFER'
  | 'SELF_EMPLOYED_SOLE_PROPRIETOR'
  | 'SELF_EMPLOYED_PARTNERSHIP'
  | 'OTHER'
  | 'NONE';

/**
 * A job's category from the form's answers (spec §3, §4 "no income with a job offer yields
 * JOB_OFFER; without, NONE"). An hourly job whose wage and hours are given is "with rates".
 */
export function jobCategoryOf(
  baseIncomeType: BaseIncomeType | undefined,
  job: FormJob,
  jobOffer?: JobOffer,
): FormJobCategory {
  switch (baseIncomeType) {
    case 'EMPLOYED':
      if (job.earningsType === 'HOURLY')
        return job.hourlyWage !== undefined && job.hoursPerWeek !== undefined
          ? 'EMPLOYED_HOURLY_WITH_RATES'
          : 'EMPLOYED_HOURLY';
      return 'EMPLOYED_SALARY';
    case 'EMPLOYED_CONTRACTOR':
      return 'EMPLOYED_CONTRACTOR';
    case 'SELF_EMPLOYED':
      return job.businessType === 'PARTNERSHIP'
        ? 'SELF_EMPLOYED_PARTNERSHIP'
        : 'SELF_EMPLOYED_SOLE_PROPRIETOR';
    case 'NO_INCOME':
      return jobOffer === 'YES' ? 'JOB_OFFER' : 'NONE';
    default:
      return 'OTHER';
  }
}
