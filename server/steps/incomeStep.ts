/**
 * The income step (INCOME, spec §7 Flow table): its GET lists the jobs and other income sources the
 * applicant wrote with their own operations (server/handlers/jobsIncomeSources.ts); submitting it
 * asks for at least one record, each complete, then totals them, so the flow engine can send an
 * income below product.json minIncome to not-available/income (spec §5).
 */
import type { FieldError } from '../http/apiError';
import { missingJobFields } from '../../core/rules/jobCompleteness';
import { annualIncomeOf } from '../domain/income/annualIncome';
import { listJobsIncomeSources, type JobFields } from '../store/jobsIncomeSources';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

/** What each missing job field is asked for with (the income form's fields, spec §5 job form). */
const missingJobFieldMessages: Record<string, string> = {
  category: 'Choose what kind of job this is',
  salary: 'Enter what this job pays in a year',
  hourlyWage: 'Enter the hourly wage',
  hoursPerWeek: 'Enter the hours per week',
};

/** The field errors of a job that does not yet count as an answer, at `prefix`/jobFields/<field>. */
export function incompleteJobErrors(fields: JobFields, prefix: string): FieldError[] {
  return missingJobFields(fields).map((field) => ({
    path: `${prefix}/jobFields/${field}`,
    code: 'STEP_INCOMPLETE_DATA',
    message: missingJobFieldMessages[field] ?? 'Required',
  }));
}

export const incomeStep: StepHandler = {
  bodyValidator: stepBodyValidator('income'),
  read: async (ctx, application) => ({
    jobsIncomeSources: await listJobsIncomeSources(ctx.db, application.uuid),
  }),
  // At least one record, each complete: no record (or only an incomplete one) is no answer yet, so
  // the step asks for income rather than disqualify (a person without income says so with NONE).
  requirements: async (ctx, application) => {
    const records = await listJobsIncomeSources(ctx.db, application.uuid);
    if (records.length === 0) {
      return unmetRequirements('STEP_INCOMPLETE_DATA', 'Tell us about your income before you continue', [
        { path: '/jobsIncomeSources', message: 'Tell us about your income' },
      ]);
    }
    const incomplete = records.flatMap((record, index) =>
      record.kind === 'JOB' ? incompleteJobErrors(record.jobFields, `/jobsIncomeSources/${index}`) : [],
    );
    if (incomplete.length === 0) return null;
    return {
      userErrorCode: 'STEP_INCOMPLETE_DATA',
      message: 'Some of your income needs attention',
      fieldErrors: incomplete,
    };
  },
  reviewPath: { from: '/jobsIncomeSources', to: '/jobs' },
  submit: async (ctx, application) => ({
    annualIncome: annualIncomeOf(await listJobsIncomeSources(ctx.db, application.uuid), ctx.now()),
  }),
};
