/** Offers and the pricing status (spec §7 Offers, Not monitored). */
import product from '../../schemas/product.json';
import { paymentSchedule, firstDueDate } from '../../core/pricing/paymentSchedule';
import type { AppContext } from '../appContext';
import { ApiError } from '../http/apiError';
import {
  eligibleForInstantFunding,
  expectedFundingDate,
  issuingBank,
  sdlOfferData,
} from '../pricing/offerData';
import {
  currentOffers,
  pricingStatus,
  settleDueRun,
  upstreamUnavailableMessage,
} from '../pricing/pricingJobs';
import { findApplication, type ApplicationRecord } from '../store/applications';
import { findSelection, latestRun, latestRunWithOffers } from '../store/pricingRuns';
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

/** The offers, or why there are none: 503 UPSTREAM_UNAVAILABLE when pricing failed upstream, else 404. */
export function offerDataOrThrow(ctx: AppContext, application: ApplicationRecord) {
  const data = currentOfferData(ctx, application);
  if (data) return data;
  if (latestRun(ctx.db, application.uuid)?.status === 'FAILED')
    throw new ApiError({
      statusCode: 503,
      exceptionType: 'UpstreamUnavailable',
      message: upstreamUnavailableMessage,
      userErrorCode: 'UPSTREAM_UNAVAILABLE',
    });
  throw offersNotAvailable();
}

/**
 * The selected offer with its schedule and when it funds. Before acceptance they count from today
 * (the first payment one month after signing today, as the disclosure shows); once accepted, from the
 * day it was accepted, so the schedule the applicant signed never moves.
 */
export function selectedOfferSummary(ctx: AppContext, application: ApplicationRecord) {
  const selection = findSelection(ctx.db, application.uuid);
  const run = latestRunWithOffers(ctx.db, application.uuid);
  const today = (selection?.acceptedAt ?? ctx.now().toISOString()).slice(0, 10);
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
