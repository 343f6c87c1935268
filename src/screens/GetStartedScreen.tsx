import copy from '../../schemas/copy/en-US.json';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { useIdentity } from '../hooks/useIdentity';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';

/** GET_STARTED: the applicant confirms their legal name (prefilled from sign-in). */
export default function GetStartedScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { data: identity } = useIdentity();
  const { formData, onLoaded } = usePrefill({ identity });
  const { onSubmit, alert } = useStepSubmit({
    screenKey: 'applicationGetStarted',
    query,
    onDone: () => {
      navigate('useOfFunds', { query: { loanAmount: query.loanAmount, loanTerm: query.loanTerm } });
    },
  });
  return (
    <Page page="getStarted">
      <ErrorAlert message={alert} />
      <StepForm
        stepId="get-started"
        formData={formData}
        onLoaded={onLoaded}
        submitLabel={copy.pages.getStarted.submit}
        onSubmit={onSubmit}
      />
    </Page>
  );
}
