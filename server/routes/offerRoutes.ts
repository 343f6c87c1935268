/** Offers and the pricing status (issue 10, spec §7 Offers, Not monitored). */
import product from '../../schemas/product.json';
import { paymentSchedule, firstDueDate } from '../../schemas/pricing/paymentSchedule';
import type { AppContext } from '../appContext';
import { ApiError } from '../http/apiError';
import {
  eligibleForInstantFunding,
  expectedFundingDate,
  issuingBank,
  sdlOfferData,
} from '../pricing/offerData';
import { currentOffers, pricingStatus, settleDueRun } from '../pricing/pricingJobs';
import { findApplication, type ApplicationRecord } from '../store/applications';
import { findSelection, latestRunWithOffers } from '../store/pricingRuns';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound } from '../http/apiError';
import type { HandlerMap } from './operationHandler';
import { loadOwnedApplication } from './ownedApplication';

const offersNotAvailable = () =>
  new ApiError({
    statusCode: 404,
    exceptionType: 'OffersNotAvailable',
    message: 'There are no offers for this application yet',
  });

/** The offers the applicant chooses among, as the offers response's sdlOfferData; null before pricing made any. */
export function currentOfferData(ctx: AppContext, application: ApplicationRecord) {
  const offers = currentOffers(ctx, application);
  if (!offers) return null;
  return sdlOfferData(application.uuid, offers.run, offers.loanOffers, offers.defaultLoanOfferId, {
    loanAmount: application.desiredLoanAmount,
    loanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
  });
}

export function offerDataOrThrow(ctx: AppContext, application: ApplicationRecord) {
  const data = currentOfferData(ctx, application);
  if (!data) throw offersNotAvailable();
  return data;
}

/** The selected offer with its schedule (first payment one month after today) and when it funds. */
export function selectedOfferSummary(ctx: AppContext, application: ApplicationRecord) {
  const selection = findSelection(ctx.db, application.uuid);
  const run = latestRunWithOffers(ctx.db, application.uuid);
  const today = ctx.now().toISOString().slice(0, 10);
  const instant = run ? eligibleForInstantFunding(run) : false;
  return {
    selectedLoanOffer: selection?.offer ?? null,
    selectedLoanOfferApplicationUuid: selection ? application.uuid : null,
    paymentSchedule: selection ? paymentSchedule(selection.offer, firstDueDate(today)) : [],
    issuingBank,
    eligibleForInstantFunding: instant,
    expectedFundingDate: selection ? expectedFundingDate(today, instant) : null,
  };
}

export const offerHandlers: HandlerMap = {
  getOffers: ({ request, ctx }) => {
    settleDueRun(ctx, loadOwnedApplication(request, ctx).uuid);
    const application = loadOwnedApplication(request, ctx);
    return {
      isConvergedOfferSelectionEnabled: false,
      sdlOfferData: offerDataOrThrow(ctx, application),
      plOfferData: null,
      plocOfferData: null,
    };
  },
  getSelectedLoanOffer: ({ request, ctx }) => selectedOfferSummary(ctx, loadOwnedApplication(request, ctx)),
  getPricingStatus: ({ request, ctx }) => {
    const application = findApplication(ctx.db, request.query.application_uuid);
    if (!application || application.userUuid !== userUuidOf(request)) throw applicationNotFound();
    return pricingStatus(ctx, application);
  },
};
