/**
 * The income step (INCOME) and its records, jobs and other income sources (spec §7 "Jobs and
 * income"): GET/POST/PUT/DELETE /application/{uuid}/jobs-income-sources. Writes are taken only while
 * INCOME is the current step (also when review reopened it); otherwise 409 like any stale tab.
 * Submitting the step totals the stored records, so the flow engine can send an income below
 * product.json minIncome to not-available/income (spec §5).
 */
import type { AppContext } from '../appContext';
import { ApiError, validationError, type FieldError } from '../http/apiError';
import { findCompany, findOccupation } from '../store/lookups';
import { annualIncomeOf } from '../flow/annualIncome';
import {
  deleteJobIncomeSource,
  insertJobIncomeSource,
  listJobsIncomeSources,
  updateJobIncomeSource,
  type IncomeSourceFields,
  type JobFields,
  type RecordContent,
  type RecordKind,
} from '../store/jobsIncomeSources';
import type { StepHandler } from './stepHandler';
import type { HandlerInput, HandlerMap } from './operationHandler';
import { loadOwnedApplication, loadWritableFor } from './ownedApplication';
import { stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

interface RecordBody {
  id?: number;
  kind: RecordKind;
  jobFields?: JobFields & { occupationId?: number | string };
  incomeSourceFields?: IncomeSourceFields;
}

const recordNotFound = () =>
  new ApiError({
    statusCode: 404,
    exceptionType: 'JobIncomeSourceNotFound',
    message: 'There is no such job or income source on this application',
  });

/** How many jobs and income sources one application may hold (a bound on what a client can write). */
export const maxRecordsPerApplication = 20;

/**
 * Supporting-areas §5: occupationId may arrive as text ("123"); it is stored as a number. A listed
 * occupation or company is stored with the name the lookup tables give it, never the one sent, and
 * an id the tables don't know is refused on its field.
 */
function contentOf(ctx: AppContext, body: RecordBody): RecordContent {
  if (body.kind === 'INCOME_SOURCE') return { kind: 'INCOME_SOURCE', fields: body.incomeSourceFields! };
  const { occupationId, ...rest } = body.jobFields ?? {};
  const fields: JobFields = { ...rest };
  const unknown: FieldError[] = [];
  if (occupationId !== undefined) {
    const occupation = findOccupation(ctx.db, Number(occupationId));
    if (!occupation)
      unknown.push({ path: '/jobFields/occupationId', message: 'Choose a job title from the list' });
    else
      Object.assign(fields, {
        occupationId: occupation.id,
        occupationName: occupation.title,
        title: occupation.title,
        jobTypeAndTitleId: occupation.jobTypeAndTitleId,
      });
  }
  if (fields.companyId !== undefined) {
    const company = findCompany(ctx.db, fields.companyId);
    if (!company) unknown.push({ path: '/jobFields/companyId', message: 'Choose an employer from the list' });
    else fields.companyName = company.name;
  }
  if (unknown.length > 0) throw validationError(unknown);
  return { kind: 'JOB', fields };
}

function writableApplication({ request, ctx }: HandlerInput) {
  return loadWritableFor(request, ctx, ['jobsIncomeSources'], 'Jobs and income');
}

export const incomeStep: StepHandler = {
  bodyValidator: stepBodyValidator('income'),
  read: (ctx, application) => ({ jobsIncomeSources: listJobsIncomeSources(ctx.db, application.uuid) }),
  submit: (ctx, application) => {
    const records = listJobsIncomeSources(ctx.db, application.uuid);
    // No record is no answer (a person without income says so with a NONE job): ask, don't disqualify.
    if (records.length === 0) {
      throw stepRequirementsNotMet('STEP_INCOMPLETE_DATA', 'Tell us about your income before you continue', [
        { path: '/jobsIncomeSources', code: 'STEP_INCOMPLETE_DATA', message: 'Tell us about your income' },
      ]);
    }
    return { annualIncome: annualIncomeOf(records) };
  },
};

export const jobsIncomeSourcesHandlers: HandlerMap = {
  listJobsIncomeSources: ({ request, ctx }) =>
    listJobsIncomeSources(ctx.db, loadOwnedApplication(request, ctx).uuid),

  createJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const body = input.request.body;
    if (listJobsIncomeSources(input.ctx.db, application.uuid).length >= maxRecordsPerApplication) {
      throw validationError([
        {
          path: '',
          message: `An application holds at most ${maxRecordsPerApplication} jobs and income sources`,
        },
      ]);
    }
    return insertJobIncomeSource(input.ctx.db, application.uuid, contentOf(input.ctx, body), input.ctx.now());
  },

  updateJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const body = input.request.body;
    // The contract requires a whole-number id (validated before this runs); json-schema-to-ts loses
    // it in the allOf of this body, so it is narrowed here rather than cast.
    if (typeof body.id !== 'number') throw recordNotFound();
    const updated = updateJobIncomeSource(
      input.ctx.db,
      application.uuid,
      body.id,
      contentOf(input.ctx, body),
      input.ctx.now(),
    );
    if (!updated) throw recordNotFound();
    return updated;
  },

  deleteJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const { id, kind } = input.request.body;
    if (!deleteJobIncomeSource(input.ctx.db, application.uuid, id, kind)) throw recordNotFound();
    return { id, kind };
  },
};
