import { useEffect, useRef, useState } from 'react';
import { Box, Spinner, Text, chakra } from '@chakra-ui/react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { track } from '../../shared/analytics/analytics';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Page } from '../../shared/ui/Page';
import { useCurrentFlowStep, useStepDataReader } from '../../shared/flow/useFlow';
import { useIdentity } from '../../shared/session/useIdentity';
import { gotRate, gotRateWith, pricingStatusView } from './pricingProgress';
import { allFlowSteps } from '../../shared/routes/flowRoutes';
import { PrimaryButton } from '../../../widgets/ActionButtons';

/** How often the screen asks where the application is while pricing runs (spec §4: an interval). */
const pollMs = 1500;

// The steps this screen shows (flow.json: PRICING, PLAID_PRICING, PLOC_PRICING) and their step paths.
const pricingSteps = allFlowSteps.filter(([, config]) => config.screen === 'pricing');
const screenSteps = pricingSteps.map(([step]) => step);
const stepPathOf = (step: string) => pricingSteps.find(([name]) => name === step)?.[1].stepPath;

/**
 * getting-offers (PRICING, PLAID_PRICING): a calm wait while the server prices the application,
 * polling the current step and the run's status; the server's next step when it is done; spec §8's
 * UPSTREAM_UNAVAILABLE message and a way to try again when the bureau could not answer.
 */
export default function GettingOffersScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const { data: identity } = useIdentity();
  const [retrying, setRetrying] = useState(false);
  const { data: current } = useCurrentFlowStep(applicationUuid, pollMs);
  const { data: status, mutate } = useSWR(
    identity?.loggedIn ? ['pricingStatus', applicationUuid, current?.currentFlowStep] : null,
    () => apiRequest('getPricingStatus', { query: { application_uuid: applicationUuid } }),
    { refreshInterval: (latest) => (latest?.status === 'FAILED' ? 0 : pollMs) },
  );
  const step = current?.currentFlowStep ?? 'PRICING';
  const flow = useFlowCalls(applicationUuid, step, 'pricing');
  const view = status ? pricingStatusView(status, screenSteps) : null;
  const movedTo = current && !screenSteps.includes(current.currentFlowStep) ? current : null;
  const { follow } = flow;

  // The moment the applicant has their rate (spec §2 screen name gotRate), as pricing hands over:
  // which run handed over, and where to, decide it (pricingProgress.ts).
  const pricingStep = useRef<string>(undefined);
  const currentStep = current?.currentFlowStep;
  useEffect(() => {
    if (currentStep && screenSteps.includes(currentStep)) pricingStep.current = currentStep;
  }, [currentStep]);
  const readStepData = useStepDataReader();
  const rateSeen = useRef(false);
  useEffect(() => {
    if (!movedTo) return;
    if (!rateSeen.current) {
      rateSeen.current = true;
      const from = pricingStep.current;
      const moment = gotRate(from, movedTo.currentFlowStep);
      if (moment === true) track('gotRate_page_view');
      else if (moment === 'ask')
        readStepData(applicationUuid, 'add-bank-assets').then(
          ({ bankLinkRequirement }) => gotRateWith(from, bankLinkRequirement) && track('gotRate_page_view'),
          () => undefined, // No answer, no event: the bank-link screen shows its own error.
        );
    }
    void follow(movedTo);
  }, [applicationUuid, follow, movedTo, readStepData]);

  const retry = async () => {
    const stepPath = stepPathOf(step);
    if (!stepPath) return;
    setRetrying(true);
    try {
      await flow.run(() =>
        apiRequest('postFlowStep', { params: { applicationUuid, step: stepPath }, body: {} }),
      );
      await mutate();
    } finally {
      setRetrying(false);
    }
  };

  const failed = view?.kind === 'failed';
  return (
    <Page page="pricing">
      <ErrorAlert message={failed ? view.message || copy.errors.UPSTREAM_UNAVAILABLE : flow.alert} />
      {failed ? (
        <>
          <Text color="gray.700" mb="4">
            {copy.pages.pricing.failedNote}
          </Text>
          <PrimaryButton onClick={() => void retry()} loading={retrying}>
            {copy.common.tryAgain}
          </PrimaryButton>
        </>
      ) : (
        <Box role="status" aria-live="polite" display="flex" gap="4" alignItems="center" py="6">
          <Spinner size="lg" color="brand.600" aria-hidden flexShrink={0} />
          <Box>
            <Text fontSize="lg" color="gray.800">
              {copy.pages.pricing.working}
            </Text>
            <Text color="gray.700" mt="1">
              {copy.pages.pricing.howLong}
            </Text>
            <chakra.span srOnly>{copy.common.loading}</chakra.span>
          </Box>
        </Box>
      )}
    </Page>
  );
}
