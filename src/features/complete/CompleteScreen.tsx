import { useEffect, useMemo, type ReactNode } from 'react';
import { Heading, Text, chakra } from '@chakra-ui/react';
import useSWR, { useSWRConfig } from 'swr';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Page } from '../../shared/ui/Page';
import { WaitingPage } from '../../shared/ui/WaitingPage';
import { useCurrentFlowStep } from '../../shared/flow/useFlow';
import { useStillInProgress } from '../../shared/flow/useStillInProgress';
import { flowStepForScreen, routeKeyForFlowStep } from '../../shared/routes/flowRoutes';
import { outsideHref } from '../../shared/routes/outsideNavigation';
import { fillTemplate } from '../../../widgets/copy';
import {
  firstPaymentMessage,
  fundingMessage,
  loanSummaryRows,
  scheduleRows,
  type SelectedLoanOffer,
} from './completeSummary';

const text = copy.pages.complete;
const selectedOfferKey = (applicationUuid: string) => ['selectedLoanOffer', applicationUuid] as const;

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

// The summary and the schedule are styled once, on the list and the table, not cell by cell: each
// styled element is a pass through Chakra's style resolution, and the schedule has up to 18 rows.
// That render is the last work before the page's largest paint
// (docs/decisions/0053-a-signed-in-page-asks-for-its-screen-and-its-checks-while-it-waits.md).
const summaryList = {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  rowGap: '1',
  m: '0',
  '& > div': { display: 'contents' },
  '& dt': { color: 'gray.600' },
  '& dd': { m: '0', fontWeight: 'semibold', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const;

const scheduleTable = {
  w: 'full',
  fontSize: 'md',
  borderCollapse: 'collapse',
  '& thead tr': { borderBottomWidth: '2px', borderColor: 'gray.200' },
  '& tbody tr': { borderBottomWidth: '1px', borderColor: 'gray.100' },
  '& th, & td': { py: '2', textAlign: 'end' },
  '& th': { fontWeight: 'semibold', color: 'gray.700' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'start' },
  '& td:nth-of-type(2)': { fontVariantNumeric: 'tabular-nums' },
} as const;

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
        <chakra.dl css={summaryList}>
          {loanSummaryRows(offer).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </chakra.dl>
      </Section>
      <Section id="complete-schedule" title={text.scheduleTitle}>
        <chakra.table css={scheduleTable} aria-labelledby="complete-schedule">
          <thead>
            <tr>
              <th scope="col">{text.scheduleNumber}</th>
              <th scope="col">{text.scheduleAmount}</th>
              <th scope="col">{text.scheduleDueDate}</th>
            </tr>
          </thead>
          <tbody>
            {scheduleRows(selected.paymentSchedule).map((row) => (
              <tr key={row.number}>
                <td>{row.number}</td>
                <td>{row.amount}</td>
                <td>{row.dueDate}</td>
              </tr>
            ))}
          </tbody>
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
  // Asked for alongside the current step, not after it: shown only once the step says complete.
  const notComplete = (current !== undefined && !completed) || stepError !== undefined;
  const offerKey = useMemo(() => selectedOfferKey(applicationUuid), [applicationUuid]);
  const { mutate } = useSWRConfig();
  const { data: selected, error: offerError } = useSWR(
    notComplete ? null : offerKey,
    ([, uuid]) => apiRequest('getSelectedLoanOffer', { params: { applicationUuid: uuid } }),
    { revalidateOnFocus: false },
  );
  const error = stepError ?? (completed ? offerError : undefined);
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (!current || completed) return;
    // Asked for before the application was complete, the answer is not its outcome: it must not be
    // what this page shows when the applicant completes later in this tab (an answer still on its
    // way is dropped too: SWR discards a fetch that started before the key was written).
    void mutate(offerKey, undefined, { revalidate: false });
    navigate(routeKeyForFlowStep(current.currentFlowStep) ?? 'loanHome', {
      applicationUuid,
      replace: true,
    });
  }, [applicationUuid, completed, current, mutate, navigate, offerKey]);

  if (!completed || !selected || checking) {
    // Nothing says "complete" before the server does: until then, the loan home's neutral heading.
    return <WaitingPage page="loanHome" screen="complete" error={error} />;
  }
  return (
    <Page page="complete">
      <Completed selected={selected} />
      <LinkButton href={outsideHref.myAccount()}>{text.account}</LinkButton>
    </Page>
  );
}
