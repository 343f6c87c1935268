import { useEffect, type ReactNode } from 'react';
import useSWR from 'swr';
import product from '../../../schemas/product.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useQuery } from '../../shared/routes/useQuery';
import { preFlowOutcomeStepsOf } from './outcomeSteps';
import { WaitingPage } from '../../shared/ui/WaitingPage';

/**
 * OutcomeGate for a person without an application (not-eligible): shows the screen only while the
 * server's pre-flow step is one of its steps (flow.json preFlow), else hands over to /enter, which
 * follows the pre-flow with the loan request kept in the query.
 */
export function PreFlowOutcomeGate({ screenKey, children }: { screenKey: string; children: ReactNode }) {
  const query = useQuery();
  const navigate = useNavigation();
  const redirects = useErrorRedirects(screenKey, false);
  // The pre-flow asks for a loan amount before anything else (GET_RELIEF); any valid one lets the
  // server answer the question this page asks — may this person start an application?
  const loanAmount = Number(query.loanAmount) > 0 ? Number(query.loanAmount) : product.loanAmount.min;
  const { data, error } = useSWR(['preFlowCurrentStep', String(loanAmount)], () =>
    apiRequest('getPreFlowCurrentStep', { query: { loanAmount } }),
  );
  const here = data !== undefined && preFlowOutcomeStepsOf(screenKey).includes(data.currentPreFlowStep);
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (data && !here)
      navigate('enter', {
        query: { loanAmount: query.loanAmount, loanTerm: query.loanTerm },
        replace: true,
      });
  }, [data, here, navigate, query.loanAmount, query.loanTerm]);

  if (!here) {
    return <WaitingPage page="enter" error={error} />;
  }
  return <>{children}</>;
}
