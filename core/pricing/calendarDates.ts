/**
 * Calendar dates as ISO strings (YYYY-MM-DD), without time zones: a rate expiration date or a
 * payment due date is a day on the calendar, the same for the server and the applicant. Pure: no
 * clock is read, every date comes in as an argument.
 */

/** A calendar date, "2026-03-31". */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const millisecondsPerDay = 86_400_000;

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const match = isoDatePattern.exec(date);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    toIsoDate(year, month - 1, day) !== date
  ) {
    throw new RangeError(`"${date}" is not a calendar date like 2026-03-31`);
  }
  return { year, month: month - 1, day };
}

function toIsoDate(year: number, monthIndex: number, day: number): IsoDate {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parts(date);
  return toIsoDate(year, month, day + days);
}

/**
 * The same day `months` months later (earlier when negative); a day the target month lacks becomes
 * its last day, so from January 31 one month is February 28 (29 in a leap year) and two are March 31.
 * Always count from the same start date (not month by month) so a schedule keeps its day.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const target = new Date(Date.UTC(year, month + months, 1));
  const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  return toIsoDate(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay));
}

/** Whole days from `earlier` to `later` (negative when `later` comes first). */
export function daysBetween(earlier: IsoDate, later: IsoDate): number {
  const from = parts(earlier);
  const to = parts(later);
  return (
    (Date.UTC(to.year, to.month, to.day) - Date.UTC(from.year, from.month, from.day)) / millisecondsPerDay
  );
}
