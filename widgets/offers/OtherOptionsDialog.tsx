import { useId, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';
import { formatApr } from '../../core/pricing/appendixJApr';
import { formatUsd, formatWholeUsd } from '../../core/rules/displayFormats';
import { fillTemplate } from '../copy';
import Modal from '../Modal';
import { ChoiceChips } from './ChoiceChips';
import {
  offerFor,
  offerForAmount,
  offeredAmounts,
  offeredTerms,
  type Offer,
  type OfferData,
} from './offerChoices';

const text = copy.offers;

/**
 * "Other monthly payment options" (spec §2 /offers) in the generic modal: the amounts offered, then
 * the terms offered for the amount chosen, and the monthly payment and APR of that pair as they
 * change. Confirming hands back the offer; closing in any other way changes nothing.
 */
export default function OtherOptionsDialog({
  data,
  from,
  open,
  onClose,
  onConfirm,
}: {
  data: OfferData;
  /** The offer the dialog starts from (the one chosen on the page). */
  from: Offer;
  open: boolean;
  onClose: () => void;
  onConfirm: (offer: Offer) => void;
}) {
  const [choice, setChoice] = useState({ amount: from.loanAmount, term: from.loanTermInMonths });
  const name = useId();
  const offer = offerFor(data, choice.amount, choice.term);
  const chooseAmount = (amount: number) => {
    const next = offerForAmount(data, amount, choice.term);
    if (next) setChoice({ amount, term: next.loanTermInMonths });
  };
  return (
    <Modal
      open={open}
      title={text.otherOptions}
      onClose={onClose}
      primary={{ label: text.confirm, onClick: () => (offer ? onConfirm(offer) : onClose()) }}
      secondary={{ label: text.cancel, onClick: onClose }}
    >
      <Text fontSize="md" mb="4">
        {text.otherOptionsIntro}
      </Text>
      {/* The payment of the choice stays in sight while the applicant scrolls the choices. */}
      <Box
        mb="4"
        py="2"
        position="sticky"
        top="0"
        bg="white"
        zIndex="1"
        role="status"
        aria-live="polite"
        fontWeight="semibold"
        color="gray.900"
        fontVariantNumeric="tabular-nums"
      >
        {offer ? (
          <>
            {fillTemplate(text.result, {
              monthlyPayment: formatUsd(offer.monthlyPaymentAmount),
              apr: formatApr(offer.annualPercentageRate),
            })}
            <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="gray.700">
              {fillTemplate(text.resultDetail, {
                loanAmount: formatUsd(offer.loanAmount),
                fee: formatUsd(offer.originationFeeAmount),
                toYou: formatUsd(offer.toYouAmount),
                total: formatUsd(offer.totalToRepayAmount),
              })}
            </Text>
          </>
        ) : null}
      </Box>
      <ChoiceChips
        legend={text.amountLegend}
        name={`${name}-amount`}
        chips={offeredAmounts(data).map((amount) => ({ value: amount, label: formatWholeUsd(amount) }))}
        value={choice.amount}
        onChange={chooseAmount}
        columns={{ base: 4, md: 4 }}
      />
      <ChoiceChips
        legend={text.termLegend}
        name={`${name}-term`}
        chips={offeredTerms(data, choice.amount).map((term) => ({
          value: term,
          label: fillTemplate(text.termValue, { months: term }),
        }))}
        value={choice.term}
        onChange={(term) => setChoice({ amount: choice.amount, term })}
        columns={{ base: 3, md: 3 }}
      />
    </Modal>
  );
}
