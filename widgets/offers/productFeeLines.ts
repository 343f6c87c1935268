/**
 * The product's other fees as the applicant reads them, from GET /products/{id}/fees (spec §3
 * Product: fee info per fee type, ACTIVE, INACTIVE or NOT_APPLICABLE). The fees every loan can meet
 * (a late payment, a returned payment, paying off early) always get a line: what is charged when
 * the fee is ACTIVE, that nothing is charged otherwise. A term extension the loan does not offer is
 * not mentioned; charged, it is listed
 * (docs/decisions/0081-fees-that-are-not-charged-say-so.md). Pure.
 */
import copy from '../../schemas/copy/en-US.json';
import type { ApiOperations } from '../../core/api/generated/contractTypes';
import { formatPercent, formatUsd } from '../../core/rules/displayFormats';
import { fillTemplate } from '../../core/rules/fillTemplate';

export type ProductFee = ApiOperations['getProductFees']['response']['fees'][number];
export type FeeType = ProductFee['feeType'];

export type FeeLine = { feeType: FeeType; term: string; text: string };

type ChargeWording = { amountOrPercentage: string; amount: string; percentage: string; none?: string };

const texts = copy.fees;
const disclosure = copy.truthInLending;

// The late charge and "no prepayment penalty" in the Truth in Lending disclosure's own words.
const fees: Record<FeeType, { term: string; wording: ChargeWording; alwaysListed: boolean }> = {
  LATE: { term: texts.lateTitle, wording: disclosure.lateCharge, alwaysListed: true },
  CHECK_RETURN: { term: texts.checkReturnTitle, wording: texts.checkReturn, alwaysListed: true },
  PREPAYMENT: {
    term: texts.prepaymentTitle,
    wording: { ...texts.prepayment, none: disclosure.prepayment },
    alwaysListed: true,
  },
  TERM_EXTENSION: { term: texts.termExtensionTitle, wording: texts.termExtension, alwaysListed: false },
};

const order: readonly FeeType[] = ['LATE', 'CHECK_RETURN', 'PREPAYMENT', 'TERM_EXTENSION'];

/** What an ACTIVE fee charges, saying only what its figures say: an amount, a share, both, or neither. */
function chargeText(wording: ChargeWording, fee: ProductFee): string {
  const amount = fee.amount ?? 0;
  const percentage = fee.percentage ?? 0;
  const values = { amount: formatUsd(amount), percentage: formatPercent(percentage) };
  if (amount > 0 && percentage > 0) return fillTemplate(wording.amountOrPercentage, values);
  if (amount > 0) return fillTemplate(wording.amount, values);
  if (percentage > 0) return fillTemplate(wording.percentage, values);
  return texts.unstated;
}

export const feeTypes: readonly FeeType[] = order;

/**
 * One line per fee to show, late payment first, then returned payment, paying off early and a
 * charged term extension. A fee the answer does not name has no line: we never say a fee is not
 * charged without the server saying so. NOT_APPLICABLE reads as INACTIVE: nothing is charged.
 * `leaveOut` names fees the page already states elsewhere (offer review's Truth in Lending
 * disclosure gives the late charge and prepayment), so no fee is read twice.
 */
export function productFeeLines(
  productFees: readonly ProductFee[],
  leaveOut: readonly FeeType[] = [],
): FeeLine[] {
  return order.flatMap((feeType): FeeLine[] => {
    const fee = productFees.find((candidate) => candidate.feeType === feeType);
    if (!fee || leaveOut.includes(feeType)) return [];
    const { term, wording, alwaysListed } = fees[feeType];
    if (fee.status === 'ACTIVE') return [{ feeType, term, text: chargeText(wording, fee) }];
    return alwaysListed && wording.none ? [{ feeType, term, text: wording.none }] : [];
  });
}
