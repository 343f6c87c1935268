/**
 * Which income figure the applicant is asked to confirm before the income step is sent: the server
 * turns an income below product.json minIncome down for good (spec §5 "Income minimum"), so a typo
 * ($11,000 for $110,000) must be caught while it can still be fixed. Asked, in order: a figure of
 * one job or other income at or above the step's `unusuallyHigh`, one above $0 and below
 * `unusuallyLow` (a month's or a week's pay typed as a year's), then, when the total is below the
 * minimum, a job left out because it starts more than a month from now, then that total. The
 * server still decides; this only asks. Pure.
 */
import product from '../../schemas/product.json';
import { formJobStartsLater, formJobYearlyPay, jobsThatCount } from './incomeTotals';
import { roundToCents } from './annualPay';

/** The income step's `ui:options.incomeCheck` (schemas/steps/income/ui.json), with the product's minimum. */
export type IncomeCheckBounds = { unusuallyLow: number; unusuallyHigh: number; minIncome: number };

export type IncomeFigureQuestion = {
  reason: 'unusuallyHigh' | 'unusuallyLow' | 'startsLater' | 'belowMinimum';
  /** The yearly figure asked about: one job's or income's, or the total. */
  amount: number;
  /** The form pointer of the field to correct it in (a salary, an hourly wage, an amount, a start year). */
  pointer: string;
  /** For `startsLater`: the start asked about (month 1–12). */
  start?: { month: number; year: number };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bounds a step's UI options ask for; null when the step asks for no check. */
export function incomeCheckBounds(uiOption: unknown): IncomeCheckBounds | null {
  if (!isRecord(uiOption)) return null;
  const { unusuallyLow, unusuallyHigh } = uiOption;
  if (typeof unusuallyLow !== 'number' || typeof unusuallyHigh !== 'number') return null;
  return { unusuallyLow, unusuallyHigh, minIncome: product.configuration.minIncome };
}

type Figure = { amount: number; pointer: string };

/** Every yearly figure the total adds up, each with the field the applicant typed it in. */
function figuresOf(form: Record<string, unknown>, today: Date): Figure[] {
  const cards = Array.isArray(form.jobs) ? (form.jobs as unknown[]) : [];
  const jobs = jobsThatCount({ ...form, jobs: cards }).flatMap((job, index): Figure[] => {
    if (formJobStartsLater(job, today)) return [];
    const amount = formJobYearlyPay(form.baseIncomeType, job);
    if (amount === null) return [];
    const hourly = form.baseIncomeType === 'EMPLOYED' && isRecord(job) && job.earningsType === 'HOURLY';
    return [{ amount, pointer: `/jobs/${index}/${hourly ? 'hourlyWage' : 'annualIncome'}` }];
  });
  const sources = Array.isArray(form.otherIncomeSources) ? (form.otherIncomeSources as unknown[]) : [];
  const incomes = sources.flatMap((source, index): Figure[] =>
    isRecord(source) && typeof source.annualIncome === 'number' && Number.isFinite(source.annualIncome)
      ? [{ amount: source.annualIncome, pointer: `/otherIncomeSources/${index}/annualIncome` }]
      : [],
  );
  return [...jobs, ...incomes];
}

/** The first job that starts more than a month from now (a job offer, not income today), if any. */
function laterJob(form: Record<string, unknown>, today: Date): IncomeFigureQuestion | null {
  const cards = Array.isArray(form.jobs) ? (form.jobs as unknown[]) : [];
  for (const [index, job] of jobsThatCount({ ...form, jobs: cards }).entries()) {
    if (!isRecord(job) || !formJobStartsLater(job, today)) continue;
    const month = Number(job.startMonth);
    const year = Number(job.startYear);
    return {
      reason: 'startsLater',
      amount: formJobYearlyPay(form.baseIncomeType, job) ?? 0,
      pointer: `/jobs/${index}/startYear`,
      start: { month, year },
    };
  }
  return null;
}

/** The question to ask before the form is sent, or null when every figure looks like a year's pay. */
export function incomeFigureToConfirm(
  formData: unknown,
  bounds: IncomeCheckBounds,
  today: Date = new Date(),
): IncomeFigureQuestion | null {
  const figures = figuresOf(isRecord(formData) ? formData : {}, today);
  const high = figures.find((figure) => figure.amount >= bounds.unusuallyHigh);
  if (high) return { reason: 'unusuallyHigh', ...high };
  const low = figures.find((figure) => figure.amount > 0 && figure.amount < bounds.unusuallyLow);
  if (low) return { reason: 'unusuallyLow', ...low };
  const total = roundToCents(figures.reduce((sum, figure) => sum + figure.amount, 0));
  if (total >= bounds.minIncome) return null;
  // A job left out because it starts later would end the application on a start year picked by
  // mistake (the list begins with next year): ask about its start first.
  const later = laterJob(isRecord(formData) ? formData : {}, today);
  if (later) return later;
  // No figure at all (no income, no job offer) is an answer, not a typo.
  if (figures.length === 0) return null;
  // The largest figure is the likeliest to have lost a digit.
  const largest = figures.reduce((best, figure) => (figure.amount > best.amount ? figure : best));
  return { reason: 'belowMinimum', amount: total, pointer: largest.pointer };
}

/** What a confirmation answers: the same question about the same figure is not asked twice. */
export function incomeQuestionKey(question: IncomeFigureQuestion): string {
  const start = question.start ? ` ${question.start.month}/${question.start.year}` : '';
  return `${question.reason} ${question.pointer} ${question.amount}${start}`;
}
