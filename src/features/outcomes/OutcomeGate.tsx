import { useEffect, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useCurrentFlowStep } from '../../shared/flow/useFlow';
import { useStillInProgress } from '../../shared/flow/useStillInProgress';
import { outcomePlace } from './outcomeSteps';
import { WaitingPage } from '../../shared/ui/WaitingPage';

/**
 * Shows an outcome screen only while the server says the application is on one of its steps
 * (outcomeSteps.ts, from flow.json); on any other step it follows the server there, as the complete
 * page does. A resolved application (declined, disqualified, withdrawn) still shows its outcome:
 * the decline is read-only history. Until the server answers, the loan home's neutral heading.
 */
export function OutcomeGate({
  screenKey,
  children,
}: {
  screenKey: string;
  children: (on: { applicationUuid: string; step: string }) => ReactNode;
}) {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects(screenKey, false);
  const { data: current, error } = useCurrentFlowStep(applicationUuid);
  // A funded or expired application is no longer in progress: the overview takes over (spec §4).
  const checking = useStillInProgress(applicationUuid, screenKey);
  const place = outcomePlace(screenKey, current?.currentFlowStep);
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  const elsewhere = place.kind === 'elsewhere' ? place.routeKey : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { applicationUuid, replace: true });
  }, [applicationUuid, elsewhere, navigate]);

  if (place.kind !== 'here' || checking) {
    return <WaitingPage page="loanHome" screen={screenKey} error={error} />;
  }
  return <>{children({ applicationUuid, step: place.step })}</>;
}
