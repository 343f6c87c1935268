import { useId } from 'react';
import { Box, Heading, Spinner, chakra } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import { useProductFees } from './offerQueries';
import { productFeeLines, type FeeType } from './productFeeLines';

const text = copy.fees;

/**
 * The product's other fees (late payment, returned payment, paying off early) under a heading, as a
 * list: on the offers beside the offer, and on offer review before the loan agreement, leaving out
 * what the page's disclosure already says (`leaveOut`). Fetched by the offer's product id
 * (offerQueries.ts); while they load and when they cannot, it says so in words.
 */
export function ProductFees({
  productId,
  leaveOut = [],
}: {
  productId: number;
  leaveOut?: readonly FeeType[];
}) {
  const headingId = useId();
  const state = useProductFees(productId);
  return (
    <chakra.section aria-labelledby={headingId} mt="8" aria-busy={state.status === 'loading' || undefined}>
      <Heading as="h2" id={headingId} size="lg" mb="2" color="gray.900">
        {text.title}
      </Heading>
      {state.status === 'loading' ? (
        <Box role="status" display="flex" alignItems="center" gap="2" color="gray.700" minH="11">
          <Spinner size="sm" color="brand.600" aria-hidden />
          {text.loading}
        </Box>
      ) : null}
      {state.status === 'error' ? (
        <Box role="status" color="gray.800">
          {text.unavailable}{' '}
          <chakra.button
            type="button"
            color="brand.700"
            textDecoration="underline"
            minH="11"
            onClick={state.retry}
          >
            {copy.common.tryAgain}
          </chakra.button>
        </Box>
      ) : null}
      {state.status === 'ready' ? (
        // role="list": a list without bullets is still a list to VoiceOver.
        <chakra.ul role="list" listStyleType="none" m="0" p="0">
          {productFeeLines(state.fees, leaveOut).map((line) => (
            <chakra.li key={line.feeType} borderBottomWidth="1px" borderColor="gray.200" py="3">
              <chakra.span display="block" fontWeight="semibold" color="gray.900">
                {line.term}
              </chakra.span>
              <chakra.span display="block" color="gray.700">
                {line.text}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
    </chakra.section>
  );
}
