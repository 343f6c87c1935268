import { Box, Text, chakra } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { formatDate, formatUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { OutcomeGate } from './OutcomeGate';
import { Bullets, OutcomeSection, Paragraphs, TextLink } from './OutcomeSection';
import { outcomeValues } from './outcomeValues';
import { reasonsInPlainWords } from './qualifyAdvice';
import { useOutcomeStepData } from './useOutcomeStepData';
import { outsideHref } from '../../shared/routes/outsideNavigation';

const text = copy.pages.futureEligibilityCashLine;

type CashLineStep = FlowStepResponses['disqualified-with-ploc-offers'];

function CashLineOffer({ step }: { step: CashLineStep }) {
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
      <OutcomeSection id="cash-line-next" title={text.nextTitle}>
        <Paragraphs
          lines={[fillTemplate(text.next, { date: expires }), fillTemplate(text.howTo, { date: expires })]}
        />
        <TextLink href={`mailto:${product.supportEmail}?subject=${encodeURIComponent(text.apply)}`}>
          {text.apply}
        </TextLink>
      </OutcomeSection>
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
  const { data, alert } = useOutcomeStepData(
    applicationUuid,
    'disqualified-with-ploc-offers',
    'futureEligibilityCashLine',
  );
  const bankName = data?.plocOfferData.issuingBank.name ?? outcomeValues.lenderName ?? '';
  return (
    <Page page="futureEligibilityCashLine" values={{ ...outcomeValues, bankName }}>
      <ErrorAlert message={alert} />
      {data ? <CashLineOffer step={data} /> : alert ? null : <Loading />}
      <LinkButton href={outsideHref.overview(applicationUuid)}>{text.action}</LinkButton>
    </Page>
  );
}

/**
 * future-eligibility/cash-line (DISQUALIFIED_WITH_PLOC_OFFER): the loan was declined, and a line of
 * credit is offered instead — the line, its fee, how long the offer holds and who issues it, what
 * taking it means, and honestly what happens next (it is a separate application; the step itself is
 * read-only history), with the loan's decline reasons and notice.
 */
export default function FutureEligibilityCashLineScreen() {
  return (
    <OutcomeGate screenKey="futureEligibilityCashLine">
      {({ applicationUuid }) => <CashLine applicationUuid={applicationUuid} />}
    </OutcomeGate>
  );
}
