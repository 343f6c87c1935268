/** Yearly money amounts of the income step (spec §9, supporting-areas §9). Pure. */

const weeksPerYear = 52;

/** Money is rounded to 2 decimals; toPrecision first drops binary noise (1.005 * 100 = 100.49999…). */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/** Spec §9: annual income from an hourly wage is 52 weeks × hours per week × wage, rounded to cents. */
export function hourlyAnnualIncome(hourlyWage: number, hoursPerWeek: number): number {
  return roundToCents(weeksPerYear * hoursPerWeek * hourlyWage);
}
