import { lazy, Suspense, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { alertMessageFor } from '../../shared/api/classifyError';
import { announce } from '../../shared/ui/announcer';
import { scrollToTop } from '../../shared/routes/routeLoading';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { OutcomeGate } from './OutcomeGate';
import { OutcomeSection, Paragraphs } from './OutcomeSection';
import { basePath, outsideHref, reloadAppAt } from '../../shared/routes/outsideNavigation';
import { getHref } from '../../shared/routes/routeTable';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

const text = copy.pages.unableToVerify;
// The generic modal loads only when the applicant asks to withdraw.
const Modal = lazy(() => import('../../../widgets/Modal'));
const startNewHref = `${basePath}${getHref('getRelief')}`;

/** After "Withdraw my request": it is closed (the page's title says so), and where to go from here. */
function Withdrawn({ applicationUuid }: { applicationUuid: string }) {
  return (
    <Page page="unableToVerifyWithdrawn" screen="unableToVerify">
      <LinkButton href={outsideHref.overview(applicationUuid)}>{text.action}</LinkButton>
      <LinkButton href={startNewHref} variant="outline">
        {text.startNew}
      </LinkButton>
      <ContactUs applicationUuid={applicationUuid} />
    </Page>
  );
}

function Unverified({ applicationUuid, step }: { applicationUuid: string; step: string }) {
  const {
    data: application,
    error,
    mutate,
  } = useSWR(
    ['application', applicationUuid],
    () => apiRequest('getApplication', { params: { applicationUuid } }),
    { revalidateOnFocus: false },
  );
  const flow = useFlowCalls(applicationUuid, step, 'unableToVerify');
  const [withdrawing, setWithdrawing] = useState(false);
  const { recover, setAlert } = flow;

  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** Closes this request (WITHDRAWN); then, for "Start a new request", on to get-relief. */
  const close = async (then: 'stay' | 'startNew') => {
    const setBusy = then === 'stay' ? setWithdrawing : setStarting;
    setBusy(true);
    setAlert(null);
    try {
      const withdrawn = await apiRequest('applicationSelfNoProducts', { params: { applicationUuid } });
      if (then === 'startNew') {
        // One request at a time: the one that could not be verified is closed before a new one
        // starts, on a fresh load of get-relief (nothing of the closed request stays in memory).
        reloadAppAt(startNewHref);
        return;
      }
      await mutate(withdrawn, { revalidate: false });
      announce(copy.pages.unableToVerifyWithdrawn.title);
      scrollToTop();
    } catch (failure) {
      if (!(await recover(failure))) setAlert(alertMessageFor(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!application && !error) {
    return (
      <Page page="unableToVerify">
        <Loading />
      </Page>
    );
  }
  if (application?.decisionStatus === 'WITHDRAWN') return <Withdrawn applicationUuid={applicationUuid} />;
  return (
    <Page page="unableToVerify">
      <ErrorAlert message={flow.alert} />
      <OutcomeSection id="unable-to-verify-why" title={text.whyTitle}>
        <Paragraphs lines={text.why} />
      </OutcomeSection>
      <OutcomeSection id="unable-to-verify-options" title={text.optionsTitle}>
        <Text color="gray.800">{text.startNewNote}</Text>
        <Box display="flex" flexDirection="column" mt="3">
          <PrimaryButton
            loading={starting}
            disabled={starting || withdrawing}
            onClick={() => void close('startNew')}
          >
            {text.startNew}
          </PrimaryButton>
        </Box>
        <Text color="gray.800" mt="6">
          {text.withdrawNote}
        </Text>
        <Box display="flex" flexDirection="column" mt="3">
          <SecondaryButton
            loading={withdrawing}
            disabled={withdrawing || starting}
            onClick={() => setConfirming(true)}
          >
            {text.withdraw}
          </SecondaryButton>
        </Box>
      </OutcomeSection>
      <ContactUs applicationUuid={applicationUuid} />
      {confirming ? (
        <Suspense fallback={null}>
          <Modal
            open
            title={text.confirmTitle}
            onClose={() => setConfirming(false)}
            primary={{
              label: text.withdraw,
              onClick: () => {
                setConfirming(false);
                void close('stay');
              },
            }}
            secondary={{ label: text.confirmKeep, onClick: () => setConfirming(false) }}
          >
            <Text>{text.confirmText}</Text>
          </Modal>
        </Suspense>
      ) : null}
    </Page>
  );
}

/**
 * unable-to-verify (UNABLE_TO_VERIFY): the bureau found no file matching the applicant. Why that
 * happens, and the two ways on: start a new request, or withdraw this one (POST
 * /application-status/{uuid}/self-no-products), after which the page says it is withdrawn and where
 * to go. A withdrawn application still shows this page, as withdrawn.
 */
export default function UnableToVerifyScreen() {
  return (
    <OutcomeGate screenKey="unableToVerify">
      {({ applicationUuid, step }) => <Unverified applicationUuid={applicationUuid} step={step} />}
    </OutcomeGate>
  );
}
