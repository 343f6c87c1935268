/**
 * A job's start month and year as the server keeps it (spec §9): a timestamp with time zone on day 2
 * of the start month — midnight UTC on the 2nd is still that month in every time zone, so the month
 * never shifts when the timestamp is read elsewhere. Pure.
 */

export function jobStartTimestamp(month: number, year: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-02T00:00:00.000Z`;
}

/** The start month and year of a stored timestamp, read in UTC; null when it can't be read. */
export function jobStartOf(timestamp: string): { startMonth: number; startYear: number } | null {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return { startMonth: date.getUTCMonth() + 1, startYear: date.getUTCFullYear() };
}
