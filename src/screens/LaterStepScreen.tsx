import { Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { LinkButton } from '../components/LinkButton';
import { Page } from '../components/Page';
import { laterIssueForScreen } from '../routes/flowRoutes';
import { outsideHref } from '../routes/outsideNavigation';

/**
 * A screen whose step is built by a later issue (flow.json "builtIn" names it: "issue 3" for
 * identity through agree, "pricing issue" for offers onward). It is a real page: the step's title,
 * an honest note that this part is being finished, and the way to the account overview. The issue
 * is kept in a data attribute for developers and tests, not shown to applicants.
 */
export default function LaterStepScreen({ screenKey }: { screenKey: string }) {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const issue = laterIssueForScreen(screenKey);
  return (
    <Page page={screenKey}>
      <Text color="gray.700" fontSize="lg" mb="4" data-built-in={issue}>
        {copy.pages.laterStep.description}
      </Text>
      <LinkButton href={outsideHref.overview(applicationUuid)}>{copy.pages.laterStep.action}</LinkButton>
    </Page>
  );
}
