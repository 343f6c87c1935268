import { lazy, Suspense } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';

// Every step form holds the widget map, the public get-relief page's too: the offer cards load only
// where a step names them (docs/performance.md: the entry page's JavaScript budget).
const OfferCards = lazy(() => import('./OfferCards'));

/** The offer cards (widgets/offers/OfferCards.tsx) behind a lazy import; a spinner holds their place while they load. */
export function OfferCardsWidget(props: WidgetProps) {
  return (
    <Suspense
      fallback={
        <Box minH="64" display="flex" alignItems="center" justifyContent="center">
          <Spinner size="lg" color="brand.600" aria-label={copy.common.loading} />
        </Box>
      }
    >
      <OfferCards {...props} />
    </Suspense>
  );
}
