import useSWR from 'swr';
import { apiRequest } from '../../shared/api/apiRequest';
import EnterScreen from './EnterScreen';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';

/**
 * Funnel-entry checks (feature switch "user funnel entry checks" is on, spec §9): runs the server's
 * checks, then continues exactly like /enter, which asks the server for the pre-flow step.
 */
export default function FunnelEntryScreen() {
  const { data } = useSWR('funnelEntryChecks', () => apiRequest('runFunnelEntryChecks'));
  if (!data) {
    return (
      <Page page="funnelEntry">
        <Loading />
      </Page>
    );
  }
  return <EnterScreen routeKey="funnelEntry" />;
}
