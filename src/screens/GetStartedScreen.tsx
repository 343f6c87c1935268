import { useCallback, useState } from 'react';
import copy from '../../schemas/copy/en-US.json';
import { useNavigation } from '../app/useNavigation';
import { useQuery } from '../app/useQuery';
import { useStepSubmit } from '../app/useStepSubmit';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { useIdentity } from '../hooks/useIdentity';
import { buildPrefill } from '../stepForm/prefill';
import { StepForm, type FormData } from '../stepForm/StepForm';
import type { LoadedStep } from '../stepForm/stepFiles';

/** GET_STARTED: the applicant confirms their legal name (prefilled from sign-in). */
export default function GetStartedScreen() {
  const query = useQuery();
  const navigate = useNavigation();
  const { data: identity } = useIdentity();
  const [formData, setFormData] = useState<FormData>();
  const { onSubmit, alert } = useStepSubmit({
    screenKey: 'applicationGetStarted',
    query,
    onDone: () => {
      navigate('useOfFunds', { query: { loanAmount: query.loanAmount, loanTerm: query.loanTerm } });
    },
  });
  const onLoaded = useCallback(
    (step: LoadedStep) => setFormData(buildPrefill(step.options, { identity: identity ?? {} }, step.schema)),
    [identity],
  );
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
