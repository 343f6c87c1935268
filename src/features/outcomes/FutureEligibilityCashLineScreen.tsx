import { useState } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { formatDate, formatUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { apiRequest } from '../../shared/api/apiRequest';
import { alertMessageFor } from '../../shared/api/classifyError';
import { announce } from '../../shared/ui/announcer';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { OutcomeGate } from './OutcomeGate';
import { Bullets, OutcomeSection, Paragraphs, TextLink } from './OutcomeSection';
import { outcomeValues } from './outcomeValues';
import { reasonsInPlainWords } from './qualifyAdvice';
import { useOutcomeStepData } from './useOutcomeStepData';
import { outsideHref } from '../../shared/routes/outsideNavigation';
import { PrimaryButton } from '../../../widgets/ActionButtons';

const text = copy.pages.futureEligibilityCashLine;

type CashLineStep = FlowStepResponses['disqualified-with-ploc-offers'];

type CashLine = NonNullable<CashLineStep['cashLine']>;

interface OfferProps {
  applicationUuid: string;
  step: CashLineStep;
  onOpened: (line: CashLine) => void;
  /** Reads the step again (the terms changed, or the offer ended). */
  onFailed: () => void;
}

/** The terms, word for word as the server records them, in a box that reads as a document. */
function Terms({ step }: { step: CashLineStep }) {
  return (
    <Box
      as="section"
      aria-label={step.cashLineTerms.title}
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="lg"
      bg="gray.50"
      p="4"
      mt="3"
    >
      <Text fontWeight="semibold" mb="1">
        {step.cashLineTerms.title}
      </Text>
      <Text color="gray.800">{step.cashLineTerms.text}</Text>
    </Box>
  );
}

/**
 * Opening the line: its terms, then one button that agrees to them (as "Accept and sign" does for a
 * loan). Once open, what was opened and when, with the terms agreed to.
 */
function OpenCashLine({ applicationUuid, step, onOpened, onFailed }: OfferProps) {
  const [opening, setOpening] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const offer = step.plocOfferData;
  const line = step.cashLine;
  if (line) {
    const values = {
      bankName: line.issuingBankName,
      lineLimit: formatUsd(line.lineLimitAmount),
      subscription: formatUsd(line.subscriptionAmount),
      date: formatDate(line.openedAt),
    };
    return (
      <OutcomeSection id="cash-line-opened" title={text.openedTitle}>
        <Paragraphs lines={text.opened.map((sentence) => fillTemplate(sentence, values))} />
        <Terms step={step} />
      </OutcomeSection>
    );
  }
  const open = async () => {
    setOpening(true);
    setAlert(null);
    try {
      // The click agrees to the words on this page: their version and hash go with it.
      const opened = await apiRequest('openCashLine', {
        params: { applicationUuid },
        body: { termsVersion: step.cashLineTerms.version, termsTextHash: step.cashLineTerms.textHash },
      });
      onOpened(opened);
      announce(text.openedTitle);
    } catch (failure) {
      setAlert(alertMessageFor(failure));
      // Changed terms, or an offer that just ended: the page reads the step again to show them.
      onFailed();
    } finally {
      setOpening(false);
    }
  };
  return (
    <OutcomeSection id="cash-line-open" title={text.openTitle}>
      <Paragraphs
        lines={[
          fillTemplate(step.cashLineOfferOpen ? text.openLead : text.ended, {
            date: formatDate(offer.rateExpirationDate),
          }),
        ]}
      />
      <Terms step={step} />
      {/* Beside the button, where the eye is when it answers. */}
      <ErrorAlert message={alert} />
      {step.cashLineOfferOpen ? (
        <Box display="flex" flexDirection="column" mt="4">
          <PrimaryButton loading={opening} disabled={opening} onClick={() => void open()}>
            {text.openButton}
          </PrimaryButton>
        </Box>
      ) : null}
    </OutcomeSection>
  );
}

function CashLineOffer({ applicationUuid, step, onOpened, onFailed }: OfferProps) {
  const offer = step.plocOfferData;
  const lineLimit = formatUsd(offer.lineLimitAmount);
  const subscription = formatUsd(offer.subscriptionAmount);
  const expires = formatDate(offer.rateExpirationDate);
  const rows = [
    { label: text.lineLimit, value: lineLimit },
    { label: text.subscription, value: fillTemplate(text.subscriptionValue, { amount: subscription }) },
    { label: text.expires, value: expires },
    { label: text.issuer, value: offer.issuingBank.name },
  ];
  return (
    <>
      <OutcomeSection id="cash-line-offer" title={text.offerTitle}>
        <Box borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '4', md: '6' }}>
          <chakra.img
            src={offer.issuingBank.image.url}
            alt={offer.issuingBank.image.altText}
            h="8"
            w="auto"
            mb="4"
          />
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto auto"
            justifyContent="space-between"
            rowGap="2"
            m="0"
          >
            {rows.map((row) => (
              <Box key={row.label} display="contents">
                <chakra.dt color="gray.600">{row.label}</chakra.dt>
                <chakra.dd m="0" fontWeight="semibold" textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.value}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
      </OutcomeSection>
      <OutcomeSection id="cash-line-meaning" title={text.meaningTitle}>
        <Bullets
          items={text.meaning.map((line) =>
            fillTemplate(line, { lineLimit, subscription, bankName: offer.issuingBank.name }),
          )}
        />
      </OutcomeSection>
      <OpenCashLine applicationUuid={applicationUuid} step={step} onOpened={onOpened} onFailed={onFailed} />
      <OutcomeSection id="cash-line-reasons" title={text.reasonsTitle}>
        <Bullets items={reasonsInPlainWords(step.declineReasons)} />
        <Text color="gray.700" mt="2">
          {copy.pages.futureEligibilityOffer.notice}
        </Text>
        <TextLink href={step.adverseActionNoticePath}>{text.noticeLink}</TextLink>
      </OutcomeSection>
    </>
  );
}

function CashLine({ applicationUuid }: { applicationUuid: string }) {
  const { data, alert, mutate } = useOutcomeStepData(
    applicationUuid,
    'disqualified-with-ploc-offers',
    'futureEligibilityCashLine',
  );
  // The line just opened shows at once; the step's next read says the same.
  const onOpened = (line: CashLine) => {
    // The words just agreed to are the ones on the page (the server checked their hash).
    if (data) void mutate({ ...data, cashLine: line }, { revalidate: false });
  };
  const onFailed = () => void mutate();
  const bankName = data?.plocOfferData.issuingBank.name ?? outcomeValues.lenderName ?? '';
  return (
    <Page page="futureEligibilityCashLine" values={{ ...outcomeValues, bankName }}>
      <ErrorAlert message={alert} />
      {data ? (
        <CashLineOffer
          applicationUuid={applicationUuid}
          step={data}
          onOpened={onOpened}
          onFailed={onFailed}
        />
      ) : alert ? null : (
        <Loading />
      )}
      <LinkButton href={outsideHref.overview(applicationUuid)}>{text.action}</LinkButton>
      <ContactUs applicationUuid={applicationUuid} />
    </Page>
  );
}

/**
 * future-eligibility/cash-line (DISQUALIFIED_WITH_PLOC_OFFER): the loan was declined, and a line of
 * credit is offered instead — the line, its fee, how long the offer holds and who issues it, what
 * taking it means, its terms and the button that opens it (operations.json openCashLine; the loan
 * stays declined), with the loan's decline reasons and notice.
 */
export default function FutureEligibilityCashLineScreen() {
  return (
    <OutcomeGate screenKey="futureEligibilityCashLine">
      {({ applicationUuid }) => <CashLine applicationUuid={applicationUuid} />}
    </OutcomeGate>
  );
}
