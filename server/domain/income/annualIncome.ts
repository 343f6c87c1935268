/**
 * Total annual income of an application's jobs and income sources, which the flow engine compares
 * with product.json minIncome (spec §5 "Income minimum"). A job starting more than a month after
 * `today` is a job offer (core/rules/jobStartsLater.ts) and counts for nothing yet. Pure: no I/O.
 */
import { jobYearlyPay, roundToCents } from '../../../core/rules/annualPay';
import { storedStartIsMoreThanAMonthAhead } from '../../../core/rules/jobStartsLater';
import type { JobIncomeSourceRecord } from '../../../core/api/records';

export function annualIncomeOf(records: readonly JobIncomeSourceRecord[], today: Date): number {
  const total = records.reduce((sum, record) => {
    if (record.kind === 'INCOME_SOURCE') return sum + record.incomeSourceFields.amount;
    if (storedStartIsMoreThanAMonthAhead(record.jobFields.from, today)) return sum;
    return sum + (jobYearlyPay(record.jobFields) ?? 0);
  }, 0);
  return roundToCents(total);
}
