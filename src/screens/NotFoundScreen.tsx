import copy from '../../schemas/copy/en-US.json';
import { LinkButton } from '../components/LinkButton';
import { Page } from '../components/Page';
import { basePath } from '../routes/outsideNavigation';

export default function NotFoundScreen() {
  return (
    <Page page="notFound">
      <LinkButton href={`${basePath}/get-relief`}>{copy.pages.notFound.home}</LinkButton>
    </Page>
  );
}
