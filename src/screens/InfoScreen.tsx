import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { LinkButton } from '../components/LinkButton';
import { Page } from '../components/Page';
import { pageCopy } from '../app/usePageTitle';
import { outsideHref } from '../routes/outsideNavigation';

/**
 * The pages that explain an outcome and where to go next (not eligible, not available in a state or
 * for an income): title and text from copy, and the account overview as the way on.
 */
export default function InfoScreen({ page }: { page: string }) {
  const { applicationUuid } = useParams<{ applicationUuid?: string }>();
  const action =
    (pageCopy(page) as { action?: string; overview?: string }).action ?? copy.pages.notEligible.overview;
  return (
    <Page page={page}>
      <LinkButton href={outsideHref.overview(applicationUuid)}>{action}</LinkButton>
    </Page>
  );
}
