import copy from '../../schemas/copy/en-US.json';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';
import { useStepFile } from '../stepForm/useStepFile';

/** GET_RELIEF (public): amount and term, prefilled from ?loanAmount&loanTerm; then sign-in via /enter. */
export default function GetReliefScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const step = useStepFile('get-relief');
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
    <Page page="getRelief">
      <ErrorAlert message={alert} />
      {step ? (
        <StepForm
          step={step}
          formData={formData}
          submitLabel={copy.pages.getRelief.submit}
          onSubmit={onSubmit}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
