/** Offers and the pricing status (spec §7 Offers, Not monitored). */
import type { AppContext } from '../appContext';
import { ApiError } from '../http/apiError';
import { currentOfferData, selectedOfferSummary } from '../domain/pricing/offerViews';
import { pricingStatus, settleDueRun, upstreamUnavailableMessage } from '../domain/pricing/pricingJobs';
import { findApplication, type ApplicationRecord } from '../store/applications';
import { latestRun } from '../store/pricingRuns';
import { userUuidOf } from '../auth/bearerAuth';
import { applicationNotFound } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication } from '../http/ownedApplication';

const offersNotAvailable = () =>
  new ApiError({
    statusCode: 404,
    exceptionType: 'OffersNotAvailable',
    message: 'There are no offers for this application yet',
  });

/** The offers, or why there are none: 503 UPSTREAM_UNAVAILABLE when pricing failed upstream, else 404. */
async function offerDataOrThrow(ctx: AppContext, application: ApplicationRecord) {
  const data = await currentOfferData(ctx, application);
  if (data) return data;
  if ((await latestRun(ctx.db, application.uuid))?.status === 'FAILED')
    throw new ApiError({
      statusCode: 503,
      exceptionType: 'UpstreamUnavailable',
      message: upstreamUnavailableMessage,
      userErrorCode: 'UPSTREAM_UNAVAILABLE',
    });
  throw offersNotAvailable();
}

export const offerHandlers: HandlerMap = {
  getOffers: async ({ request, ctx }) => {
    await settleDueRun(ctx, (await loadOwnedApplication(request, ctx)).uuid);
    const application = await loadOwnedApplication(request, ctx);
    return {
      isConvergedOfferSelectionEnabled: false,
      sdlOfferData: await offerDataOrThrow(ctx, application),
      plOfferData: null,
      plocOfferData: null,
    };
  },
  getSelectedLoanOffer: async ({ request, ctx }) =>
    selectedOfferSummary(ctx, await loadOwnedApplication(request, ctx)),
  getPricingStatus: async ({ request, ctx }) => {
    const application = await findApplication(ctx.db, request.query.application_uuid);
    if (!application || application.userUuid !== userUuidOf(request)) throw applicationNotFound();
    return pricingStatus(ctx, application);
  },
};
