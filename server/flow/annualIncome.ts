/**
 * Total annual income of an application's jobs and income sources, which the flow engine compares
 * with product.json minIncome (spec §5 "Income minimum"). Pure: no I/O.
 */
import type { JobFields, JobIncomeSourceRecord } from '../store/jobsIncomeSources';

const weeksPerYear = 52;

/** Money is rounded to 2 decimals (supporting-areas §9); toPrecision first drops binary noise like 1.005 * 100. */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/** A job's yearly pay: its salary, or for an hourly job sent without one, 52 × hours per week × wage (spec §9). */
export function jobSalary(fields: JobFields): number {
  if (fields.salary !== undefined) return fields.salary;
  if (fields.hourlyWage !== undefined && fields.hoursPerWeek !== undefined)
    return roundToCents(weeksPerYear * fields.hoursPerWeek * fields.hourlyWage);
  return 0;
}

export function annualIncomeOf(records: readonly JobIncomeSourceRecord[]): number {
  const total = records.reduce((sum, record) => {
    if (record.kind === 'INCOME_SOURCE') return sum + record.incomeSourceFields.amount;
    return sum + jobSalary(record.jobFields) + (record.jobFields.otherCompensation ?? 0);
  }, 0);
  return roundToCents(total);
}
