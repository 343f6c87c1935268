import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Box, Button, Text, chakra } from '@chakra-ui/react';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { useFlowStepData } from '../../shared/flow/useFlow';
import { pageScreenIs } from '../../shared/analytics/analytics';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

const Modal = lazy(() => import('../../../widgets/Modal'));

const pageCopy = copy.pages.bankAssets;

/**
 * bank-assets (ADD_BANK_ASSETS, docs/bank-link.md): pricing said a bank link could improve the price
 * (optional) or is needed for an offer (required). "See why" explains in the generic modal; the
 * applicant links (-> PLAID) or says no thanks (optional: the offers; required: the opted-out page).
 * The server decides where each answer leads (flow.json exits).
 */
export default function BankAssetsScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const { data } = useFlowStepData(applicationUuid, 'add-bank-assets');
  const flow = useFlowCalls(applicationUuid, 'ADD_BANK_ASSETS', 'bankAssets');
  const [whyOpen, setWhyOpen] = useState(false);
  const [busy, setBusy] = useState<boolean | null>(null);
  const closeWhy = useCallback(() => setWhyOpen(false), []);

  const answer = async (continueWithPlaid: boolean) => {
    setBusy(continueWithPlaid);
    try {
      await flow.run(() =>
        apiRequest('postFlowStep', {
          params: { applicationUuid, step: 'add-bank-assets' },
          body: { continueWithPlaid },
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const required = data?.bankLinkRequirement === 'REQUIRED';
  // The spec names the two pages apart: a link the offer needs is addBankAccountRequired.
  useEffect(() => {
    if (data) pageScreenIs(required ? 'addBankAccountRequired' : 'addBankAccountOptional');
  }, [data, required]);
  return (
    <Page page="bankAssets">
      <ErrorAlert message={flow.alert} />
      {data ? (
        <>
          <Text fontSize="lg" color="gray.800" mb="3">
            {required ? pageCopy.required : pageCopy.optional}
          </Text>
          <Button
            variant="plain"
            colorPalette="brand"
            textDecoration="underline"
            minH="11"
            px="0"
            mb="6"
            onClick={() => setWhyOpen(true)}
          >
            {pageCopy.seeWhy}
          </Button>
          <Box display="flex" flexDirection="column" gap="3">
            <PrimaryButton loading={busy === true} disabled={busy !== null} onClick={() => void answer(true)}>
              {pageCopy.link}
            </PrimaryButton>
            {required ? (
              <Text color="gray.700" id="bank-assets-no-thanks-note">
                {pageCopy.requiredNoThanks}
              </Text>
            ) : null}
            <SecondaryButton
              loading={busy === false}
              disabled={busy !== null}
              aria-describedby={required ? 'bank-assets-no-thanks-note' : undefined}
              onClick={() => void answer(false)}
            >
              {pageCopy.noThanks}
            </SecondaryButton>
          </Box>
        </>
      ) : (
        <Loading />
      )}
      {whyOpen ? (
        <Suspense fallback={null}>
          <Modal
            open
            title={pageCopy.whyTitle}
            onClose={closeWhy}
            primary={{ label: pageCopy.gotIt, onClick: closeWhy }}
          >
            <chakra.ul pl="5" listStyleType="disc" display="grid" gap="2">
              {pageCopy.why.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </chakra.ul>
          </Modal>
        </Suspense>
      ) : null}
    </Page>
  );
}
