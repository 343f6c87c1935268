import { chakra } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import AiAgentChat from './assistant/AiAgentChat';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { ContactUs } from './ContactUs';
import { DeclineDetails } from './DeclineDetails';
import { OutcomeGate } from './OutcomeGate';
import { outcomeValues } from './outcomeValues';
import { useOutcomeStepData } from './useOutcomeStepData';
import { outsideHref } from '../../shared/routes/outsideNavigation';

type PricingDeclinePage = 'futureEligibilityOffer' | 'disqualifiedPricing';

function PricingDecline({ page, applicationUuid }: { page: PricingDeclinePage; applicationUuid: string }) {
  const { data, alert } = useOutcomeStepData(applicationUuid, 'pricing-disqualified', page);
  const own = copy.pages.disqualifiedPricing;
  const titles =
    page === 'disqualifiedPricing' ? { reasons: own.reasonsTitle, advice: own.adviceTitle } : undefined;
  return (
    <Page page={page} values={outcomeValues}>
      <ErrorAlert message={alert} />
      {data ? (
        <DeclineDetails
          idPrefix={page}
          reasons={data.declineReasons}
          decisionDate={data.decisionDate}
          reapplyDate={data.reapplyDate}
          bankLink={{ couldHelp: data.bankLinkCouldHelp, alreadyLinked: data.linkedBankAccount }}
          noticePath={data.adverseActionNoticePath}
          titles={titles}
        />
      ) : alert ? null : (
        <Loading />
      )}
      {page === 'futureEligibilityOffer' ? (
        // The chat assistant (supporting-areas §2: only on futureEligibilityOffer); it shows only
        // when the server says so, and stops when the page goes.
        <chakra.aside aria-label={copy.pages.futureEligibilityOffer.assistantRegion} mb="6">
          <AiAgentChat applicationUuid={applicationUuid} currentPage="futureEligibilityOffer" />
        </chakra.aside>
      ) : null}
      <LinkButton href={outsideHref.overview(applicationUuid)}>
        {copy.pages.futureEligibilityOffer.action}
      </LinkButton>
      <ContactUs applicationUuid={applicationUuid} />
    </Page>
  );
}

/**
 * future-eligibility/offer (PRICING_DISQUALIFIED, PLAID_DISQUALIFIED), and the plain
 * not-available/pricing page of the same decline: the reasons pricing recorded, how to qualify next
 * time, when to come back and the adverse-action notice; the future-eligibility page also offers
 * the chat assistant.
 */
export default function FutureEligibilityOfferScreen({
  page = 'futureEligibilityOffer',
}: {
  page?: PricingDeclinePage;
}) {
  return (
    <OutcomeGate screenKey={page}>
      {({ applicationUuid }) => <PricingDecline page={page} applicationUuid={applicationUuid} />}
    </OutcomeGate>
  );
}
