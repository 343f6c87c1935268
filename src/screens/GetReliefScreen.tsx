import { useMemo } from 'react';
import useSWR from 'swr';
import copy from '../../schemas/copy/en-US.json';
import { productValuesWith } from '../../core/rules/productLimits';
import { apiRequest } from '../api/apiRequest';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { RepresentativeExample } from '../components/RepresentativeExample';
import { readLoanLimits, withServerStepData } from '../stepForm/serverStepData';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';
import { useStepFile } from '../stepForm/useStepFile';

/**
 * GET_RELIEF (public): amount and term, prefilled from ?loanAmount&loanTerm, with a representative
 * example of what such a loan costs as they are typed; then sign-in via /enter.
 * The amounts on offer are the server's (GET /pre-flow/step/get-relief); until it answers, or if it
 * cannot, the page uses the product.json it was built with (the prerendered page shows those).
 */
export default function GetReliefScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { data: offered } = useSWR(['getReliefStep'], () => apiRequest('getGetReliefStep'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const loaded = useStepFile('get-relief');
  const step = useMemo(
    () => (loaded && offered ? withServerStepData(loaded, offered) : loaded),
    [loaded, offered],
  );
  const limits = readLoanLimits(offered);
  const { formData } = usePrefill({ query }, step);
  const { onSubmit, alert } = useStepSubmit({
    screenKey: 'getRelief',
    step,
    isPublic: true,
    query,
    onDone: (outcome) => {
      if (outcome.kind === 'navigate') navigate(outcome.routeKey, { query: outcome.query });
    },
  });
  return (
    <Page page="getRelief" values={limits ? productValuesWith(limits) : undefined}>
      <ErrorAlert message={alert} />
      {step ? (
        <StepForm
          step={step}
          formData={formData}
          submitLabel={copy.pages.getRelief.submit}
          onSubmit={onSubmit}
          beforeSubmit={(answers) => (
            <RepresentativeExample loanAmount={answers.loanAmount} loanTerm={answers.loanTerm} />
          )}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
