import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A plain HTML table with light lines (the app's theme carries no table recipe): the studio's lists
 * of steps and strings, read by screen readers as tables.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box overflowX="auto">
      <Box
        as="table"
        aria-label={label}
        w="full"
        fontSize="sm"
        css={{
          borderCollapse: 'collapse',
          '& th, & td': {
            textAlign: 'start',
            verticalAlign: 'top',
            padding: '6px 8px',
            borderBottom: '1px solid',
            borderColor: 'gray.200',
          },
          '& th': { fontWeight: 'semibold', background: 'gray.50' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
