/**
 * The income step (INCOME) and its records, jobs and other income sources (spec §7 "Jobs and
 * income"): GET/POST/PUT/DELETE /application/{uuid}/jobs-income-sources. Writes are taken only while
 * INCOME is the current step (also when review reopened it); otherwise 409 like any stale tab.
 * Submitting the step totals the stored records, so the flow engine can send an income below
 * product.json minIncome to not-available/income (spec §5).
 */
import { ApiError, flowStepInvalid } from '../http/apiError';
import {
  annualIncomeOf,
  deleteJobIncomeSource,
  insertJobIncomeSource,
  listJobsIncomeSources,
  updateJobIncomeSource,
  type IncomeSourceFields,
  type JobFields,
  type RecordContent,
  type RecordKind,
} from '../store/jobsIncomeSources';
import type { StepHandler } from './flowSteps';
import type { HandlerInput, HandlerMap } from './operationHandler';
import { assertInProgress, loadOwnedApplication } from './ownedApplication';
import { stepBodyValidator } from './stepRequirements';

const incomeStepName = 'INCOME';

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

/** Supporting-areas §5: occupationId may arrive as text ("123"); it is stored as a number. */
function contentOf(body: RecordBody): RecordContent {
  if (body.kind === 'INCOME_SOURCE') return { kind: 'INCOME_SOURCE', fields: body.incomeSourceFields! };
  const { occupationId, ...rest } = body.jobFields ?? {};
  return {
    kind: 'JOB',
    fields: { ...rest, ...(occupationId !== undefined ? { occupationId: Number(occupationId) } : {}) },
  };
}

function writableApplication({ request, ctx }: HandlerInput) {
  const application = loadOwnedApplication(request, ctx);
  assertInProgress(application);
  if (application.flow.currentFlowStep !== incomeStepName) {
    throw flowStepInvalid(
      'Jobs and income can be changed only on the income step',
      application.flow.currentFlowStep,
    );
  }
  return application;
}

export const incomeStep: StepHandler = {
  bodyValidator: stepBodyValidator('income'),
  read: (ctx, application) => ({ jobsIncomeSources: listJobsIncomeSources(ctx.db, application.uuid) }),
  submit: (ctx, application) => ({
    annualIncome: annualIncomeOf(listJobsIncomeSources(ctx.db, application.uuid)),
  }),
};

export const jobsIncomeSourcesHandlers: HandlerMap = {
  listJobsIncomeSources: ({ request, ctx }) =>
    listJobsIncomeSources(ctx.db, loadOwnedApplication(request, ctx).uuid),

  createJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const body = input.request.body as RecordBody;
    return insertJobIncomeSource(input.ctx.db, application.uuid, contentOf(body), input.ctx.now());
  },

  updateJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const body = input.request.body as RecordBody & { id: number };
    const updated = updateJobIncomeSource(
      input.ctx.db,
      application.uuid,
      body.id,
      contentOf(body),
      input.ctx.now(),
    );
    if (!updated) throw recordNotFound();
    return updated;
  },

  deleteJobIncomeSource: (input) => {
    const application = writableApplication(input);
    const { id, kind } = input.request.body as { id: number; kind: RecordKind };
    if (!deleteJobIncomeSource(input.ctx.db, application.uuid, id, kind)) throw recordNotFound();
    return { id, kind };
  },
};
