/**
 * What the offer cards show and let the applicant choose, from the offer data of GET
 * /flow/{uuid}/step/offer-selection (spec §3 "Offer data"): the default offer first, then the one
 * chosen when it is another; the amounts offered, the terms offered for an amount, and the offer of an
 * amount and term. Pure.
 */
import type { FlowStepResponses } from '../../core/api/generated/contractTypes';

export type OfferData = FlowStepResponses['offer-selection']['sdlOfferData'];
export type Offer = OfferData['loanOffers'][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The offer data a widget was given (ui:options.offerData), or null when there is none to show. The
 * answer passed the step's response check before it got here; this only tells data from its absence.
 */
export function readOfferData(value: unknown): OfferData | null {
  if (!isRecord(value) || !Array.isArray(value.loanOffers) || value.loanOffers.length === 0) return null;
  if (!isRecord(value.defaultLoanOffer) || !isRecord(value.issuingBank)) return null;
  return value as OfferData;
}

export function offerById(data: OfferData, loanOfferId: unknown): Offer | undefined {
  return data.loanOffers.find((offer) => offer.loanOfferId === loanOfferId);
}

/** The cards: the default offer, then the chosen one when it is another offer. */
export function shownOffers(data: OfferData, chosenId: unknown): Offer[] {
  const byDefault = offerById(data, data.defaultLoanOffer.loanOfferId) ?? data.defaultLoanOffer;
  const chosen = offerById(data, chosenId);
  return chosen && chosen.loanOfferId !== byDefault.loanOfferId ? [byDefault, chosen] : [byDefault];
}

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

export function offeredAmounts(data: OfferData): number[] {
  return ascending(data.loanOffers.map((offer) => offer.loanAmount));
}

export function offeredTerms(data: OfferData, loanAmount: number): number[] {
  return ascending(
    data.loanOffers.filter((offer) => offer.loanAmount === loanAmount).map((offer) => offer.loanTermInMonths),
  );
}

export function offerFor(data: OfferData, loanAmount: number, loanTermInMonths: number): Offer | undefined {
  return data.loanOffers.find(
    (offer) => offer.loanAmount === loanAmount && offer.loanTermInMonths === loanTermInMonths,
  );
}

/**
 * The offer after choosing another amount: the same term when that amount has it, else the nearest
 * term offered for it (the shorter of two as near).
 */
export function offerForAmount(
  data: OfferData,
  loanAmount: number,
  loanTermInMonths: number,
): Offer | undefined {
  const terms = offeredTerms(data, loanAmount);
  const nearest = terms.reduce<number | undefined>(
    (best, term) =>
      best === undefined || Math.abs(term - loanTermInMonths) < Math.abs(best - loanTermInMonths)
        ? term
        : best,
    undefined,
  );
  return nearest === undefined ? undefined : offerFor(data, loanAmount, nearest);
}
