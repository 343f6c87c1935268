import { apiRequest } from '../../shared/api/apiRequest';
import { ConsentStatusProvider } from '../../../widgets/documents/ConsentStatusContext';
import { useDeferredValue, useMemo } from 'react';
import { stepChanged } from '../../shared/analytics/analytics';
import { PrimaryButton } from '../../../widgets/ActionButtons';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { alertMessageFor } from '../../shared/api/classifyError';
import { useFlowCalls, type StepResult } from '../../shared/flow/useFlowCalls';
import { useQuery } from '../../shared/routes/useQuery';
import { useStepSubmit } from '../../shared/form/useStepSubmit';
import { pageCopy } from '../../shared/ui/usePageTitle';
import { pageNotes } from '../../shared/ui/pageNotes';
import { BackButton } from '../../shared/ui/BackButton';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { PageNotes } from '../../shared/ui/PageNotes';
import { Page } from '../../shared/ui/Page';
import { useCurrentFlowStep, useFlowStepData } from '../../shared/flow/useFlow';
import { flowStepForScreen } from '../../shared/routes/flowRoutes';
import type { FlowStepPath } from '../../../core/api/generated/contractTypes';
import { withFormDataDefaults } from './formDataStep';
import { withServerStepData } from '../../shared/form/serverStepData';
import { StepForm } from '../../shared/form/StepForm';
import { usePrefill } from '../../shared/form/usePrefill';
import { useStepFile } from '../../shared/form/useStepFile';

/**
 * Any application step that is a step file (flow.json `stepFile`): prefilled from the server's step
 * data, submitted through the step's mapping (for a declarative step, by default the whole form as
 * its POST body), then on to whatever step the server answers.
 */
export default function FlowStepScreen({ screenKey }: { screenKey: string }) {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const query = useQuery();
  const flowStep = flowStepForScreen(screenKey);
  // Every step with a step file has its GET answer in the contract (tests/api/contract.test.ts holds it).
  const stepPath = flowStep?.config.stepPath as FlowStepPath | undefined;
  const { data: current } = useCurrentFlowStep(applicationUuid);
  const { data: stepData, isLoading } = useFlowStepData(applicationUuid, stepPath);
  const flow = useFlowCalls(applicationUuid, flowStep?.step, screenKey);
  // A screen without a step file fails to load one, which the error boundary reports.
  const stepFile = useStepFile(flowStep?.config.stepFile ?? `(no step file for ${screenKey})`);
  // A declarative step (flow.json storesFormData) is prefilled from and submitted as its whole form.
  const declarative = flowStep?.config.storesFormData === true;
  // The server's answer may reshape the form: the loan amounts and reasons it offers today.
  const step = useMemo(() => {
    if (!stepFile) return null;
    const shaped = stepData ? withServerStepData(stepFile, stepData) : stepFile;
    return declarative && stepPath ? withFormDataDefaults(shaped, screenKey, stepPath) : shaped;
  }, [declarative, screenKey, stepData, stepFile, stepPath]);

  const { alert, formProps } = useStepSubmit({
    screenKey,
    step,
    query,
    applicationUuid,
    onDone: async (outcome) => {
      if (outcome.kind !== 'calls') return;
      await flow.follow(outcome.results.at(-1) as StepResult);
    },
    onError: (error, again) => flow.recover(error, again, true),
  });

  // Prefill waits for the step's saved data as well as its file.
  const {
    formData,
    pending,
    error: prefillError,
    retry: retryPrefill,
  } = usePrefill({ stepData, query, applicationUuid }, isLoading ? null : step);

  // A consent's box says when it was last agreed to, opened or withdrawn (spec §7 latest-status),
  // and records the opening of one of its documents.
  const consentReader = useMemo(
    () => ({
      applicationUuid,
      read: (titleName: string) =>
        apiRequest('getLegalConsentLatestStatus', { params: { applicationUuid, titleName } }),
      viewed: (titleName: string) =>
        apiRequest('postLegalConsentViewed', { params: { applicationUuid, titleName } }),
    }),
    [applicationUuid],
  );

  const goBack = () => (flowStep ? flow.goBack(flowStep.step) : undefined);

  const page = useMemo(() => (pageCopy(screenKey).title ? screenKey : 'loanHome'), [screenKey]);
  const canGoBack = current?.canGoBack === true && current.currentFlowStep === flowStep?.step;
  // The form shows once its file, its saved data and its prefill are all there (or the prefill is waiting).
  const ready = step !== null && !isLoading && (formData !== undefined || pending);
  // The form mounts in a render React can pause for input and paint. What makes it ready (the step's
  // data through SWR, which React renders synchronously, or the prefill an effect sets) often came
  // in a synchronous render, and the whole form mounted in one long task
  // (docs/decisions/0050-screens-mount-in-slices-no-intl-on-first-render.md).
  const formShown = useDeferredValue(ready);
  const { submit, back } = pageCopy(screenKey);
  const submitLabel = submit ?? copy.common.continue;
  return (
    <Page page={page} screen={screenKey}>
      <ErrorAlert message={alert ?? flow.alert ?? (prefillError ? alertMessageFor(prefillError) : null)} />
      {/* Notes that need no data show at once (as in the frame); the rest join when the data is in. */}
      <PageNotes notes={pageNotes(screenKey, isLoading ? undefined : stepData)} />
      {!ready || !formShown ? (
        <Loading />
      ) : (
        <ConsentStatusProvider reader={consentReader}>
          <StepForm
            key={step.stepId}
            step={step}
            {...formProps(formData)}
            waiting={pending}
            waitingContent={
              prefillError ? (
                <PrimaryButton onClick={retryPrefill}>{copy.common.tryAgain}</PrimaryButton>
              ) : undefined
            }
            submitLabel={submitLabel}
            onFieldChange={(pointer) => stepChanged(screenKey, step, pointer)}
          >
            {canGoBack ? <BackButton onClick={goBack} {...(back ? { label: back } : {})} /> : null}
          </StepForm>
        </ConsentStatusProvider>
      )}
    </Page>
  );
}
