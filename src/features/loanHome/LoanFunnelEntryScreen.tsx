import { useEffect, useId } from 'react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import { apiRequest } from '../../shared/api/apiRequest';
import { assertInProgress } from '../../shared/api/applicationStatus';
import { applicationKey } from '../../shared/flow/useFlow';
import { featureSwitches } from '../../shared/config/featureSwitches';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { WaitingPage } from '../../shared/ui/WaitingPage';
import { funnelEntryDecision } from '../../shared/flow/funnelEntryDecision';

/**
 * /loan/{uuid}/funnel-entry: entry into an application already on file (a link from mail or the
 * account pages). An application no longer in progress goes to the account overview (spec §4). With
 * the entry-checks switch on (spec §9) the server's checks run next: someone no longer eligible goes
 * to not-eligible; otherwise (this application being in progress is what the in-progress check
 * finds) on to the application's current step through the loan home.
 */
export default function LoanFunnelEntryScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('applicationFunnelEntry', false);
  const visit = useId();
  // The application first: one no longer in progress (a funded loan) goes to the account overview,
  // as from the loan home, and is never told its owner is not eligible.
  const { data: application, error: applicationError } = useSWR(applicationKey(applicationUuid), () =>
    apiRequest('getApplication', { params: { applicationUuid } }).then(assertInProgress),
  );
  // Asked afresh on every visit (a key of this visit's own), never from an earlier visit's cache.
  const { data, error: checksError } = useSWR(
    featureSwitches.funnelEntryChecks && application ? ['funnelEntryChecks', visit] : null,
    () => apiRequest('runFunnelEntryChecks'),
    { revalidateOnFocus: false },
  );
  const error = applicationError ?? checksError;
  const checked = application !== undefined && (!featureSwitches.funnelEntryChecks || data !== undefined);
  const notEligible =
    data !== undefined &&
    funnelEntryDecision(data, { inProgressApplicationCheck: true }).kind === 'notEligible';
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (!checked) return;
    if (notEligible) navigate('notEligible', { replace: true });
    else navigate('loanHome', { applicationUuid, replace: true });
  }, [applicationUuid, checked, navigate, notEligible]);
  return <WaitingPage page="applicationFunnelEntry" error={error} />;
}
