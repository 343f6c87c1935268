import copy from '../../schemas/copy/en-US.json';
import { ErrorAlert } from '../components/ErrorAlert';
import { LinkButton } from '../components/LinkButton';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { DeclineDetails } from '../outcomes/DeclineDetails';
import { OutcomeGate } from '../outcomes/OutcomeGate';
import { outcomeValues } from '../outcomes/outcomeValues';
import { useOutcomeStepData } from '../outcomes/useOutcomeStepData';
import { outsideHref } from '../routes/outsideNavigation';

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
