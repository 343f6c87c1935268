import { useCallback, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { apiRequest } from '../api/apiRequest';
import { alertMessageFor } from '../api/classifyError';
import { useFollowFlow, type StepResult } from '../app/useFollowFlow';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { pageCopy } from '../app/usePageTitle';
import { pageNotes } from '../app/pageNotes';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageNotes } from '../components/PageNotes';
import { Page } from '../components/Page';
import { useCurrentFlowStep, useFlowStepData } from '../hooks/useFlow';
import { flowStepForScreen } from '../routes/flowRoutes';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';

/**
 * Any application step that is a step file (flow.json `stepFile`): prefilled from the server's step
 * data, submitted through the step's mapping, then on to whatever step the server answers.
 */
export default function FlowStepScreen({ screenKey }: { screenKey: string }) {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const query = useQuery();
  const flowStep = flowStepForScreen(screenKey);
  const stepPath = flowStep?.config.stepPath;
  const { data: current } = useCurrentFlowStep(applicationUuid);
  const { data: stepData, isLoading } = useFlowStepData(applicationUuid, stepPath);
  const [backError, setBackError] = useState<string | null>(null);
  const { follow, recover } = useFollowFlow(applicationUuid, flowStep?.step);

  const { onSubmit, alert } = useStepSubmit({
    screenKey,
    query,
    applicationUuid,
    onDone: async (outcome) => {
      if (outcome.kind !== 'calls') return;
      await follow(outcome.results.at(-1) as StepResult);
    },
    onError: recover,
  });

  const {
    formData,
    onLoaded,
    pending,
    error: prefillError,
    retry: retryPrefill,
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
      {isLoading ? null : <PageNotes notes={pageNotes(screenKey, stepData)} />}
      {isLoading ? (
        <Loading />
      ) : (
        <StepForm
          key={flowStep.config.stepFile}
          stepId={flowStep.config.stepFile}
          formData={formData}
          onLoaded={onLoaded}
          waiting={pending}
          waitingContent={
            prefillError ? (
              <Button variant="outline" colorPalette="brand" onClick={retryPrefill}>
                {copy.common.tryAgain}
              </Button>
            ) : undefined
          }
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
