/**
 * REVIEW and AGREE (flow.json `recheckEarlierSteps`): every earlier step's requirements, against the
 * data as it is now, so no sequence of edits, go-backs and record writes can skip one. Each step
 * says what "complete" means once (its handler's `requirements`, which its own submit uses too);
 * this module only asks them all, in the flow's order, and names what is missing where review
 * shows it (422 with the first field error's code, a field error for each, and `supplyingStep`:
 * the step that supplies the first, derived from flow.json ownership).
 */
import type { AppContext } from '../appContext';
import { annualIncomeOf } from '../domain/income/annualIncome';
import { stepPathOf, stepsCheckedBefore, stepSupplying, type SubmitFacts } from '../domain/flow/flowEngine';
import type { FieldError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';
import { listJobsIncomeSources } from '../store/jobsIncomeSources';
import { findPersonalInfo } from '../store/personalInfo';
import { stepHandlers } from './stepRegistry';
import type { StepHandler } from './stepHandler';
import { stepRequirementsNotMet } from './stepRequirements';

function atReviewPath(handler: Pick<StepHandler, 'reviewPath'>, error: FieldError): FieldError {
  const mapping = handler.reviewPath;
  // `from` is a whole pointer prefix: /appUseOfFunds maps /appUseOfFunds and /appUseOfFunds/x, never /appUseOfFundsOther.
  const rest = mapping ? error.path.slice(mapping.from.length) : '';
  if (!mapping || !error.path.startsWith(mapping.from) || (rest !== '' && !rest.startsWith('/')))
    return error;
  return { ...error, path: `${mapping.to}${error.path.slice(mapping.from.length)}` };
}

/**
 * What the steps before `step` still lack, in the flow's order, at review's paths (one per path and
 * code), each with the step that supplies it (flow.json ownership, `stepSupplying`).
 */
async function unmetEarlierRequirements(
  ctx: AppContext,
  application: ApplicationRecord,
  step: string,
): Promise<Array<{ error: FieldError; supplyingStep: string | null }>> {
  const seen = new Set<string>();
  const missing: Array<{ error: FieldError; supplyingStep: string | null }> = [];
  for (const earlier of stepsCheckedBefore(step)) {
    const path = stepPathOf(earlier);
    const handler = path ? stepHandlers[path] : undefined;
    const unmet = await handler?.requirements?.(ctx, application);
    for (const error of unmet?.fieldErrors ?? []) {
      const placed = atReviewPath(handler!, { ...error, code: error.code ?? unmet!.userErrorCode });
      const key = `${placed.path}\n${placed.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      missing.push({ error: placed, supplyingStep: stepSupplying(earlier, error.path) });
    }
  }
  return missing;
}

/**
 * Throws the 422 of the first unmet requirement of any step before the current one; otherwise
 * returns the facts the step's exits decide on (state and income eligibility, as the data is now).
 */
export async function recheckEarlierSteps(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<SubmitFacts> {
  const missing = await unmetEarlierRequirements(ctx, application, application.flow.currentFlowStep);
  const first = missing[0];
  if (first) {
    const { error, supplyingStep } = first;
    const refusal = stepRequirementsNotMet(
      error.code ?? 'STEP_INCOMPLETE_DATA',
      error.message,
      missing.map((each) => each.error),
    );
    // The app reopens this step to supply what is missing (an edit of review), without a list of its own.
    refusal.details.supplyingStep = supplyingStep;
    throw refusal;
  }
  return {
    stateCode: (await findPersonalInfo(ctx.db, application.uuid))?.address?.stateCode ?? null,
    annualIncome: annualIncomeOf(await listJobsIncomeSources(ctx.db, application.uuid), ctx.now()),
  };
}
