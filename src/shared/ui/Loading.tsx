import { useEffect } from 'react';
import { Box, Spinner, chakra } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import { holdPageUnsettled } from './pageSettled';

/** The page is waiting for something: a spinner, announced, and the page not yet settled (src/shared/ui/pageSettled.ts). */
export function Loading() {
  useEffect(holdPageUnsettled, []);
  return (
    <Box
      py="16"
      display="flex"
      justifyContent="center"
      role="status"
      aria-live="polite"
      aria-label={copy.common.loading}
    >
      <Spinner size="xl" color="brand.600" aria-hidden />
      <chakra.span srOnly>{copy.common.loading}</chakra.span>
    </Box>
  );
}
