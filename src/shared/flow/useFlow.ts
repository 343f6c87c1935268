import { useCallback } from 'react';
import useSWR, { preload, unstable_serialize, useSWRConfig } from 'swr';
import type { FlowStepPath, FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { apiRequest } from '../api/apiRequest';
import { useIdentity } from '../session/useIdentity';

export type CurrentFlowStep = {
  currentFlowStep: string;
  canGoBack: boolean;
  flowEntryPoint: string;
  hasAgreedToRequiredConsents: boolean;
};

export const currentStepKey = (applicationUuid: string) => ['currentFlowStep', applicationUuid] as const;
/** The application record (GET /application/{uuid}), as the loan home reads it. */
export const applicationKey = (applicationUuid: string) => ['application', applicationUuid] as const;
export const stepDataKey = (applicationUuid: string, stepPath: string) =>
  ['flowStep', applicationUuid, stepPath] as const;

/** Matches the saved-data keys of every step of one application (for SWR's mutate filter). */
export const isStepDataKeyOf =
  (applicationUuid: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'flowStep' && key[1] === applicationUuid;

/** Spec §4: the current step is refetched on window focus and optionally at an interval. */
export function useCurrentFlowStep(applicationUuid: string | undefined, refreshInterval?: number) {
  const { data: identity } = useIdentity();
  return useSWR(
    applicationUuid && identity?.loggedIn ? currentStepKey(applicationUuid) : null,
    ([, uuid]) => apiRequest('getCurrentFlowStep', { params: { applicationUuid: uuid } }),
    { revalidateOnFocus: true, refreshInterval },
  );
}

/**
 * A step's saved data, typed by its step path from the contract's stepResponses. The answer has
 * passed that step's own response check (getFlowStep.<step>, src/shared/api/apiRequest.ts) before it gets
 * here, which is what makes the narrowing from the operation's generic answer sound.
 */
export function useFlowStepData<S extends FlowStepPath>(
  applicationUuid: string | undefined,
  stepPath: S | undefined,
) {
  const { data: identity } = useIdentity();
  return useSWR(
    applicationUuid && stepPath && identity?.loggedIn ? stepDataKey(applicationUuid, stepPath) : null,
    fetchStepData<S>,
    { revalidateOnFocus: false },
  );
}

async function fetchStepData<S extends FlowStepPath>([, applicationUuid, step]: readonly [
  string,
  string,
  S,
]): Promise<FlowStepResponses[S]> {
  return (await apiRequest('getFlowStep', { params: { applicationUuid, step } })) as FlowStepResponses[S];
}

/**
 * Reads a step's saved data away from that step's screen: SWR's answer when a screen read it already,
 * else one GET that the step's own screen, opened next, takes over instead of asking again (preload).
 */
export function useStepDataReader() {
  const { cache } = useSWRConfig();
  return useCallback(
    async <S extends FlowStepPath>(applicationUuid: string, stepPath: S): Promise<FlowStepResponses[S]> => {
      const key = stepDataKey(applicationUuid, stepPath);
      const cached = cache.get(unstable_serialize(key))?.data as FlowStepResponses[S] | undefined;
      return cached ?? preload(key, fetchStepData<S>);
    },
    [cache],
  );
}
