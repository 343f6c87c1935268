import copy from '../../schemas/copy/en-US.json';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';

/** GET_RELIEF (public): amount and term, prefilled from ?loanAmount&loanTerm; then sign-in via /enter. */
export default function GetReliefScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { formData, onLoaded } = usePrefill({ query });
  const { onSubmit, alert } = useStepSubmit({
    screenKey: 'getRelief',
    isPublic: true,
    query,
    onDone: (outcome) => {
      if (outcome.kind === 'navigate') navigate(outcome.routeKey, { query: outcome.query });
    },
  });
  return (
    <Page page="getRelief">
      <ErrorAlert message={alert} />
      <StepForm
        stepId="get-relief"
        formData={formData}
        onLoaded={onLoaded}
        submitLabel={copy.pages.getRelief.submit}
        onSubmit={onSubmit}
      />
    </Page>
  );
}
