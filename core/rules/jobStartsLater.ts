/**
 * A job that starts more than a month from now is a job offer (spec §3 category JOB_OFFER): it is
 * no income today, so neither the income step's running total (incomeTotals.ts) nor the server's
 * total that the minimum income is held to (server/domain/income/annualIncome.ts) counts it. A start
 * is a month, not a day: a job starting next month counts, one starting the month after does not.
 * Months are read in UTC, as the server keeps a start (day 2 of the month, midnight UTC). Pure.
 */

/** True when a job starting in this month and year starts more than a month after `today`. */
export function startsMoreThanAMonthAhead(startMonth: number, startYear: number, today: Date): boolean {
  const start = startYear * 12 + (startMonth - 1);
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return start > now + 1;
}

/** The same for a stored job's start (`from`, a timestamp with time zone); a job without one has started. */
export function storedStartIsMoreThanAMonthAhead(from: string | null | undefined, today: Date): boolean {
  if (!from) return false;
  const start = new Date(from);
  if (Number.isNaN(start.getTime())) return false;
  return startsMoreThanAMonthAhead(start.getUTCMonth() + 1, start.getUTCFullYear(), today);
}
