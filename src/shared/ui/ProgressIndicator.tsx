import { useEffect } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { announce } from './announcer';
import type { Progress } from '../routes/progress';

/** "Step 5 of 9 · Income" with a bar; read once by screen readers when the step changes. */
export function ProgressIndicator({ progress }: { progress: Progress }) {
  const { label, number, total, editing } = progress;
  useEffect(() => {
    announce(label);
    return () => announce('');
  }, [label]);
  return (
    <Box mb="4">
      <Text fontSize="sm" fontWeight="semibold" color="brand.700" mb="1.5">
        {label}
      </Text>
      {editing ? null : (
        <Box h="1.5" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden>
          <Box h="full" bg="brand.500" borderRadius="full" w={`${Math.round((number / total) * 100)}%`} />
        </Box>
      )}
    </Box>
  );
}
