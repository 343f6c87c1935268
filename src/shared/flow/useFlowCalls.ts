/**
 * The one way a screen calls the server-held flow (submit, back, edit) and handles what fails
 * (spec §4 "Error-driven transitions", §8), so every screen behaves alike:
 * - 401/403 -> sign out and come back; not in progress -> the overview (useErrorRedirects);
 * - 409 LOAN_AGREEMENT_CHANGED (the words to sign changed) -> show the new words and the server's message;
 * - 409 (the application moved on: another tab, or browser Back over a saved step) -> when the step
 *   can be reopened from where the application is, reopen it and save the change again; otherwise
 *   follow the server and say the change was not saved;
 * - 422 missing data -> reopen the step that supplies it;
 * - 429 (the step is being saved) -> wait the server's Retry-After and try once more; when that
 *   fails too, or there is nothing to repeat, follow the server if it moved on, else spec §8's
 *   default message;
 * - anything else -> the alert with spec §8's message.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../api/apiRequest';
import { alertMessageFor } from '../api/classifyError';
import { FetchError } from '../api/errors';
import { applicationKey, currentStepKey, isStepDataKeyOf, type CurrentFlowStep } from './useFlow';

/** 409s that leave the application on its step because what it shows changed (server/steps/offerSteps.ts). */
const wordsChangedCodes: ReadonlySet<string> = new Set(['LOAN_AGREEMENT_CHANGED']);
import { stepSupplyingMissing } from './stepSupplyingMissing';
import { isEditableStep, routeKeyForFlowStep, type EditableStep } from '../routes/flowRoutes';
import { showFlowNotice } from './flowNotice';
import { noteStepSeen } from './stepsSeen';
import { scrollToTop } from '../routes/routeLoading';
import { useErrorRedirects } from './useErrorRedirects';
import { useNavigation } from '../routes/useNavigation';

export type StepResult = { currentFlowStep: string; canGoBack: boolean };

/** The server's Retry-After (details.retryAfterSeconds), capped so the applicant never waits long. */
function retryDelayMs(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return Math.min(typeof seconds === 'number' && seconds > 0 ? seconds : 1, 5) * 1000;
}

export function useFlowCalls(applicationUuid: string, step: string | undefined, routeKey: string) {
  const navigate = useNavigation();
  const { mutate } = useSWRConfig();
  const redirects = useErrorRedirects(routeKey, false);
  const [alert, setAlert] = useState<string | null>(null);

  /** After a flow call: refresh the cached step and step data, then go where the server says. */
  const follow = useCallback(
    async (result: StepResult) => {
      // This tab moved the application: the pick-up modal is not for this move (src/app/pickUpModalRule.ts).
      noteStepSeen(applicationUuid, result.currentFlowStep);
      await mutate(
        currentStepKey(applicationUuid),
        (previous?: CurrentFlowStep) => ({ ...previous, ...result }) as CurrentFlowStep,
        { revalidate: true },
      );
      // Every step's saved data may have changed (review shows them all): refetch whichever is shown next.
      await mutate(isStepDataKeyOf(applicationUuid), undefined, { revalidate: true });
      // So may the application record (its amount, term, status): a cached copy is read afresh.
      await mutate(applicationKey(applicationUuid), undefined, { revalidate: true });
      navigate(routeKeyForFlowStep(result.currentFlowStep) ?? 'loanHome', { applicationUuid });
      // A new step starts at its top (spec §2 "scroll position can be reset to top on demand").
      scrollToTop();
    },
    [applicationUuid, mutate, navigate],
  );

  const latest = useCallback(
    () => apiRequest('getCurrentFlowStep', { params: { applicationUuid } }),
    [applicationUuid],
  );
  const reopen = useCallback(
    (from: string, target: EditableStep) =>
      apiRequest('editFlowStep', {
        params: { applicationUuid },
        body: { currentStep: from, step: target },
      }),
    [applicationUuid],
  );

  /**
   * Handles a failed flow call; true when it did (the applicant is on their way, or was told).
   * `again` repeats the same action and follows on success; `resaves` says it is a step's save,
   * which a 409 may reopen the step for.
   */
  const recover = useCallback(
    (error: unknown, again?: () => Promise<void>, resaves = false): Promise<boolean> => {
      const handle = async (error: unknown, again?: () => Promise<void>): Promise<boolean> => {
        if (redirects(error)) return true;
        if (!(error instanceof FetchError)) return false;
        if (error.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error.details)));
          if (again) {
            try {
              await again();
              return true;
            } catch (second) {
              return handle(second);
            }
          }
          const now = await latest();
          if (now.currentFlowStep === step) {
            // Spec §8: no message of its own for a step still locked, so the default one.
            setAlert(copy.errors.default);
            return true;
          }
          await follow(now);
          return true;
        }
        if (error.status === 409) {
          const now = await latest();
          if (
            error.userErrorCode &&
            wordsChangedCodes.has(error.userErrorCode) &&
            now.currentFlowStep === step
          ) {
            // The words to agree to changed under the applicant (a new agreement): show the new ones
            // and say so; what they typed stays.
            await mutate(isStepDataKeyOf(applicationUuid), undefined, { revalidate: true });
            setAlert(error.message);
            return true;
          }
          if (step && isEditableStep(step) && again && resaves && now.currentFlowStep !== step) {
            try {
              await reopen(now.currentFlowStep, step);
              showFlowNotice(copy.flow.savedAfterMovingOn);
              await again();
              return true;
            } catch {
              // Not editable from where the application is: follow it and say so.
            }
          }
          showFlowNotice(copy.flow.staleStep);
          await follow(await latest());
          return true;
        }
        if (error.status === 422) {
          // Something is missing or no longer holds: reopen the step the server says supplies it, or
          // follow the application if it has moved on meanwhile.
          const now = await latest();
          const supplier = stepSupplyingMissing(error.details);
          if (supplier && isEditableStep(supplier) && supplier !== now.currentFlowStep) {
            try {
              const reopened = await reopen(now.currentFlowStep, supplier);
              showFlowNotice(error.fieldErrors?.[0]?.message ?? alertMessageFor(error));
              await follow(reopened);
              return true;
            } catch {
              // Not editable from here: fall through.
            }
          }
          if (now.currentFlowStep !== step) {
            await follow(now);
            return true;
          }
        }
        return false;
      };
      return handle(error, again);
    },
    [applicationUuid, follow, latest, mutate, redirects, reopen, step],
  );

  /** Runs one flow call (submit without a form, back, edit) with the handling above. */
  const run = useCallback(
    async (call: () => Promise<StepResult>): Promise<void> => {
      setAlert(null);
      const attempt = async () => follow(await call());
      try {
        await attempt();
      } catch (error) {
        if (!(await recover(error, attempt))) setAlert(alertMessageFor(error));
      }
    },
    [follow, recover],
  );

  const goBack = useCallback(
    (currentStep: string) =>
      run(() => apiRequest('goBack', { params: { applicationUuid }, body: { currentStep } })),
    [applicationUuid, run],
  );

  return { follow, recover, run, goBack, reopen, alert, setAlert };
}
