import { useEffect } from 'react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import { apiRequest } from '../../shared/api/apiRequest';
import { featureSwitches } from '../../shared/config/featureSwitches';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { WaitingPage } from '../../shared/ui/WaitingPage';
import { funnelEntryDecision } from '../../shared/flow/funnelEntryDecision';

/**
 * /loan/{uuid}/funnel-entry: entry into an application already on file (a link from mail or the
 * account pages). With the entry-checks switch on (spec §9) the server's checks run first: someone
 * no longer eligible goes to not-eligible; otherwise (this application being in progress is what
 * the in-progress check finds) on to the application's current step through the loan home, which
 * sends an application no longer in progress to the account overview.
 */
export default function LoanFunnelEntryScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('applicationFunnelEntry', false);
  const { data, error } = useSWR(
    featureSwitches.funnelEntryChecks ? 'funnelEntryChecks' : null,
    () => apiRequest('runFunnelEntryChecks'),
    { revalidateOnMount: true, revalidateOnFocus: false },
  );
  const checked = !featureSwitches.funnelEntryChecks || data !== undefined;
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
