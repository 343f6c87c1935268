import { useState } from 'react';
import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import useSWR from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { formatUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { apiRequest } from '../../shared/api/apiRequest';
import TurndownChatModal from './assistant/TurndownChatModal';
import { useFlowCalls } from '../../shared/flow/useFlowCalls';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { crossSellNote } from './crossSellNote';
import { OutcomeGate } from './OutcomeGate';
import { Bullets, OutcomeSection } from './OutcomeSection';
import { useOutcomeStepData } from './useOutcomeStepData';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

const text = copy.pages.exploringOptions;

type AlternateOffer = FlowStepResponses['turndown-entry']['alternateOffers'][number];

function AlternateOfferCard({ offer }: { offer: AlternateOffer }) {
  return (
    <chakra.li
      listStyleType="none"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
    >
      <chakra.img
        src={offer.issuingBank.image.url}
        alt={offer.issuingBank.image.altText}
        h="8"
        w="auto"
        mb="3"
      />
      <Heading as="h3" size="md" color="gray.900" mb="1">
        {offer.name}
      </Heading>
      <Text color="gray.800">
        {fillTemplate(text.offerRange, {
          minAmount: formatUsd(offer.minLoanAmount),
          maxAmount: formatUsd(offer.maxLoanAmount),
          minTerm: offer.minLoanTermInMonths,
          maxTerm: offer.maxLoanTermInMonths,
        })}
      </Text>
      <Text color="gray.700" mt="1">
        {fillTemplate(text.offerRequested, {
          amount: formatUsd(offer.requestedLoanAmount),
          term: offer.requestedLoanTermInMonths,
        })}
      </Text>
      <Text color="gray.600" mt="1">
        {fillTemplate(text.offerBank, { bankName: offer.issuingBank.name })}
      </Text>
    </chakra.li>
  );
}

function Options({ applicationUuid, step }: { applicationUuid: string; step: string }) {
  const [chatOpen, setChatOpen] = useState(false);
  const { data, alert } = useOutcomeStepData(applicationUuid, 'turndown-entry', 'exploringOptions');
  const flow = useFlowCalls(applicationUuid, step, 'exploringOptions');
  const [checking, setChecking] = useState(false);
  // Whether this application is sold on from a declined one (the personal loan): the page says so.
  const { data: crossSell } = useSWR(
    ['crossSellStatus', applicationUuid],
    ([, uuid]) => apiRequest('getCrossSellStatus', { params: { applicationUuid: uuid } }),
    { revalidateOnFocus: false },
  );
  const note = crossSellNote(crossSell);

  // The server prices the alternate offer from the personal-loan application (-> getting-offers).
  const checkOffers = async () => {
    setChecking(true);
    try {
      await flow.run(() =>
        apiRequest('postFlowStep', { params: { applicationUuid, step: 'turndown-entry' }, body: {} }),
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Page page="exploringOptions">
      <ErrorAlert message={flow.alert ?? alert} />
      {note ? (
        <Text color="gray.800" fontSize="md" mb="6" bg="gray.50" borderRadius="lg" p="4">
          {note}
        </Text>
      ) : null}
      {data ? (
        <>
          <OutcomeSection id="exploring-options-offers" title={text.offersTitle}>
            <chakra.ul display="grid" gap="3" p="0" m="0">
              {data.alternateOffers.map((offer) => (
                <AlternateOfferCard key={offer.productTypeName} offer={offer} />
              ))}
            </chakra.ul>
          </OutcomeSection>
          <OutcomeSection id="exploring-options-next" title={text.nextTitle}>
            <Bullets items={text.next} />
          </OutcomeSection>
          <Box display="flex" flexDirection="column">
            <PrimaryButton loading={checking} disabled={checking} onClick={() => void checkOffers()}>
              {copy.common.continue}
            </PrimaryButton>
          </Box>
        </>
      ) : alert ? null : (
        <Loading />
      )}
      {/* The AI agent chat modal (supporting-areas §2: the turndown page hosts it). */}
      <SecondaryButton mt="3" onClick={() => setChatOpen(true)}>
        {copy.assistant.openChat}
      </SecondaryButton>
      <TurndownChatModal
        open={chatOpen}
        applicationUuid={applicationUuid}
        onClose={() => setChatOpen(false)}
      />
      <ContactUs applicationUuid={applicationUuid} />
    </Page>
  );
}

/**
 * exploring-options (TURNDOWN_ENTRY): an applicant whose personal loan was declined sees the loans
 * they can check instead and continues to pricing without filling anything in again, or asks the
 * AI agent in its chat modal. The decline they come from is named when the cross-sell status says so.
 */
export default function ExploringOptionsScreen() {
  return (
    <OutcomeGate screenKey="exploringOptions">
      {({ applicationUuid, step }) => <Options applicationUuid={applicationUuid} step={step} />}
    </OutcomeGate>
  );
}
