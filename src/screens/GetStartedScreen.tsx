import copy from '../../schemas/copy/en-US.json';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { useIdentity } from '../hooks/useIdentity';
import { StepForm } from '../stepForm/StepForm';
import { usePrefill } from '../stepForm/usePrefill';
import { useStepFile } from '../stepForm/useStepFile';

/** GET_STARTED: the applicant confirms their legal name (prefilled from sign-in). */
export default function GetStartedScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { data: identity } = useIdentity();
  const step = useStepFile('get-started');
  const { formData } = usePrefill({ identity }, step);
  const { alert, formProps } = useStepSubmit({
    screenKey: 'applicationGetStarted',
    step,
    query,
    onDone: () => {
      navigate('useOfFunds', { query: { loanAmount: query.loanAmount, loanTerm: query.loanTerm } });
    },
  });
  return (
    <Page page="getStarted" screen="applicationGetStarted">
      <ErrorAlert message={alert} />
      {step ? (
        <StepForm step={step} {...formProps(formData)} submitLabel={copy.pages.getStarted.submit} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
