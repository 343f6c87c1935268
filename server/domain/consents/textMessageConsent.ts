/**
 * The optional consent to texts about a loan (LOAN_NOTIFICATIONS_CONSENT, schemas/legal/consents.json).
 * Texts are a choice, never a condition of credit, and the consent can be withdrawn at any time by any
 * reasonable means (TCPA, 47 CFR 64.1200(a)(10)): offer review's box, the Preferences page or a STOP
 * reply. The contact details' textMessageConsent is the one place the app and the lender read it from;
 * the consent's history (server/store/legalConsents.ts) says when it was given and withdrawn.
 */
import type { AppContext } from '../../appContext';
import {
  consentDefinition,
  latestConsent,
  recordConsent,
  type ConsentRecord,
} from '../../store/legalConsents';
import { saveContactDetails } from '../../store/personalInfo';

export const textMessageConsentName = 'LOAN_NOTIFICATIONS_CONSENT';

const textMessageConsent = () => {
  const consent = consentDefinition(textMessageConsentName);
  if (!consent) throw new Error(`${textMessageConsentName} is missing from schemas/legal/consents.json`);
  return consent;
};

/** Whether texts about an application are on: the box on its contact details, or an agreement standing. Pure. */
export const textsAreOn = (contactSaysYes: boolean, latest: ConsentRecord | null): boolean =>
  contactSaysYes || latest?.status === 'AGREED';

/** Offer review's answer, kept; unticking the box of an agreed consent withdraws it (REVOKED). */
export async function recordTextMessageChoice(
  ctx: AppContext,
  applicationUuid: string,
  agreed: boolean,
): Promise<void> {
  if (!agreed && (await latestConsent(ctx.db, applicationUuid, textMessageConsentName))?.status === 'AGREED')
    await recordConsent(ctx.db, applicationUuid, textMessageConsent(), 'REVOKED', ctx.now());
  await saveContactDetails(ctx.db, applicationUuid, { textMessageConsent: agreed }, ctx.now());
}

/**
 * Stops texts about one application (the Preferences page): REVOKED, and the contact details say no.
 * Posted again (Back, a resubmit), it records nothing new: the withdrawal keeps its first date.
 */
export async function stopTextMessages(ctx: AppContext, applicationUuid: string): Promise<void> {
  const latest = await latestConsent(ctx.db, applicationUuid, textMessageConsentName);
  if (latest?.status !== 'REVOKED')
    await recordConsent(ctx.db, applicationUuid, textMessageConsent(), 'REVOKED', ctx.now());
  await saveContactDetails(ctx.db, applicationUuid, { textMessageConsent: false }, ctx.now());
}
