/**
 * What the start of an application already on file says (/loan/{uuid}/get-started): the loan asked
 * for, and the parts of the application still ahead of its current step, by the progress sections of
 * schemas/flow.json and their names in the copy. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import flow from '../../../schemas/flow.json';
import { formatUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';

const text = copy.pages.applicationGetStarted;
const sections = copy.progress.sections as Record<string, string | undefined>;
const countsAs = flow.progress.countsAs as Record<string, string | undefined>;

export function loanRequestLine(application: {
  desiredLoanAmount?: number;
  desiredLoanTermInMonths?: number | null;
}): string | null {
  if (application.desiredLoanAmount === undefined) return null;
  const amount = formatUsd(application.desiredLoanAmount);
  return application.desiredLoanTermInMonths
    ? fillTemplate(text.requestWithTerm, { amount, months: application.desiredLoanTermInMonths })
    : fillTemplate(text.request, { amount });
}

/**
 * The sections from the current step on: what the applicant will be asked next. None when the step
 * is not a counted one (the application is past its questions, at pricing or an outcome).
 */
export function sectionsAhead(currentFlowStep: string): string[] {
  const counted: readonly string[] = flow.progress.steps;
  const at = counted.indexOf(countsAs[currentFlowStep] ?? currentFlowStep);
  return at < 0 ? [] : counted.slice(at).map((step) => sections[step] ?? step);
}
