import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { alertMessageFor } from '../../shared/api/classifyError';
import { FetchError } from '../../shared/api/errors';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { assetsRefreshInterval, assetsStatusView } from './assetsStatusView';
import { bankRefusalMessage, type BankCredentials, type BankInstitution } from './linkDialogState';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { useFlowStepData } from '../../shared/flow/useFlow';
import { useIdentity } from '../../shared/session/useIdentity';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

const BankLinkDialog = lazy(() => import('./BankLinkDialog'));

const pageCopy = copy.pages.gettingAssets;

type Busy = 'link' | 'continue' | 'without' | null;

/**
 * getting-assets (PLAID, docs/bank-link.md): link a bank in the in-app linking dialog (a link token from the
 * server; the bank's one-time public token is exchanged at once and never kept), wait calmly while
 * the balances arrive (GET /small_dollar_loan/assets/status about once a second), then continue to
 * pricing with them — or continue without linking. The server decides where each leads.
 */
export default function GettingAssetsScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const { data: identity } = useIdentity();
  const { data: stepData } = useFlowStepData(applicationUuid, 'plaid');
  const [polling, setPolling] = useState(0);
  const { data: status, mutate: mutateStatus } = useSWR(
    identity?.loggedIn ? ['assetsStatus', applicationUuid] : null,
    () => apiRequest('getAssetsStatus', { query: { application_uuid: applicationUuid } }),
    // A number, not SWR's function form: that one is asked only after each fetch, so a link made
    // after a NOT_LINKED answer would never start the polling.
    { refreshInterval: polling, revalidateOnFocus: false },
  );
  const interval = assetsRefreshInterval(status);
  if (interval !== polling) setPolling(interval);
  const flow = useFlowCalls(applicationUuid, 'PLAID', 'gettingAssets');
  const { recover, setAlert } = flow;
  const [link, setLink] = useState<{ linkToken: string; institutions: BankInstitution[] } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // Linked on this visit: the step's earlier "link again" no longer applies.
  const [linkedHere, setLinkedHere] = useState(false);
  const statusRegion = useRef<HTMLDivElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  // The button was disabled while the link token loaded, so the dialog cannot give focus back to it.
  const refocusLinkButton = useRef(false);

  useEffect(() => {
    if (linkedHere) statusRegion.current?.focus();
  }, [linkedHere]);
  useEffect(() => {
    if (link || !refocusLinkButton.current) return;
    refocusLinkButton.current = false;
    linkButton.current?.focus();
  }, [link]);

  const info = status ?? stepData?.applicationPlaidInfo;
  const required = stepData?.bankLinkRequirement === 'REQUIRED';
  const view =
    info && stepData ? assetsStatusView(info, !linkedHere && stepData.shouldRequestAssetsAgain) : null;

  const startLink = async () => {
    setBusy('link');
    setAlert(null);
    try {
      const token = await apiRequest('createBankLinkToken', { params: { applicationUuid } });
      setLink({ linkToken: token.linkToken, institutions: token.institutions });
    } catch (error) {
      if (!(await recover(error))) setAlert(alertMessageFor(error));
    } finally {
      setBusy(null);
    }
  };

  const exitDialog = useCallback(() => {
    refocusLinkButton.current = true;
    setLink(null);
  }, []);

  const linkToken = link?.linkToken;
  const signIn = useCallback(
    async (institution: BankInstitution, credentials: BankCredentials): Promise<string | null> => {
      if (!linkToken) return null;
      try {
        const signedIn = await apiRequest('signInToBank', {
          body: { linkToken, institutionId: institution.institutionId, ...credentials },
        });
        const linked = await apiRequest('exchangeBankLinkToken', {
          params: { applicationUuid },
          body: { publicToken: signedIn.publicToken },
        });
        await mutateStatus(linked, { revalidate: false });
        setLink(null);
        setLinkedHere(true);
        return null;
      } catch (error) {
        const refusal = error instanceof FetchError ? bankRefusalMessage(error.userErrorCode) : null;
        if (refusal) return refusal;
        setLink(null);
        if (!(await recover(error))) setAlert(alertMessageFor(error));
        return null;
      }
    },
    [applicationUuid, linkToken, mutateStatus, recover, setAlert],
  );

  const submit = async (continueWithPlaid: boolean) => {
    setBusy(continueWithPlaid ? 'continue' : 'without');
    setAlert(null);
    const attempt = async () =>
      flow.follow(
        await apiRequest('postFlowStep', {
          params: { applicationUuid, step: 'plaid' },
          body: { continueWithPlaid, plaidOptional: !required },
        }),
      );
    try {
      await attempt();
    } catch (error) {
      if (error instanceof FetchError && error.userErrorCode === 'STEP_MISSING_PLAID_ASSETS') {
        // The balances went missing or stale since they showed: say so and show the link as it is.
        setAlert(pageCopy.missingAssets);
        await mutateStatus();
      } else if (!(await recover(error, attempt))) setAlert(alertMessageFor(error));
    } finally {
      setBusy(null);
    }
  };

  const canLink = view?.kind === 'notLinked' || view?.kind === 'linkAgain';
  return (
    <Page page="gettingAssets">
      <ErrorAlert message={flow.alert} />
      {view ? (
        <>
          {canLink ? (
            <Text fontSize="lg" color="gray.800" mb="5">
              {pageCopy.intro}
            </Text>
          ) : null}
          <Box ref={statusRegion} tabIndex={-1} role="status" aria-live="polite" mb="6">
            {view.kind === 'pending' ? (
              <Box display="flex" gap="4" alignItems="center" py="4">
                <Spinner size="lg" color="brand.600" aria-hidden flexShrink={0} />
                <Box>
                  <Text fontSize="lg" color="gray.800">
                    {pageCopy.pending}
                  </Text>
                  <Text color="gray.700" mt="1">
                    {pageCopy.pendingHelp}
                  </Text>
                </Box>
              </Box>
            ) : null}
            {view.kind === 'ready' ? (
              <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="xl" p="4">
                <Text fontSize="lg" fontWeight="semibold" color="gray.900">
                  {view.summary}
                </Text>
                <Text color="gray.700" mt="1">
                  {pageCopy.readyHelp}
                </Text>
              </Box>
            ) : null}
            {view.kind === 'linkAgain' ? (
              <Text color="gray.800" fontWeight="medium">
                {view.reason}
              </Text>
            ) : null}
          </Box>
          <Box display="flex" flexDirection="column" gap="3">
            {view.kind === 'ready' ? (
              <PrimaryButton
                loading={busy === 'continue'}
                disabled={busy !== null}
                onClick={() => void submit(true)}
              >
                {copy.common.continue}
              </PrimaryButton>
            ) : null}
            {canLink ? (
              <PrimaryButton
                ref={linkButton}
                loading={busy === 'link'}
                disabled={busy !== null}
                onClick={() => void startLink()}
              >
                {view.kind === 'linkAgain' ? pageCopy.linkAgain : pageCopy.link}
              </PrimaryButton>
            ) : null}
            {view.kind !== 'ready' ? (
              <>
                {required ? (
                  <Text color="gray.700" id="getting-assets-without-note">
                    {copy.pages.bankAssets.requiredNoThanks}
                  </Text>
                ) : null}
                <SecondaryButton
                  loading={busy === 'without'}
                  disabled={busy !== null}
                  aria-describedby={required ? 'getting-assets-without-note' : undefined}
                  onClick={() => void submit(false)}
                >
                  {required ? pageCopy.declineRequired : pageCopy.continueWithout}
                </SecondaryButton>
              </>
            ) : null}
          </Box>
        </>
      ) : (
        <Loading />
      )}
      {link ? (
        <Suspense fallback={null}>
          <BankLinkDialog institutions={link.institutions} onSignIn={signIn} onExit={exitDialog} />
        </Suspense>
      ) : null}
    </Page>
  );
}
