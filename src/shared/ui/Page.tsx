import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ProductValues } from '../../../core/rules/productLimits';
import { pageCopy, usePageTitle } from './usePageTitle';
import { progressForScreen } from '../routes/progress';
import { FlowNotice } from './FlowNotice';
import { ProgressIndicator } from './ProgressIndicator';

/**
 * A screen's frame: how far along the application it is (flow.json `progress`), its title (also the
 * document title) and description from schemas/copy, with product limits the server gave in `values`
 * where the copy names them.
 */
export function Page({
  page,
  screen = page,
  values,
  loading = false,
  children,
}: {
  page: string;
  /** The route key the progress indicator counts (when the copy key differs from it). */
  screen?: string;
  values?: ProductValues;
  /** The page is still loading (a frame, a gate, a redirect): it shows the flow notice but leaves it for what takes over at the same address. */
  loading?: boolean;
  children?: ReactNode;
}) {
  usePageTitle(page);
  const { title, description } = pageCopy(page, values);
  const progress = progressForScreen(screen);
  return (
    <Box
      bg="white"
      borderRadius={{ base: 'none', md: '2xl' }}
      boxShadow={{ base: 'none', md: 'md' }}
      p={{ base: '5', md: '10' }}
    >
      {progress ? <ProgressIndicator progress={progress} /> : null}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3" color="gray.900" lineHeight="1.2">
        {title}
      </Heading>
      {description ? (
        <Text color="gray.700" fontSize="lg" mb="6">
          {description}
        </Text>
      ) : null}
      <FlowNotice keep={loading} />
      {children}
    </Box>
  );
}
