/**
 * The income step's running figures (docs/decisions/0033-income-running-totals-folding-jobs-own-titles.md):
 * each job card's yearly pay and the total yearly income of every job and other income, as the applicant
 * types. The pay rule is annualPay.ts, the one the server totals the stored records with
 * (server/domain/income/annualIncome.ts), and the jobs counted are the ones the step sends
 * (src/shared/stepAdapters/income/toServerRecords.ts), so the page never shows a total the server would not reach. Pure; reads
 * the form as typed, where a money field may still hold text, which counts as nothing yet. A job that
 * starts more than a month from now is a job offer and counts for nothing yet, as on the server
 * (jobStartsLater.ts).
 */
import { jobYearlyPay, roundToCents } from './annualPay';
import { startsMoreThanAMonthAhead } from './jobStartsLater';

type Answers = { baseIncomeType?: unknown; jobOffer?: unknown };

/** The jobs the income answers keep: every job of a working applicant, the one job offer, or none. */
export function jobsThatCount<Job>(form: Answers & { jobs?: readonly Job[] | undefined }): Job[] {
  const jobs = form.jobs ?? [];
  switch (form.baseIncomeType) {
    case 'EMPLOYED':
    case 'EMPLOYED_CONTRACTOR':
    case 'SELF_EMPLOYED':
      return [...jobs];
    case 'NO_INCOME':
      return form.jobOffer === 'YES' ? jobs.slice(0, 1) : [];
    default:
      return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A typed amount, or null while the field is empty or holds text that is no number. */
function amountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * One job card's yearly pay: for an hourly job of an employed applicant 52 × hours × wage, else its
 * annual income; plus bonuses, tips and commissions. Null until the pay is entered.
 */
export function formJobYearlyPay(baseIncomeType: unknown, job: unknown): number | null {
  if (!isRecord(job)) return null;
  const otherCompensation = amountOf(job.otherCompensation);
  if (baseIncomeType === 'EMPLOYED' && job.earningsType === 'HOURLY') {
    return jobYearlyPay({
      hourlyWage: amountOf(job.hourlyWage),
      hoursPerWeek: amountOf(job.hoursPerWeek),
      otherCompensation,
    });
  }
  return jobYearlyPay({ salary: amountOf(job.annualIncome), otherCompensation });
}

/** Whether a job card's start month and year, as typed, are more than a month from `today`. */
export function formJobStartsLater(job: unknown, today: Date): boolean {
  if (!isRecord(job)) return false;
  const { startMonth, startYear } = job;
  if (typeof startMonth !== 'number' || typeof startYear !== 'number') return false;
  return startsMoreThanAMonthAhead(startMonth, startYear, today);
}

export type IncomeTotals = {
  /** Each job card's yearly pay by card index; null for a card without pay yet or one that doesn't count. */
  jobs: Array<number | null>;
  /** By card index: the job starts more than a month from now, so it is a job offer and not counted. */
  startsLater: boolean[];
  /** Every counted job and every other income, per year, rounded to cents. */
  total: number;
};

/** The running figures of the income form's data as it stands. */
export function incomeTotals(formData: unknown, today: Date = new Date()): IncomeTotals {
  const form = isRecord(formData) ? formData : {};
  const cards = Array.isArray(form.jobs) ? (form.jobs as unknown[]) : [];
  // The jobs that count are always the first cards (all, the one job offer, or none).
  const counted = jobsThatCount({ ...form, jobs: cards }).length;
  const startsLater = cards.map((job, index) => index < counted && formJobStartsLater(job, today));
  const jobs = cards.map((job, index) =>
    index < counted && !startsLater[index] ? formJobYearlyPay(form.baseIncomeType, job) : null,
  );
  const sources = Array.isArray(form.otherIncomeSources) ? (form.otherIncomeSources as unknown[]) : [];
  const otherIncome = sources.map((source) => (isRecord(source) ? amountOf(source.annualIncome) : null));
  const total = [...jobs, ...otherIncome].reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  return { jobs, startsLater, total: roundToCents(total) };
}
