import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ProductValues } from '../../schemas/rules/productLimits';
import { pageCopy, usePageTitle } from '../app/usePageTitle';
import { FlowNotice } from './FlowNotice';

/**
 * A screen's frame: its title (also the document title) and description from schemas/copy, with
 * product limits the server gave in `values` where the copy names them.
 */
export function Page({
  page,
  values,
  children,
}: {
  page: string;
  values?: ProductValues;
  children?: ReactNode;
}) {
  usePageTitle(page);
  const { title, description } = pageCopy(page, values);
  return (
    <Box
      bg="white"
      borderRadius={{ base: 'none', md: '2xl' }}
      boxShadow={{ base: 'none', md: 'md' }}
      p={{ base: '5', md: '10' }}
    >
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3" color="gray.900" lineHeight="1.2">
        {title}
      </Heading>
      {description ? (
        <Text color="gray.700" fontSize="lg" mb="6">
          {description}
        </Text>
      ) : null}
      <FlowNotice />
      {children}
    </Box>
  );
}
