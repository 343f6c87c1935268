import { useCallback, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { apiRequest } from '../api/apiRequest';
import { alertMessageFor } from '../api/classifyError';
import { FetchError } from '../api/errors';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { pageCopy } from '../app/usePageTitle';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import {
  currentStepKey,
  stepDataKey,
  useCurrentFlowStep,
  useFlowStepData,
  type CurrentFlowStep,
} from '../hooks/useFlow';
import { flowStepForScreen, routeKeyForFlowStep } from '../routes/flowRoutes';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';

type StepResult = { currentFlowStep: string; canGoBack: boolean };

/** The server's Retry-After (details.retryAfterSeconds), capped so the applicant never waits long. */
function retryDelayMs(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return Math.min(typeof seconds === 'number' && seconds > 0 ? seconds : 1, 5) * 1000;
}

/**
 * Any application step that is a step file (flow.json `stepFile`): prefilled from the server's step
 * data, submitted through the step's mapping, then on to whatever step the server answers.
 */
export default function FlowStepScreen({ screenKey }: { screenKey: string }) {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const query = useQuery();
  const navigate = useNavigation();
  const { mutate } = useSWRConfig();
  const flowStep = flowStepForScreen(screenKey);
  const stepPath = flowStep?.config.stepPath;
  const { data: current } = useCurrentFlowStep(applicationUuid);
  const { data: stepData, isLoading } = useFlowStepData(applicationUuid, stepPath);
  const [backError, setBackError] = useState<string | null>(null);

  const follow = useCallback(
    async (result: StepResult) => {
      await mutate(
        currentStepKey(applicationUuid),
        (previous?: CurrentFlowStep) => ({ ...previous, ...result }) as CurrentFlowStep,
        {
          revalidate: true,
        },
      );
      if (stepPath) await mutate(stepDataKey(applicationUuid, stepPath));
      navigate(routeKeyForFlowStep(result.currentFlowStep) ?? 'loanHome', { applicationUuid });
    },
    [applicationUuid, mutate, navigate, stepPath],
  );

  const { onSubmit, alert } = useStepSubmit({
    screenKey,
    query,
    applicationUuid,
    onDone: async (outcome) => {
      if (outcome.kind !== 'calls') return;
      await follow(outcome.results.at(-1) as StepResult);
    },
    onError: useCallback(
      async (error: unknown) => {
        if (!(error instanceof FetchError) || !flowStep) return false;
        const latest = () =>
          apiRequest<CurrentFlowStep>('getCurrentFlowStep', { params: { applicationUuid } });
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
        if (current.currentFlowStep === flowStep.step) return false;
        await follow(current);
        return true;
      },
      [applicationUuid, flowStep, follow],
    ),
  });

  const {
    formData,
    onLoaded,
    pending,
    error: prefillError,
  } = usePrefill({ stepData, query, applicationUuid });

  const goBack = useCallback(async () => {
    if (!flowStep) return;
    try {
      const result = await apiRequest<StepResult>('goBack', {
        params: { applicationUuid },
        body: { currentStep: flowStep.step },
      });
      await follow(result);
    } catch {
      setBackError(copy.errors.default);
    }
  }, [applicationUuid, flowStep, follow]);

  const page = useMemo(() => (pageCopy(screenKey).title ? screenKey : 'loanHome'), [screenKey]);
  if (!flowStep?.config.stepFile) throw new Error(`Screen "${screenKey}" has no step file in flow.json`);
  const canGoBack = current?.canGoBack === true && current.currentFlowStep === flowStep.step;
  const submitLabel = (pageCopy(screenKey) as { submit?: string }).submit ?? copy.common.continue;
  return (
    <Page page={page}>
      <ErrorAlert message={alert ?? backError ?? (prefillError ? alertMessageFor(prefillError) : null)} />
      {isLoading ? (
        <Loading />
      ) : (
        <StepForm
          key={flowStep.config.stepFile}
          stepId={flowStep.config.stepFile}
          formData={formData}
          onLoaded={onLoaded}
          waiting={pending}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
        >
          {canGoBack ? (
            <Button variant="ghost" onClick={goBack} mt="2">
              {copy.flow.back}
            </Button>
          ) : null}
        </StepForm>
      )}
    </Page>
  );
}
