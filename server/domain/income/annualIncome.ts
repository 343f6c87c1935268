/**
 * Total annual income of an application's jobs and income sources, which the flow engine compares
 * with product.json minIncome (spec §5 "Income minimum"). Pure: no I/O.
 */
import { jobYearlyPay, roundToCents } from '../../../core/rules/annualPay';
import type { JobIncomeSourceRecord } from '../../../core/api/records';

export function annualIncomeOf(records: readonly JobIncomeSourceRecord[]): number {
  const total = records.reduce((sum, record) => {
    if (record.kind === 'INCOME_SOURCE') return sum + record.incomeSourceFields.amount;
    return sum + (jobYearlyPay(record.jobFields) ?? 0);
  }, 0);
  return roundToCents(total);
}
