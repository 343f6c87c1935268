import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { FetchError } from '../../shared/api/errors';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useQuery } from '../../shared/routes/useQuery';
import { useStepSubmit } from '../../shared/form/useStepSubmit';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { currentStepKey } from '../../shared/flow/useFlow';
import { routeKeyForFlowStep } from '../../shared/routes/flowRoutes';
import { withServerStepData } from '../../shared/form/serverStepData';
import { StepForm } from '../../shared/form/StepForm';
import { useStepFile } from '../../shared/form/useStepFile';

type CreatedApplication = { applicationUuid: string; currentFlowStep: string };

/** No prefill: one object for every render, so StepForm never takes it for new data. */
const noAnswers = {};

/**
 * USE_OF_FUNDS (pre-flow): the reason for the loan; submitting creates the application. The reasons
 * offered are the server's (GET /sdl/v1/pre-flow/step/use-of-funds); until it answers, the step file's.
 */
export default function UseOfFundsScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { mutate } = useSWRConfig();
  const hasLoanRequest = Boolean(query.loanAmount);
  useEffect(() => {
    // The application is created from the loan request in the query; without one, start there.
    if (!hasLoanRequest) navigate('getRelief', { replace: true });
  }, [hasLoanRequest, navigate]);
  const { data: offered } = useSWR(['useOfFundsPreFlowStep'], () => apiRequest('getUseOfFundsPreFlowStep'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const loaded = useStepFile('use-of-funds');
  const step = useMemo(
    () => (loaded && offered ? withServerStepData(loaded, offered) : loaded),
    [loaded, offered],
  );
  const { alert, formProps } = useStepSubmit({
    screenKey: 'useOfFunds',
    step,
    query,
    onDone: async (outcome) => {
      if (outcome.kind !== 'calls') return;
      const application = outcome.results[0] as CreatedApplication;
      await mutate(currentStepKey(application.applicationUuid), undefined, { revalidate: true });
      navigate(routeKeyForFlowStep(application.currentFlowStep) ?? 'loanHome', {
        applicationUuid: application.applicationUuid,
      });
    },
    onError: useCallback(
      (error: unknown) => {
        if (error instanceof FetchError && error.status === 409) return navigate('applicationInProgress');
        return false;
      },
      [navigate],
    ),
  });
  return (
    <Page page="useOfFunds">
      <ErrorAlert message={alert} />
      {step ? (
        <StepForm step={step} {...formProps(noAnswers)} submitLabel={copy.pages.useOfFunds.submit} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
