import copy from '../../../schemas/copy/en-US.json';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useQuery } from '../../shared/routes/useQuery';
import { useStepSubmit } from '../../shared/form/useStepSubmit';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { useIdentity } from '../../shared/session/useIdentity';
import { StepForm } from '../../shared/form/StepForm';
import { usePrefill } from '../../shared/form/usePrefill';
import { useStepFile } from '../../shared/form/useStepFile';

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
