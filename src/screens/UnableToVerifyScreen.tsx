import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { LinkButton } from '../components/LinkButton';
import { Page } from '../components/Page';
import { basePath, outsideHref } from '../routes/outsideNavigation';
import { getHref } from '../routes/routeTable';

/** unable-to-verify: start a new request, or withdraw this one from the account overview. */
export default function UnableToVerifyScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  return (
    <Page page="unableToVerify">
      <LinkButton href={`${basePath}${getHref('getRelief')}`}>
        {copy.pages.unableToVerify.startNew}
      </LinkButton>
      <LinkButton href={outsideHref.overview(applicationUuid)} variant="outline">
        {copy.pages.unableToVerify.withdraw}
      </LinkButton>
    </Page>
  );
}
