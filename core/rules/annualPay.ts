/**
 * Yearly pay (spec §9, supporting-areas §9), one rule for the server's income total, the income
 * step's conversion and review's display. Pure.
 */

const weeksPerYear = 52;

/** Money is rounded to 2 decimals; toPrecision first drops binary noise (1.005 * 100 = 100.49999…). */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/** Spec §9: annual income from an hourly wage is 52 weeks × hours per week × wage, rounded to cents. */
export function hourlyAnnualIncome(hourlyWage: number, hoursPerWeek: number): number {
  return roundToCents(weeksPerYear * hoursPerWeek * hourlyWage);
}

export type PayFields = {
  salary?: number | null;
  hourlyWage?: number | null;
  hoursPerWeek?: number | null;
  otherCompensation?: number | null;
};

/**
 * A job's yearly pay as stored: its salary, or for an hourly job sent without one 52 × hours × wage,
 * plus other compensation; null when the job states no pay at all.
 */
export function jobYearlyPay(fields: PayFields): number | null {
  const { salary, hourlyWage, hoursPerWeek, otherCompensation } = fields;
  const base =
    typeof salary === 'number'
      ? salary
      : typeof hourlyWage === 'number' && typeof hoursPerWeek === 'number'
        ? hourlyAnnualIncome(hourlyWage, hoursPerWeek)
        : null;
  return base === null ? null : roundToCents(base + (otherCompensation ?? 0));
}
