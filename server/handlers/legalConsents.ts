/**
 * The consents' records (spec §7 Lookups, schemas/legal/consents.json): GET
 * /legal-consents/{applicationUuid}/{titleName}/latest-status, NONE before it was ever shown, and
 * POST …/viewed when the applicant opens a document the consent links. The steps that show and
 * record consents are agree and offer review (server/steps/stepConsents.ts).
 */
import type { AppContext } from '../appContext';
import { ApiError } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication } from '../http/ownedApplication';
import {
  consentDefinition,
  latestConsent,
  recordViewed,
  type ConsentDefinition,
} from '../store/legalConsents';

function knownConsent(titleName: string): ConsentDefinition {
  const consent = consentDefinition(titleName);
  if (!consent)
    throw new ApiError({
      statusCode: 404,
      exceptionType: 'LegalConsentNotFound',
      userErrorCode: 'LEGAL_CONSENT_NOT_FOUND',
      message: 'There is no consent with that name',
    });
  return consent;
}

/** The latest status of a consent the application's owner asked about, as the contract answers it. */
async function latestStatus(ctx: AppContext, applicationUuid: string, consent: ConsentDefinition) {
  const { titleName } = consent;
  const latest = await latestConsent(ctx.db, applicationUuid, titleName);
  if (!latest) return { titleName, status: 'NONE', version: consent.version, updatedAt: null };
  const { status, version, updatedAt } = latest;
  return { titleName, status, version, updatedAt };
}

export const legalConsentHandlers: HandlerMap = {
  getLegalConsentLatestStatus: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    return latestStatus(ctx, application.uuid, knownConsent(request.params.titleName));
  },
  // A record of what the applicant did, not a task of theirs: the app never shows them its failure.
  postLegalConsentViewed: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    const consent = knownConsent(request.params.titleName);
    await recordViewed(ctx.db, application.uuid, consent, ctx.now());
    return latestStatus(ctx, application.uuid, consent);
  },
};
