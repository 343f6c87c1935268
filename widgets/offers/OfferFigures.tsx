import { Box, chakra } from '@chakra-ui/react';
import { formatApr } from '../../core/pricing/appendixJApr';
import { formatUsd } from '../../core/rules/displayFormats';
import copy from '../../schemas/copy/en-US.json';
import { fillTemplate } from '../copy';
import type { Offer } from './offerChoices';

const text = copy.offers;

export const offerTitle = (offer: Offer) =>
  fillTemplate(text.cardTitle, { loanAmount: formatUsd(offer.loanAmount), loanTerm: offer.loanTermInMonths });

/**
 * The figures of one offer (spec §2 /offers): monthly payment first, then term, APR, total, the
 * origination fee and the amount to you.
 */
export function OfferFigures({ offer, id }: { offer: Offer; id?: string }) {
  const rows: Array<[string, string]> = [
    [text.term, fillTemplate(text.termValue, { months: offer.loanTermInMonths })],
    [text.apr, formatApr(offer.annualPercentageRate)],
    [text.totalToRepay, formatUsd(offer.totalToRepayAmount)],
    // The fee is named where the money to you is, so the difference from the loan amount is explained.
    [text.originationFee, formatUsd(offer.originationFeeAmount)],
    [text.toYou, formatUsd(offer.toYouAmount)],
  ];
  return (
    <Box id={id}>
      <chakra.p fontSize="sm" color="gray.600" m="0">
        {text.monthlyPayment}
      </chakra.p>
      <chakra.p fontSize="2xl" fontWeight="bold" color="gray.900" m="0" mb="2">
        {formatUsd(offer.monthlyPaymentAmount)}
      </chakra.p>
      <chakra.dl
        display="grid"
        gridTemplateColumns="auto auto"
        justifyContent="space-between"
        columnGap="4"
        rowGap="1"
        m="0"
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="gray.600" fontSize="sm">
              {label}
            </chakra.dt>
            <chakra.dd m="0" fontWeight="medium" textAlign="end" fontVariantNumeric="tabular-nums">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
