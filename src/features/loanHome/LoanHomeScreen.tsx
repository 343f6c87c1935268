import { useEffect } from 'react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import { apiRequest } from '../../shared/api/apiRequest';
import { assertInProgress } from '../../shared/api/applicationStatus';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { applicationKey, useCurrentFlowStep } from '../../shared/flow/useFlow';
import { routeKeyForFlowStep } from '../../shared/routes/flowRoutes';
import { WaitingPage } from '../../shared/ui/WaitingPage';

/** The loan home: asks the server for the current step and goes to its screen (spec §4). */
export default function LoanHomeScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('loanHome', false);
  const { data: step, error: stepError } = useCurrentFlowStep(applicationUuid);
  // The application is read first: one that is funded or expired goes to the account overview.
  const { data: application, error: applicationError } = useSWR(applicationKey(applicationUuid), () =>
    apiRequest('getApplication', { params: { applicationUuid } }).then(assertInProgress),
  );
  const data = application ? step : undefined;
  const error = applicationError ?? stepError;
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (data)
      navigate(routeKeyForFlowStep(data.currentFlowStep) ?? 'applicationInProgress', {
        applicationUuid,
        replace: true,
      });
  }, [applicationUuid, data, navigate]);
  return <WaitingPage page="loanHome" error={error} />;
}
