import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@chakra-ui/react';

// The pricing tables and math load after the page is up, not with it: get-relief is the public entry
// page and its JavaScript is on a budget (docs/performance.md).
const loadFigures = () => import('./RepresentativeExampleFigures');
const RepresentativeExampleFigures = lazy(loadFigures);

/**
 * What a loan of the amount and term being typed could cost, before anything else is asked (issue
 * 10). A polite live region that is there from the start, so a screen reader hears each new example.
 */
export function RepresentativeExample({ loanAmount, loanTerm }: { loanAmount: unknown; loanTerm: unknown }) {
  useEffect(() => {
    void loadFigures();
  }, []);
  return (
    <Box aria-live="polite">
      {loanAmount === undefined ? null : (
        <Suspense fallback={null}>
          <RepresentativeExampleFigures loanAmount={loanAmount} loanTerm={loanTerm} />
        </Suspense>
      )}
    </Box>
  );
}
