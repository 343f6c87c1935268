import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import { formatWholeUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { apiRequest } from '../../shared/api/apiRequest';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { OutcomeGate } from './OutcomeGate';
import { Bullets, OutcomeSection, Paragraphs } from './OutcomeSection';
import { useOutcomeStepData } from './useOutcomeStepData';
import { outsideHref } from '../../shared/routes/outsideNavigation';
import { PrimaryButton } from '../../../widgets/ActionButtons';

const text = copy.pages.futureEligibilityBankAccount;

function BankLinkNeeded({ applicationUuid, step }: { applicationUuid: string; step: string }) {
  const { data, alert } = useOutcomeStepData(
    applicationUuid,
    'plaid-required-opted-out',
    'futureEligibilityBankAccount',
  );
  const flow = useFlowCalls(applicationUuid, step, 'futureEligibilityBankAccount');
  const [linking, setLinking] = useState(false);

  // The server takes the applicant back to the bank link (PLAID, getting-assets); follow it there.
  const linkNow = async () => {
    setLinking(true);
    try {
      await flow.run(() =>
        apiRequest('postFlowStep', {
          params: { applicationUuid, step: 'plaid-required-opted-out' },
          body: { continueWithPlaid: true },
        }),
      );
    } finally {
      setLinking(false);
    }
  };

  return (
    <Page page="futureEligibilityBankAccount">
      <ErrorAlert message={flow.alert ?? alert} />
      {data ? (
        <>
          <OutcomeSection id="bank-account-why" title={text.whyTitle}>
            <Paragraphs
              lines={[
                fillTemplate(text.why, { minimumBalance: formatWholeUsd(data.minimumLinkedBalanceAmount) }),
              ]}
            />
          </OutcomeSection>
          <OutcomeSection id="bank-account-safe" title={text.safeTitle}>
            <Bullets items={text.safe} />
          </OutcomeSection>
          <Box display="flex" flexDirection="column" gap="3">
            <PrimaryButton loading={linking} disabled={linking} onClick={() => void linkNow()}>
              {text.link}
            </PrimaryButton>
            <Text color="gray.700" mt="3">
              {text.later}
            </Text>
          </Box>
        </>
      ) : alert ? null : (
        <Loading />
      )}
      <LinkButton href={outsideHref.overview(applicationUuid)} variant="outline">
        {text.action}
      </LinkButton>
      <ContactUs applicationUuid={applicationUuid} />
    </Page>
  );
}

/**
 * future-eligibility/bank-account (PLAID_REQUIRED_OPTED_OUT): the applicant declined a bank link that
 * pricing needed (a thin credit file). Why it was needed, what linking means, and a way to link now,
 * which the server answers with the bank-link step.
 */
export default function FutureEligibilityBankAccountScreen() {
  return (
    <OutcomeGate screenKey="futureEligibilityBankAccount">
      {({ applicationUuid, step }) => <BankLinkNeeded applicationUuid={applicationUuid} step={step} />}
    </OutcomeGate>
  );
}
