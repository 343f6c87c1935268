import useSWR from 'swr';
import { Box, Text } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import { apiRequest } from '../api/apiRequest';
import { LinkButton } from '../components/LinkButton';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { basePath } from '../routes/outsideNavigation';
import { getHref } from '../routes/routeTable';
import { formatUsd } from '../../widgets/format/money';

/** APPLICATION_IN_PROGRESS: one application at a time; continue the one in progress. */
export default function ApplicationInProgressScreen() {
  const { data } = useSWR('inProgressSdls', () => apiRequest('getInProgressSdls'));
  return (
    <Page page="applicationInProgress">
      {!data ? (
        <Loading />
      ) : (
        data.map((application) => (
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
                {formatUsd(application.desiredLoanAmount, true)}
              </Text>
            ) : null}
            <LinkButton
              href={`${basePath}${getHref('loanHome', { applicationUuid: application.applicationUuid })}`}
            >
              {copy.pages.applicationInProgress.continue}
            </LinkButton>
          </Box>
        ))
      )}
    </Page>
  );
}
