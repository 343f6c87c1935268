/**
 * The offers as the applicant sees them (spec §3 Offer data): the current offers of the latest run
 * as the offers response's sdlOfferData, and the selected offer with its schedule. Read by the
 * offers operations (server/handlers/offers.ts) and the offer steps (server/steps/offerSteps.ts).
 */
import product from '../../../schemas/product.json';
import { paymentSchedule, firstDueDate } from '../../../core/pricing/paymentSchedule';
import type { AppContext } from '../../appContext';
import type { ApplicationRecord } from '../../store/applications';
import { findSelection, latestRunWithOffers } from '../../store/pricingRuns';
import { findFundsAccount } from '../../store/fundsAccounts';
import { requireIssuingBank } from './issuingBank';
import { isPersonalLoanTurndown } from '../outcomes/crossSell';
import { eligibleForInstantFunding, expectedFundingDate, sdlOfferData } from './offerData';
import { currentOffers } from './pricingJobs';

/** The offers the applicant chooses among, as the offers response's sdlOfferData; null before pricing made any. */
export async function currentOfferData(ctx: AppContext, application: ApplicationRecord) {
  const issuingBank = requireIssuingBank(ctx);
  const offers = await currentOffers(ctx, application);
  if (!offers) return null;
  return sdlOfferData(
    issuingBank,
    application.uuid,
    offers.run,
    offers.loanOffers,
    offers.defaultLoanOfferId,
    {
      loanAmount: application.desiredLoanAmount,
      loanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
    },
    isPersonalLoanTurndown(application),
  );
}

/**
 * The selected offer with its schedule and when it funds. Before acceptance they count from today
 * (the first payment one month after signing today, as the disclosure shows); once accepted, from the
 * day it was accepted, so the schedule the applicant signed never moves.
 */
export async function selectedOfferSummary(ctx: AppContext, application: ApplicationRecord) {
  const issuingBank = requireIssuingBank(ctx);
  return { ...(await selectedOfferTerms(ctx, application)), issuingBank };
}

/**
 * The selected offer's terms without its lender: what the account pages show of a loan already
 * made, which a product configured later without an issuing bank must not take away.
 */
export async function selectedOfferTerms(ctx: AppContext, application: ApplicationRecord) {
  const selection = await findSelection(ctx.db, application.uuid);
  const run = await latestRunWithOffers(ctx.db, application.uuid);
  const today = (selection?.acceptedAt ?? ctx.now().toISOString()).slice(0, 10);
  const instant = run ? eligibleForInstantFunding(run) : false;
  return {
    selectedLoanOffer: selection?.offer ?? null,
    selectedLoanOfferApplicationUuid: selection ? application.uuid : null,
    paymentSchedule: selection ? paymentSchedule(selection.offer, firstDueDate(today)) : [],
    eligibleForInstantFunding: instant,
    expectedFundingDate: selection ? expectedFundingDate(today, instant) : null,
    fundsAccount: selection?.acceptedAt ? await findFundsAccount(ctx.db, application.uuid) : null,
  };
}
