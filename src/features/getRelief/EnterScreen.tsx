import { useEffect } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../shared/api/apiRequest';
import { featureSwitches } from '../../shared/config/featureSwitches';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useQuery } from '../../shared/routes/useQuery';
import { routeKeyForPreFlowStep } from '../../shared/routes/flowRoutes';
import { WaitingPage } from '../../shared/ui/WaitingPage';

/**
 * After sign-in: asks the server where this person is in the pre-flow (spec §7 pre-flow
 * current-step) and goes there, keeping the loan request in the query until the application exists;
 * an application in progress is offered on its own page, or resumed when that check is switched off.
 */
export default function EnterScreen({ routeKey = 'enter' }: { routeKey?: string }) {
  const query = useQuery();
  const navigate = useNavigation();
  const redirects = useErrorRedirects(routeKey, false);
  const loanAmount =
    query.loanAmount && Number.isFinite(Number(query.loanAmount)) ? query.loanAmount : undefined;
  const { data, error } = useSWR(['preFlowCurrentStep', loanAmount ?? ''], () =>
    apiRequest('getPreFlowCurrentStep', { query: { loanAmount } }),
  );
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (!data) return;
    // With the in-progress check off (spec §9 switch), the application in progress simply resumes.
    if (
      data.currentPreFlowStep === 'APPLICATION_IN_PROGRESS' &&
      data.applicationUuid &&
      !featureSwitches.inProgressApplicationCheck
    ) {
      navigate('loanHome', { applicationUuid: data.applicationUuid, replace: true });
      return;
    }
    const screen = routeKeyForPreFlowStep(data.currentPreFlowStep) ?? 'getRelief';
    const loanQuery = { loanAmount: query.loanAmount, loanTerm: query.loanTerm };
    navigate(screen, {
      // The in-progress card names the amount just asked for, so it is not silently dropped.
      query: screen === 'notEligible' ? {} : loanQuery,
      replace: true,
    });
  }, [data, navigate, query.loanAmount, query.loanTerm]);
  return <WaitingPage page="enter" error={error} />;
}
