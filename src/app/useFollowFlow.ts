import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../api/apiRequest';
import { FetchError } from '../api/errors';
import { currentStepKey, isStepDataKeyOf, type CurrentFlowStep } from '../hooks/useFlow';
import { routeKeyForFlowStep } from '../routes/flowRoutes';
import { useNavigation } from './useNavigation';

export type StepResult = { currentFlowStep: string; canGoBack: boolean };

/** The server's Retry-After (details.retryAfterSeconds), capped so the applicant never waits long. */
export function retryDelayMs(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return Math.min(typeof seconds === 'number' && seconds > 0 ? seconds : 1, 5) * 1000;
}

/**
 * Following the server (DESIGN.md "the server decides"): after a step call, refresh the cached
 * current step and step data, then go to the screen of whatever step the server answered.
 * `recover` handles the flow errors every step screen shares (spec §8) and says whether it did.
 */
export function useFollowFlow(applicationUuid: string, step: string | undefined) {
  const navigate = useNavigation();
  const { mutate } = useSWRConfig();

  const follow = useCallback(
    async (result: StepResult) => {
      await mutate(
        currentStepKey(applicationUuid),
        (previous?: CurrentFlowStep) => ({ ...previous, ...result }) as CurrentFlowStep,
        { revalidate: true },
      );
      // Every step's saved data may have changed (review shows them all): refetch whichever is shown next.
      await mutate(isStepDataKeyOf(applicationUuid), undefined, { revalidate: true });
      navigate(routeKeyForFlowStep(result.currentFlowStep) ?? 'loanHome', { applicationUuid });
    },
    [applicationUuid, mutate, navigate],
  );

  const recover = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (!(error instanceof FetchError) || !step) return false;
      const latest = () => apiRequest<CurrentFlowStep>('getCurrentFlowStep', { params: { applicationUuid } });
      // A stale tab (409): the server moved on; follow it.
      if (error.status === 409) {
        await follow(await latest());
        return true;
      }
      // Locked (429): another submission of this step is in flight. Wait as the server asks, then
      // refresh: if that submission moved the application on, follow it; else say try again.
      // Earlier data missing (422 STEP_MISSING_*): the server's current step is where to supply it.
      const refresh =
        error.status === 429 ||
        (error.status === 422 && Boolean(error.userErrorCode?.startsWith('STEP_MISSING_')));
      if (!refresh) return false;
      if (error.status === 429)
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error.details)));
      const current = await latest();
      if (current.currentFlowStep === step) return false;
      await follow(current);
      return true;
    },
    [applicationUuid, follow, step],
  );

  return { follow, recover };
}
