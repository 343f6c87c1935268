import { Box, Text } from '@chakra-ui/react';
import { representativeExampleText } from './representativeExampleText';

/** The example's words for an amount and term, or nothing when the product does not lend them. */
export default function RepresentativeExampleFigures({
  loanAmount,
  loanTerm,
}: {
  loanAmount: unknown;
  loanTerm: unknown;
}) {
  const example = representativeExampleText(loanAmount, loanTerm);
  if (!example) return null;
  return (
    <Box bg="gray.50" borderRadius="lg" px="4" py="3" mb="2">
      <Text color="gray.800" fontSize="md">
        {example}
      </Text>
    </Box>
  );
}
