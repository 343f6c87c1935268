/**
 * The server-held flow (spec §4, §7 Flow, §8): read the current step, go back, edit a step, read a
 * step's data and submit it. The flow engine decides; this module loads, locks and stores.
 */
import type { FastifyRequest } from 'fastify';
import { inContextTransaction, type AppContext } from '../appContext';
import {
  goBack,
  nextAfterSubmit,
  rechecksEarlierSteps,
  resolutionOnEntering,
  startEdit,
  stepForPath,
  stepPathOf,
  type FlowMove,
} from '../domain/flow/flowEngine';
import { ApiError, flowStepInvalid } from '../http/apiError';
import { assertValid } from '../http/validation';
import {
  findApplication,
  lockApplication,
  resolveApplication,
  saveFlowState,
  type ApplicationRecord,
} from '../store/applications';
import { acquireStepLock, releaseStepLock } from '../store/stepLocks';
import { stepHandlers } from '../steps/stepRegistry';
import { recheckEarlierSteps } from '../steps/recheckEarlierSteps';
import type { StepHandler } from '../steps/stepHandler';
import { assertRequirementsMet } from '../steps/stepRequirements';
import type { HandlerMap } from '../http/operationHandler';
import { applicationUuidParam, assertInProgress, loadOwnedApplication } from '../http/ownedApplication';
import { settleOnRead } from '../domain/outcomes/funding';
import { flowStepResult } from '../http/presenters';

function resolveStep(stepPath: string): { step: string; stepPath: string; handler: StepHandler<unknown> } {
  const step = stepForPath(stepPath);
  if (!step)
    throw new ApiError({
      statusCode: 404,
      exceptionType: 'StepNotFound',
      message: `There is no step ${stepPath}`,
    });
  // Start-up (assertStepRegistryMatchesFlow) guarantees every step path of flow.json a handler.
  const handler = stepHandlers[stepPath];
  if (!handler) throw new Error(`No handler for the ${stepPath} step`);
  return { step, stepPath, handler };
}

/** The entered step's own start (flow.json step -> handler by its step path), e.g. PRICING's run. */
async function enterStep(ctx: AppContext, application: ApplicationRecord, step: string): Promise<void> {
  const stepPath = stepPathOf(step);
  if (stepPath && stepForPath(stepPath) === step) await stepHandlers[stepPath]?.onEnter?.(ctx, application);
}

async function reload(ctx: AppContext, application: ApplicationRecord): Promise<ApplicationRecord> {
  return (await findApplication(ctx.db, application.uuid)) ?? application;
}

/**
 * Runs `work` on the application named in the path, in one transaction that first locks its row
 * (so it sees, and waits for, every other write to the application, on any instance).
 */
function withLockedApplication<T>(
  request: FastifyRequest,
  ctx: AppContext,
  work: (tx: AppContext, application: ApplicationRecord) => Promise<T>,
): Promise<T> {
  return inContextTransaction(ctx, async (tx) => {
    await lockApplication(tx.db, applicationUuidParam(request));
    return work(tx, await loadOwnedApplication(request, tx));
  });
}

/** Go back and edit: the flow engine's move, stored, in a transaction that locks the application. */
async function applyMove(
  request: FastifyRequest,
  ctx: AppContext,
  moveOf: (application: ApplicationRecord) => FlowMove,
) {
  return withLockedApplication(request, ctx, async (tx, application) => {
    assertInProgress(application);
    const move = moveOf(application);
    if (!move.ok) {
      const messages = {
        stale: 'That step is no longer the current one',
        cannotGoBack: 'You can’t go back from this step',
        notEditable: 'That step can’t be edited from here',
      };
      throw flowStepInvalid(messages[move.reason], application.flow.currentFlowStep);
    }
    await saveFlowState(tx.db, application.uuid, move.state, tx.now());
    return flowStepResult(await reload(tx, application));
  });
}

export const flowHandlers: HandlerMap = {
  getCurrentFlowStep: async ({ request, ctx }) => {
    // A pricing run or a funding whose time is up settles first, so the answer is where the applicant now is.
    const application = await settleOnRead(ctx, await loadOwnedApplication(request, ctx));
    return {
      ...flowStepResult(application),
      flowEntryPoint: application.flowEntryPoint,
      hasAgreedToRequiredConsents: application.flow.hasAgreedToRequiredConsents,
    };
  },

  goBack: ({ request, ctx }) => {
    const { currentStep } = request.body;
    return applyMove(request, ctx, (application) => goBack(application.flow, currentStep));
  },

  editFlowStep: ({ request, ctx }) => {
    const { currentStep, step } = request.body;
    return applyMove(request, ctx, (application) => startEdit(application.flow, currentStep, step));
  },

  getFlowStep: async ({ request, ctx }) => {
    await settleOnRead(ctx, await loadOwnedApplication(request, ctx));
    const { handler } = resolveStep(request.params.step);
    // Some reads record what they showed (agree and offer review: consents DISPLAYED), so a read
    // takes the application's lock like a write and sees the application as the last write left it.
    return withLockedApplication(request, ctx, (tx, application) => handler.read(tx, application));
  },

  postFlowStep: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    const { step, stepPath, handler } = resolveStep(request.params.step);
    // The app may send no body for steps that take none (address-and-phone, phone). Passing the
    // step's own contract schema is what makes it that step's body.
    const body: unknown = request.body ?? {};
    assertValid(handler.bodyValidator, body);
    if (handler.formValidator) assertValid(handler.formValidator, body);
    assertInProgress(application);

    const holder = request.id;
    // Outside the submission's transaction, committed at once: a second submission of this step
    // meanwhile, on any instance, sees it and is told to wait (429) rather than queue behind it.
    const lock = await acquireStepLock(
      ctx.db,
      application.uuid,
      stepPath,
      holder,
      ctx.now(),
      ctx.stepLockTtlMs,
    );
    if (!lock.acquired) {
      throw new ApiError({
        statusCode: 429,
        exceptionType: 'StepLocked',
        message: 'This step is already being submitted',
        userErrorCode: 'STEP_LOCKED',
        headers: { 'Retry-After': String(lock.retryAfterSeconds) },
        details: { retryAfterSeconds: lock.retryAfterSeconds },
      });
    }
    try {
      if (handler.beforeSubmit) await handler.beforeSubmit(ctx, await reload(ctx, application));
      await inContextTransaction(ctx, async (tx) => {
        // Every write to the application waits for this one to commit, and this one for them.
        await lockApplication(tx.db, application.uuid);
        const fresh = await reload(tx, application);
        assertInProgress(fresh);
        if (fresh.flow.currentFlowStep !== step) {
          throw flowStepInvalid(`${step} is not the current step`, fresh.flow.currentFlowStep);
        }
        // REVIEW and AGREE first make sure nothing an earlier step asked for went missing since.
        const earlier = rechecksEarlierSteps(step) ? await recheckEarlierSteps(tx, fresh) : {};
        const facts = { ...earlier, ...(await handler.submit(tx, fresh, body)) };
        // The step's own requirements, against what it has just stored (its writes roll back if unmet).
        assertRequirementsMet((await handler.requirements?.(tx, await reload(tx, fresh))) ?? null);
        const outcome = nextAfterSubmit(fresh.flow, facts);
        await saveFlowState(tx.db, fresh.uuid, outcome.state, tx.now());
        const entered = outcome.state.currentFlowStep;
        const resolution = entered !== step ? resolutionOnEntering(entered) : null;
        if (resolution) await resolveApplication(tx.db, fresh.uuid, resolution, tx.now());
        if (entered !== step) await enterStep(tx, await reload(tx, fresh), entered);
      });
      return flowStepResult(await reload(ctx, application));
    } finally {
      await releaseStepLock(ctx.db, application.uuid, stepPath, holder);
    }
  },
};
