/**
 * What a stored job must carry to count as an answer about income (spec §4 "Income", §5 job form,
 * §9 earnings): its category, and for a category that earns, its pay — a salary, or an hourly wage
 * with hours per week. NONE (no income, no job offer) and JOB_OFFER (starting a new job) are the
 * explicit answers without pay. The server refuses an incomplete job on write and the income step
 * does not count one. Pure.
 */
import { jobYearlyPay, type PayFields } from './annualPay';

/** The categories that answer "no pay from a job" on purpose. */
const categoriesWithoutPay: readonly string[] = ['NONE', 'JOB_OFFER'];

export type JobCompletenessFields = PayFields & { category?: string | null };

/** The job fields (by name) still needed before this job counts; empty when it is complete. */
export function missingJobFields(fields: JobCompletenessFields): string[] {
  if (!fields.category) return ['category'];
  if (categoriesWithoutPay.includes(fields.category) || jobYearlyPay(fields) !== null) return [];
  const hasWage = typeof fields.hourlyWage === 'number';
  const hasHours = typeof fields.hoursPerWeek === 'number';
  // Half of an hourly wage given: name the other half; otherwise the yearly pay.
  if (hasWage !== hasHours) return [hasWage ? 'hoursPerWeek' : 'hourlyWage'];
  return ['salary'];
}
