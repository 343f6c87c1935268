import { useEffect } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { useParams } from 'wouter';
import copy from '../../../schemas/copy/en-US.json';
import { apiRequest } from '../../shared/api/apiRequest';
import { assertInProgress } from '../../shared/api/applicationStatus';
import { applicationKey, useCurrentFlowStep } from '../../shared/flow/useFlow';
import { useErrorRedirects } from '../../shared/flow/useErrorRedirects';
import { basePath } from '../../shared/routes/outsideNavigation';
import { getHref } from '../../shared/routes/routeTable';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Page } from '../../shared/ui/Page';
import { WaitingPage } from '../../shared/ui/WaitingPage';
import { loanRequestLine, sectionsAhead } from './loanStartSummary';

const text = copy.pages.applicationGetStarted;

/**
 * /loan/{uuid}/get-started: the start of an application already on file (one begun elsewhere, or
 * come back to): the loan asked for, what is still to be asked, and one way on, to the application's
 * current step through the loan home. An application no longer in progress goes where the loan
 * home would send it (the account overview).
 */
export default function LoanGetStartedScreen() {
  const { applicationUuid } = useParams<{ applicationUuid: string }>();
  const redirects = useErrorRedirects('loanGetStarted', false);
  const { data: step, error: stepError } = useCurrentFlowStep(applicationUuid);
  const { data: application, error: applicationError } = useSWR(applicationKey(applicationUuid), () =>
    apiRequest('getApplication', { params: { applicationUuid } }).then(assertInProgress),
  );
  const error = applicationError ?? stepError;
  useEffect(() => {
    if (error) redirects(error);
  }, [error, redirects]);
  if (!application || !step)
    return <WaitingPage page="applicationGetStarted" screen="loanGetStarted" error={error} />;
  const request = loanRequestLine(application);
  const ahead = sectionsAhead(step.currentFlowStep);
  return (
    <Page page="applicationGetStarted" screen="loanGetStarted">
      {request ? (
        <Text fontSize="lg" fontWeight="semibold" mb="4">
          {request}
        </Text>
      ) : null}
      {ahead.length > 0 ? (
        <Box as="section" aria-labelledby="loan-start-ahead" mb="4">
          <Heading as="h2" id="loan-start-ahead" size="md" mb="2">
            {text.ahead}
          </Heading>
          <Box as="ol" ps="6" listStyleType="decimal" color="gray.800">
            {ahead.map((section) => (
              <Box as="li" key={section} py="1">
                {section}
              </Box>
            ))}
          </Box>
        </Box>
      ) : (
        <Text mb="4" color="gray.800">
          {text.nothingAhead}
        </Text>
      )}
      <LinkButton href={`${basePath}${getHref('loanHome', { applicationUuid })}`}>{text.submit}</LinkButton>
    </Page>
  );
}
