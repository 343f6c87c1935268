/**
 * The cash line a declined applicant may be offered (spec §3 Line-of-credit offer; DISQUALIFIED_WITH_
 * PLOC_OFFER): its limit and monthly membership fee from schemas/pricing.json, held for rateLockDays
 * after the decision, and the terms agreed when it is opened (schemas/legal/consents.json
 * CASH_LINE_TERMS, filled with the offer's figures, and their hash), and a line as the API answers it.
 * Pure.
 */
import crypto from 'node:crypto';
import pricing from '../../../schemas/pricing.json';
import legal from '../../../schemas/legal/consents.json';
import { addDays, type IsoDate } from '../../../core/pricing/calendarDates';
import { formatUsd } from '../../../core/rules/displayFormats';
import type { CashLineRecord } from '../../store/cashLines';

export interface CashLineOffer {
  lineLimitAmount: number;
  subscriptionAmount: number;
  rateExpirationDate: IsoDate;
}

export function cashLineOfferOf(decisionDate: IsoDate): CashLineOffer {
  return {
    lineLimitAmount: pricing.decision.plocOffer.lineLimitAmount,
    subscriptionAmount: pricing.decision.plocOffer.subscriptionAmount,
    rateExpirationDate: addDays(decisionDate, pricing.rateLockDays),
  };
}

/** The offer holds through its expiration date. */
export const isCashLineOfferOpen = (offer: CashLineOffer, today: IsoDate) =>
  today <= offer.rateExpirationDate;

const termsDefinition = legal.consents.find((consent) => consent.titleName === 'CASH_LINE_TERMS');
if (!termsDefinition) throw new Error('schemas/legal/consents.json has no CASH_LINE_TERMS');
export const cashLineTerms = termsDefinition;

/** The terms' words as the applicant reads them: the template filled with the offer's figures. */
export function cashLineTermsText(offer: CashLineOffer, bankName: string): string {
  const values: Record<string, string> = {
    bankName,
    lineLimit: formatUsd(offer.lineLimitAmount),
    subscription: formatUsd(offer.subscriptionAmount),
  };
  return cashLineTerms.text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The SHA-256 of the words read: what the page shows, the click sends back and the record keeps. */
export const termsHash = (words: string) => crypto.createHash('sha256').update(words).digest('hex');

/** A line as the API answers it (operations.json cashLine). */
export const cashLineResult = (line: CashLineRecord) => ({
  lineLimitAmount: line.lineLimitAmount,
  subscriptionAmount: line.subscriptionAmount,
  issuingBankName: line.issuingBankName,
  termsVersion: line.termsVersion,
  openedAt: line.openedAt,
});
