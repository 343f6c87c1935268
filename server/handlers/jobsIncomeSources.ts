/**
 * GET/POST/PUT/DELETE /application/{uuid}/jobs-income-sources (spec §7 "Jobs and income"): the
 * income step's records. Writes are taken only while INCOME is the current step (also when review
 * reopened it); otherwise 409 like any stale tab. A job must carry what its category needs (422 on
 * write otherwise, with the income step's own field errors).
 */
import type { AppContext } from '../appContext';
import type { ApplicationRecord } from '../store/applications';
import { ApiError, validationError, type FieldError } from '../http/apiError';
import { findCompany, findOccupation } from '../store/lookups';
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
import { forgetUnkeyedCreates } from '../http/idempotentOperation';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication, writeToApplication } from '../http/ownedApplication';
import { incompleteJobErrors } from '../steps/incomeStep';
import { stepRequirementsNotMet } from '../steps/stepRequirements';

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
const maxRecordsPerApplication = 20;

/**
 * Supporting-areas §5: occupationId may arrive as text ("123"); it is stored as a number. A listed
 * occupation or company is stored with the name the lookup tables give it, never the one sent, and
 * an id the tables don't know is refused on its field. A job title of the applicant's own (the
 * occupation lookup's "Create", form id -1) comes as `title` without an occupationId, as an employer
 * of one's own comes as customCompanyName: it is stored trimmed, without the lookup's name or job
 * type, which only a listed occupation has.
 */
async function contentOf(ctx: AppContext, body: RecordBody): Promise<RecordContent> {
  if (body.kind === 'INCOME_SOURCE') return { kind: 'INCOME_SOURCE', fields: body.incomeSourceFields! };
  const { occupationId, ...rest } = body.jobFields ?? {};
  const fields: JobFields = { ...rest };
  const unknown: FieldError[] = [];
  if (occupationId !== undefined) {
    const occupation = await findOccupation(ctx.db, Number(occupationId));
    if (!occupation)
      unknown.push({ path: '/jobFields/occupationId', message: 'Choose a job title from the list' });
    else
      Object.assign(fields, {
        occupationId: occupation.id,
        occupationName: occupation.title,
        title: occupation.title,
        jobTypeAndTitleId: occupation.jobTypeAndTitleId,
      });
  } else if (fields.title !== undefined) {
    const title = fields.title.trim();
    delete fields.occupationName;
    delete fields.jobTypeAndTitleId;
    if (title === '') unknown.push({ path: '/jobFields/title', message: 'Enter your job title' });
    else fields.title = title;
  }
  if (fields.companyId !== undefined) {
    const company = await findCompany(ctx.db, fields.companyId);
    if (!company) unknown.push({ path: '/jobFields/companyId', message: 'Choose an employer from the list' });
    else fields.companyName = company.name;
  }
  if (unknown.length > 0) throw validationError(unknown);
  return { kind: 'JOB', fields };
}

/** Runs `work` when the records may be written now, in the transaction that locks the application's row. */
function writeRecords<T>(
  { request, ctx }: HandlerInput,
  work: (tx: AppContext, application: ApplicationRecord) => Promise<T>,
): Promise<T> {
  return writeToApplication(request, ctx, ['jobsIncomeSources'], 'Jobs and income', work);
}

/** A job is refused on write unless it carries what its category needs (core/rules/jobCompleteness.ts). */
function assertJobComplete(content: RecordContent): void {
  if (content.kind !== 'JOB') return;
  const fieldErrors = incompleteJobErrors(content.fields, '');
  if (fieldErrors.length > 0)
    throw stepRequirementsNotMet('STEP_INCOMPLETE_DATA', 'This job needs its kind and its pay', fieldErrors);
}

export const jobsIncomeSourcesHandlers: HandlerMap = {
  listJobsIncomeSources: async ({ request, ctx }) =>
    listJobsIncomeSources(ctx.db, (await loadOwnedApplication(request, ctx)).uuid),

  createJobIncomeSource: (input) =>
    // Counted after the application's row is locked: two creates at once cannot both find room for one more.
    writeRecords(input, async (tx, application) => {
      if ((await listJobsIncomeSources(tx.db, application.uuid)).length >= maxRecordsPerApplication) {
        throw validationError([
          {
            path: '',
            message: `An application holds at most ${maxRecordsPerApplication} jobs and income sources`,
          },
        ]);
      }
      const content = await contentOf(tx, input.request.body);
      assertJobComplete(content);
      return insertJobIncomeSource(tx.db, application.uuid, content, tx.now());
    }),

  updateJobIncomeSource: (input) =>
    writeRecords(input, async (tx, application) => {
      const body = input.request.body;
      // The contract requires a whole-number id (validated before this runs); json-schema-to-ts loses
      // it in the allOf of this body, so it is narrowed here rather than cast.
      if (typeof body.id !== 'number') throw recordNotFound();
      const content = await contentOf(tx, body);
      assertJobComplete(content);
      const updated = await updateJobIncomeSource(tx.db, application.uuid, body.id, content, tx.now());
      if (!updated) throw recordNotFound();
      await forgetUnkeyedCreates(tx, application, 'createJobIncomeSource');
      return updated;
    }),

  deleteJobIncomeSource: (input) =>
    writeRecords(input, async (tx, application) => {
      const { id, kind } = input.request.body;
      if (!(await deleteJobIncomeSource(tx.db, application.uuid, id, kind))) throw recordNotFound();
      await forgetUnkeyedCreates(tx, application, 'createJobIncomeSource');
      return { id, kind };
    }),
};
