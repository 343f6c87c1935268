/**
 * The consents a step asks for (schemas/legal/consents.json `step`: agree, offer review), checked
 * and recorded the same way on every such step: a consent of another step is unknown at its index;
 * each required one missing is named at its checkbox (`/agreedConsents/<formField>`) with the step
 * file's own message, so the page and the API say the same thing; those given are recorded AGREED
 * with their version and text hash.
 */
import type { AppContext } from '../appContext';
import { validationError, type FieldError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';
import { consentDefinition, recordConsent, requiredConsents } from '../store/legalConsents';
import { stepRequirementsNotMet } from './stepRequirements';

/** Throws 400 for a consent the step does not ask for, at its index in the body. */
export function assertOwnConsents(step: string, agreedConsents: readonly string[]): void {
  const unknown = agreedConsents
    .map((titleName, index) => ({ titleName, index }))
    .filter(({ titleName }) => consentDefinition(titleName)?.step !== step);
  if (unknown.length > 0)
    throw validationError(
      unknown.map(({ index }) => ({ path: `/agreedConsents/${index}`, message: 'Unknown consent' })),
    );
}

/** Throws 422 STEP_MISSING_CONSENTS naming each required consent not given, at its checkbox. */
export function assertRequiredConsents(
  step: string,
  agreedConsents: readonly string[],
  messageOf: (formField: string) => string | undefined,
): void {
  const missing: FieldError[] = requiredConsents(step)
    .filter((consent) => !agreedConsents.includes(consent.titleName))
    .map((consent) => ({
      path: `/agreedConsents/${consent.formField}`,
      code: 'STEP_MISSING_CONSENTS',
      message: messageOf(consent.formField) ?? `Agree to the ${consent.title} to continue`,
    }));
  if (missing.length > 0)
    throw stepRequirementsNotMet(
      'STEP_MISSING_CONSENTS',
      'Agree to the required consents to continue',
      missing,
    );
}

/** Records each consent given (once), AGREED now. */
export async function recordAgreedConsents(
  ctx: AppContext,
  application: ApplicationRecord,
  agreedConsents: readonly string[],
): Promise<void> {
  for (const titleName of new Set(agreedConsents))
    await recordConsent(ctx.db, application.uuid, consentDefinition(titleName)!, 'AGREED', ctx.now());
}
