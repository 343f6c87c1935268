import copy from '../../../schemas/copy/en-US.json';
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

const text = copy.pages.futureEligibilityPersonalLoan;

function TurndownDeclined({ applicationUuid }: { applicationUuid: string }) {
  const { data, alert } = useOutcomeStepData(
    applicationUuid,
    'turndown-disqualified',
    'futureEligibilityPersonalLoan',
  );
  return (
    <Page page="futureEligibilityPersonalLoan" values={outcomeValues}>
      <ErrorAlert message={alert} />
      {data ? (
        <DeclineDetails
          idPrefix="personal-loan"
          reasons={data.declineReasons}
          decisionDate={data.decisionDate}
          noticePath={data.adverseActionNoticePath}
          titles={{ reasons: text.reasonsTitle, advice: text.adviceTitle }}
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
 * future-eligibility/personal-loan (TURNDOWN_DISQUALIFIED): an applicant whose personal loan was
 * declined checked a Relief Loan instead, and that was declined too: why, how to qualify next time
 * and the notice of this decline.
 */
export default function FutureEligibilityPersonalLoanScreen() {
  return (
    <OutcomeGate screenKey="futureEligibilityPersonalLoan">
      {({ applicationUuid }) => <TurndownDeclined applicationUuid={applicationUuid} />}
    </OutcomeGate>
  );
}
