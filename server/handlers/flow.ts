/**
 * The server-held flow (spec §4, §7 Flow, §8): read the current step, go back, edit a step, read a
 * step's data and submit it. The flow engine decides; this module loads, locks and stores.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { AppContext } from '../appContext';
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
import { assertInProgress, loadOwnedApplication } from '../http/ownedApplication';
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
function enterStep(ctx: AppContext, application: ApplicationRecord, step: string): void {
  const stepPath = stepPathOf(step);
  if (stepPath && stepForPath(stepPath) === step) stepHandlers[stepPath]?.onEnter?.(ctx, application);
}

function reload(ctx: AppContext, application: ApplicationRecord): ApplicationRecord {
  return findApplication(ctx.db, application.uuid) ?? application;
}

function applyMove(ctx: AppContext, application: ApplicationRecord, move: FlowMove) {
  if (!move.ok) {
    const messages = {
      stale: 'That step is no longer the current one',
      cannotGoBack: 'You can’t go back from this step',
      notEditable: 'That step can’t be edited from here',
    };
    throw flowStepInvalid(messages[move.reason], application.flow.currentFlowStep);
  }
  saveFlowState(ctx.db, application.uuid, move.state, ctx.now());
  return flowStepResult(reload(ctx, application));
}

export const flowHandlers: HandlerMap = {
  getCurrentFlowStep: ({ request, ctx }) => {
    // A pricing run or a funding whose time is up settles first, so the answer is where the applicant now is.
    settleOnRead(ctx, loadOwnedApplication(request, ctx).uuid);
    const application = loadOwnedApplication(request, ctx);
    return {
      ...flowStepResult(application),
      flowEntryPoint: application.flowEntryPoint,
      hasAgreedToRequiredConsents: application.flow.hasAgreedToRequiredConsents,
    };
  },

  goBack: ({ request, ctx }) => {
    const application = loadOwnedApplication(request, ctx);
    assertInProgress(application);
    const { currentStep } = request.body;
    return applyMove(ctx, application, goBack(application.flow, currentStep));
  },

  editFlowStep: ({ request, ctx }) => {
    const application = loadOwnedApplication(request, ctx);
    assertInProgress(application);
    const { currentStep, step } = request.body;
    return applyMove(ctx, application, startEdit(application.flow, currentStep, step));
  },

  getFlowStep: ({ request, ctx }) => {
    settleOnRead(ctx, loadOwnedApplication(request, ctx).uuid);
    const application = loadOwnedApplication(request, ctx);
    return resolveStep(request.params.step).handler.read(ctx, application);
  },

  postFlowStep: async ({ request, ctx }) => {
    const application = loadOwnedApplication(request, ctx);
    const { step, stepPath, handler } = resolveStep(request.params.step);
    // The app may send no body for steps that take none (address-and-phone, phone). Passing the
    // step's own contract schema is what makes it that step's body.
    const body: unknown = request.body ?? {};
    assertValid(handler.bodyValidator, body);
    if (handler.formValidator) assertValid(handler.formValidator, body);
    assertInProgress(application);

    const holder = request.id;
    const lock = acquireStepLock(ctx.db, application.uuid, stepPath, holder, ctx.now(), ctx.stepLockTtlMs);
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
      if (ctx.stepProcessingDelayMs > 0) await delay(ctx.stepProcessingDelayMs);
      handler.beforeSubmit?.(ctx, reload(ctx, application));
      const fresh = reload(ctx, application);
      assertInProgress(fresh);
      if (fresh.flow.currentFlowStep !== step) {
        throw flowStepInvalid(`${step} is not the current step`, fresh.flow.currentFlowStep);
      }
      ctx.db.transaction(() => {
        // REVIEW and AGREE first make sure nothing an earlier step asked for went missing since.
        const earlier = rechecksEarlierSteps(step) ? recheckEarlierSteps(ctx, fresh) : {};
        const facts = { ...earlier, ...handler.submit(ctx, fresh, body) };
        // The step's own requirements, against what it has just stored (its writes roll back if unmet).
        assertRequirementsMet(handler.requirements?.(ctx, reload(ctx, fresh)) ?? null);
        const outcome = nextAfterSubmit(fresh.flow, facts);
        saveFlowState(ctx.db, fresh.uuid, outcome.state, ctx.now());
        const entered = outcome.state.currentFlowStep;
        const resolution = entered !== step ? resolutionOnEntering(entered) : null;
        if (resolution) resolveApplication(ctx.db, fresh.uuid, resolution, ctx.now());
        if (entered !== step) enterStep(ctx, reload(ctx, fresh), entered);
      })();
      return flowStepResult(reload(ctx, fresh));
    } finally {
      releaseStepLock(ctx.db, application.uuid, stepPath, holder);
    }
  },
};
