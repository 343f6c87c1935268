import copy from '../../schemas/copy/en-US.json';
import { LinkButton } from '../shared/ui/LinkButton';
import { Page } from '../shared/ui/Page';
import { basePath } from '../shared/routes/outsideNavigation';

export default function NotFoundScreen() {
  return (
    <Page page="notFound">
      <LinkButton href={`${basePath}/get-relief`}>{copy.pages.notFound.home}</LinkButton>
    </Page>
  );
}
