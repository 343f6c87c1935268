import { useMemo } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import { formatUsd } from '../../core/rules/displayFormats';
import { incomeTotals } from '../../core/rules/incomeTotals';

const totalLabelId = 'income-total__label';

/**
 * The income step's total yearly income of every job and other income, as the applicant types (root
 * `ui:options.incomeTotals`). Plain text, no live region: it changes on every keystroke, and a
 * screen reader should not be told each one; it is read in place, after the lists it adds up.
 */
export function IncomeTotal({ formData }: { formData: unknown }) {
  const total = useMemo(() => incomeTotals(formData).total, [formData]);
  return (
    <Box
      role="group"
      aria-labelledby={totalLabelId}
      borderWidth="1px"
      borderColor="brand.200"
      bg="brand.50"
      borderRadius="xl"
      px={{ base: '4', md: '5' }}
      py="4"
      mb="2"
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text id={totalLabelId} fontWeight="semibold" fontSize="lg">
          {copy.incomeSummary.total}
        </Text>
        <Text fontWeight="bold" fontSize="xl" fontVariantNumeric="tabular-nums">
          {formatUsd(total)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="gray.600" mt="1">
        {copy.incomeSummary.totalNote}
      </Text>
    </Box>
  );
}
