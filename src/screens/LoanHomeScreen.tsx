import { useEffect } from 'react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import { apiRequest } from '../api/apiRequest';
import { assertInProgress } from '../api/applicationStatus';
import { useErrorRedirects } from '../app/useErrorRedirects';
import { useNavigation } from '../app/useNavigation';
import { useCurrentFlowStep } from '../hooks/useFlow';
import { routeKeyForFlowStep } from '../routes/flowRoutes';
import { WaitingPage } from '../components/WaitingPage';

/** The loan home: asks the server for the current step and goes to its screen (spec §4). */
export default function LoanHomeScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('loanHome', false);
  const { data: step, error: stepError } = useCurrentFlowStep(applicationUuid);
  // The application is read first: one that is funded or expired goes to the account overview.
  const { data: application, error: applicationError } = useSWR(['application', applicationUuid], () =>
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
