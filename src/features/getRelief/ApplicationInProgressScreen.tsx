import useSWR from 'swr';
import { Box, Text } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import { formatDate, formatUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { apiRequest } from '../../shared/api/apiRequest';
import { useQuery } from '../../shared/routes/useQuery';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { basePath, outsideHref } from '../../shared/routes/outsideNavigation';
import { getHref } from '../../shared/routes/routeTable';
import { otherInProgress } from './otherInProgress';

const text = copy.pages.applicationInProgress;

/**
 * APPLICATION_IN_PROGRESS: one application at a time; continue the one in progress. An amount the
 * applicant just asked for (the get-relief query) is named, with how to change to it, not dropped.
 * An application of another product in progress is named below, with the way to the account.
 */
export default function ApplicationInProgressScreen() {
  const { data } = useSWR('inProgressSdls', () => apiRequest('getInProgressSdls'));
  // Secondary: while it loads, or if it fails, the screen shows just this product's application.
  const { data: all } = useSWR('inProgressApplications', () => apiRequest('getInProgressApplications'));
  const others = otherInProgress(all);
  const query = useQuery();
  const asked = Number(query.loanAmount);
  const newRequest = query.loanAmount && Number.isFinite(asked) && asked > 0 ? asked : null;
  return (
    <Page page="applicationInProgress">
      {!data ? (
        <Loading />
      ) : (
        data.map((application) => {
          const changed = newRequest !== null && newRequest !== application.desiredLoanAmount;
          return (
            <Box
              key={application.applicationUuid}
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="xl"
              p="5"
              mb="4"
            >
              {application.desiredLoanAmount ? (
                <Text fontSize="xl" fontWeight="semibold">
                  {formatUsd(application.desiredLoanAmount)}
                  {application.desiredLoanTermInMonths ? (
                    <Text as="span" fontWeight="normal" color="gray.700">
                      {' · '}
                      {fillTemplate(text.term, { months: application.desiredLoanTermInMonths })}
                    </Text>
                  ) : null}
                </Text>
              ) : null}
              <Text color="gray.700" mb="4">
                {fillTemplate(text.started, { date: formatDate(application.createdAt) })}
              </Text>
              {changed ? (
                <Text bg="brand.50" borderRadius="md" p="3" mb="4" color="gray.800">
                  {fillTemplate(text.newRequest, { amount: formatUsd(newRequest) })}
                </Text>
              ) : null}
              <LinkButton
                href={`${basePath}${getHref('loanHome', { applicationUuid: application.applicationUuid })}`}
              >
                {text.continue}
              </LinkButton>
            </Box>
          );
        })
      )}
      {data && others.length > 0 ? (
        <Box borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="5" mb="4">
          {others.map((other) => (
            <Text key={other.applicationUuid} color="gray.800" mb="4">
              {other.text}
            </Text>
          ))}
          <LinkButton href={outsideHref.myAccount()} variant="outline">
            {text.otherProductLink}
          </LinkButton>
        </Box>
      ) : null}
    </Page>
  );
}
