/**
 * The one-line summary a finished job card folds to: "Salary job · Registered Nurse at Acme ·
 * $60,000.00 a year" (its kind, title and employer or business, yearly pay). Pure.
 */
import copy from '../../schemas/copy/en-US.json';
import { formatUsd } from '../../core/rules/displayFormats';
import { fillTemplate } from '../copy';

const summaryCopy = copy.incomeSummary;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A lookup's name ({id, name}) or a typed name. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return isRecord(value) && typeof value.name === 'string' ? value.name.trim() : '';
}

export type JobCardSummaryInput = {
  /** The card's kind as its schema titles it ("Salary job"), if any. */
  kind: string | null;
  job: unknown;
  /** The fields the card asks (its resolved schema's properties): the business name or the employer. */
  fields: readonly string[];
  yearlyPay: number | null;
};

/** The summary line; a part not answered is left out. */
export function jobCardSummary({ kind, job, fields, yearlyPay }: JobCardSummaryInput): string {
  const data = isRecord(job) ? job : {};
  const occupation = nameOf(data.occupation);
  const company = nameOf(fields.includes('customCompanyName') ? data.customCompanyName : data.company);
  const what =
    occupation && company ? fillTemplate(summaryCopy.jobAt, { occupation, company }) : occupation || company;
  const amount =
    yearlyPay === null ? '' : fillTemplate(summaryCopy.perYear, { amount: formatUsd(yearlyPay) });
  return [kind ?? '', what, amount].filter((part) => part !== '').join(summaryCopy.separator);
}
