import { useEffect, type ReactNode } from 'react';
import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { apiRequest } from '../api/apiRequest';
import { alertMessageFor } from '../api/classifyError';
import { useErrorRedirects } from '../app/useErrorRedirects';
import { useNavigation } from '../app/useNavigation';
import { ErrorAlert } from '../components/ErrorAlert';
import { LinkButton } from '../components/LinkButton';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { useCurrentFlowStep } from '../hooks/useFlow';
import { useStillInProgress } from '../hooks/useStillInProgress';
import { flowStepForScreen, routeKeyForFlowStep } from '../routes/flowRoutes';
import { outsideHref } from '../routes/outsideNavigation';
import { fillTemplate } from '../../widgets/copy';
import {
  firstPaymentMessage,
  fundingMessage,
  loanSummaryRows,
  scheduleRows,
  type SelectedLoanOffer,
} from './completeSummary';

const text = copy.pages.complete;
// The flow step whose screen this is (FUNNEL_COMPLETE), read from flow.json.
const completeStep = flowStepForScreen('complete')?.step;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id} mb="6">
      <Heading as="h2" id={id} size="lg" mb="3" color="gray.900">
        {title}
      </Heading>
      {children}
    </chakra.section>
  );
}

function Completed({ selected }: { selected: SelectedLoanOffer }) {
  const offer = selected.selectedLoanOffer;
  if (!offer) return <ErrorAlert message={copy.errors.default} />;
  const firstPayment = firstPaymentMessage(selected.paymentSchedule);
  return (
    <>
      <Section id="complete-next" title={text.nextTitle}>
        <Text fontSize="lg" color="gray.800" mb="2">
          {fundingMessage(selected)}
        </Text>
        {firstPayment ? <Text color="gray.700">{firstPayment}</Text> : null}
        <Text color="gray.700" mt="2">
          {fillTemplate(text.lender, { bankName: selected.issuingBank.name })}
        </Text>
      </Section>
      <Section id="complete-summary" title={text.summaryTitle}>
        <chakra.dl
          display="grid"
          gridTemplateColumns="auto auto"
          justifyContent="space-between"
          rowGap="1"
          m="0"
        >
          {loanSummaryRows(offer).map((row) => (
            <Box key={row.label} display="contents">
              <chakra.dt color="gray.600">{row.label}</chakra.dt>
              <chakra.dd m="0" fontWeight="semibold" textAlign="end" fontVariantNumeric="tabular-nums">
                {row.value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Section>
      <Section id="complete-schedule" title={text.scheduleTitle}>
        <chakra.table w="full" fontSize="md" borderCollapse="collapse" aria-labelledby="complete-schedule">
          <chakra.thead>
            <chakra.tr borderBottomWidth="2px" borderColor="gray.200">
              <chakra.th scope="col" textAlign="start" py="2" fontWeight="semibold" color="gray.700">
                {text.scheduleNumber}
              </chakra.th>
              <chakra.th scope="col" textAlign="end" py="2" fontWeight="semibold" color="gray.700">
                {text.scheduleAmount}
              </chakra.th>
              <chakra.th scope="col" textAlign="end" py="2" fontWeight="semibold" color="gray.700">
                {text.scheduleDueDate}
              </chakra.th>
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {scheduleRows(selected.paymentSchedule).map((row) => (
              <chakra.tr key={row.number} borderBottomWidth="1px" borderColor="gray.100">
                <chakra.td py="2">{row.number}</chakra.td>
                <chakra.td py="2" textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.amount}
                </chakra.td>
                <chakra.td py="2" textAlign="end">
                  {row.dueDate}
                </chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Section>
    </>
  );
}

/**
 * FUNNEL_COMPLETE: when the money arrives, the loan and its payment schedule, and the way to the
 * account. Only for an application the server says is complete: on any other step the page follows
 * the server to that step's screen and never says "complete".
 */
export default function CompleteScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('complete', false);
  const { data: current, error: stepError } = useCurrentFlowStep(applicationUuid);
  // A funded application is no longer in progress: the overview takes over (spec §4).
  const checking = useStillInProgress(applicationUuid, 'complete');
  const completed = current !== undefined && current.currentFlowStep === completeStep;
  const { data: selected, error: offerError } = useSWR(
    completed ? ['selectedLoanOffer', applicationUuid] : null,
    ([, uuid]) => apiRequest('getSelectedLoanOffer', { params: { applicationUuid: uuid } }),
    { revalidateOnFocus: false },
  );
  const error = stepError ?? offerError;
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (current && !completed)
      navigate(routeKeyForFlowStep(current.currentFlowStep) ?? 'loanHome', {
        applicationUuid,
        replace: true,
      });
  }, [applicationUuid, completed, current, navigate]);

  if (!completed || !selected || checking) {
    // Nothing says "complete" before the server does: until then, the loan home's neutral heading.
    return (
      <Page page="loanHome" screen="complete">
        {error ? <ErrorAlert message={alertMessageFor(error)} /> : <Loading />}
      </Page>
    );
  }
  return (
    <Page page="complete">
      <Completed selected={selected} />
      <LinkButton href={outsideHref.myAccount()}>{text.account}</LinkButton>
    </Page>
  );
}
