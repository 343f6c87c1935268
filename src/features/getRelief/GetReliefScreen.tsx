import { useMemo } from 'react';
import useSWR from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import { productValuesWith } from '../../../core/rules/productLimits';
import { apiRequest } from '../../shared/api/apiRequest';
import { useNavigation } from '../../shared/routes/useNavigation';
import { basePath, outsideHref, redirectOutside } from '../../shared/routes/outsideNavigation';
import { getHref } from '../../shared/routes/routeTable';
import { readIdentity, useIdentity } from '../../shared/session/useIdentity';
import { useQuery } from '../../shared/routes/useQuery';
import { useStepSubmit } from '../../shared/form/useStepSubmit';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { RepresentativeExample } from './RepresentativeExample';
import { readLoanLimits, withServerStepData } from '../../shared/form/serverStepData';
import { StepForm } from '../../shared/form/StepForm';
import { usePrefill } from '../../shared/form/usePrefill';
import { useStepFile } from '../../shared/form/useStepFile';

/**
 * GET_RELIEF (public): amount and term, prefilled from ?loanAmount&loanTerm, with a representative
 * example of what such a loan costs as they are typed; then the entry checks (/funnel-entry). Someone
 * signed out goes there through the new-account link (spec §2 /account/new, product type 4), whose
 * page also offers sign-in to those with an account.
 * The amounts on offer are the server's (GET /pre-flow/step/get-relief); until it answers, or if it
 * cannot, the page uses the product.json it was built with (the prerendered page shows those).
 */
export default function GetReliefScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { data: identity } = useIdentity();
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
    onDone: async (outcome) => {
      if (outcome.kind !== 'navigate') return;
      // Asked now if the page's own check has not answered yet; if it cannot be read, the signed-in
      // route asks for sign-in itself.
      const who = identity ?? (await readIdentity().catch(() => undefined));
      if (who?.loggedIn === false) {
        const next = `${basePath}${getHref(outcome.routeKey, { query: outcome.query })}`;
        redirectOutside(outsideHref.newAccount(next), 'getRelief');
      } else navigate(outcome.routeKey, { query: outcome.query });
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
