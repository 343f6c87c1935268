import { useEffect } from 'react';
import type { FlowStepPath } from '../../../core/api/generated/contractTypes';
import { alertMessageFor } from '../../shared/api/classifyError';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useFlowStepData } from '../../shared/flow/useFlow';

/**
 * An outcome step's data (GET /flow/{uuid}/step/{step}), with spec §8's handling of a failed read:
 * the error redirects (sign-in, not in progress) or the alert message every screen shows.
 */
export function useOutcomeStepData<S extends FlowStepPath>(
  applicationUuid: string,
  stepPath: S,
  screenKey: string,
) {
  const { data, error, mutate } = useFlowStepData(applicationUuid, stepPath);
  const redirects = useErrorRedirects(screenKey, false);
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  return { data, mutate, alert: error ? alertMessageFor(error) : null };
}
