/**
 * GET /legal-consents/{applicationUuid}/{titleName}/latest-status (spec §7 Lookups): the latest
 * status of one consent (schemas/legal/consents.json), NONE before it was ever shown. The steps that
 * show and record consents are agree and offer review (server/steps/stepConsents.ts).
 */
import { ApiError } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication } from '../http/ownedApplication';
import { consentDefinition, latestConsent } from '../store/legalConsents';

export const legalConsentHandlers: HandlerMap = {
  getLegalConsentLatestStatus: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    const { titleName } = request.params;
    const consent = consentDefinition(titleName);
    if (!consent) {
      throw new ApiError({
        statusCode: 404,
        exceptionType: 'LegalConsentNotFound',
        message: 'There is no consent with that name',
      });
    }
    const latest = await latestConsent(ctx.db, application.uuid, titleName);
    if (!latest) return { titleName, status: 'NONE', version: consent.version, updatedAt: null };
    const { status, version, updatedAt } = latest;
    return { titleName, status, version, updatedAt };
  },
};
