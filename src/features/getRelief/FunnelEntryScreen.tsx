import { useEffect, useId } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../shared/api/apiRequest';
import { featureSwitches } from '../../shared/config/featureSwitches';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { useNavigation } from '../../shared/routes/useNavigation';
import { useQuery } from '../../shared/routes/useQuery';
import { WaitingPage } from '../../shared/ui/WaitingPage';
import EnterScreen from './EnterScreen';
import { funnelEntryDecision } from '../../shared/flow/funnelEntryDecision';

/**
 * /funnel-entry, where "See my options" leads: with the entry-checks switch on (spec §9), runs the
 * server's checks and acts on them (funnelEntryDecision): an application in progress, not eligible,
 * or on to the pre-flow step as /enter does. With the switch off, straight to the pre-flow step.
 */
export default function FunnelEntryScreen() {
  return featureSwitches.funnelEntryChecks ? <EntryChecks /> : <EnterScreen routeKey="funnelEntry" />;
}

function EntryChecks() {
  const query = useQuery();
  const navigate = useNavigation();
  const redirects = useErrorRedirects('funnelEntry', false);
  // The checks are of this moment: asked afresh on every visit (a key of this visit's own), never
  // answered from an earlier visit's cache.
  const visit = useId();
  const { data, error } = useSWR(['funnelEntryChecks', visit], () => apiRequest('runFunnelEntryChecks'), {
    revalidateOnFocus: false,
  });
  const decision = data ? funnelEntryDecision(data, featureSwitches) : null;
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  useEffect(() => {
    if (decision?.kind === 'applicationInProgress')
      navigate('applicationInProgress', {
        // The in-progress card names the amount just asked for, so it is not silently dropped.
        query: { loanAmount: query.loanAmount, loanTerm: query.loanTerm },
        replace: true,
      });
    else if (decision?.kind === 'notEligible') navigate('notEligible', { replace: true });
  }, [decision?.kind, navigate, query.loanAmount, query.loanTerm]);
  if (decision?.kind === 'preFlow') return <EnterScreen routeKey="funnelEntry" />;
  return <WaitingPage page="funnelEntry" error={error} />;
}
