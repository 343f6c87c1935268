/**
 * The id-verification step (ID_VERIFICATION): the date of birth and SSN are written with
 * PUT personal-info; the step reads back only whether they are on file (hasDob, ssnLastFour) and its
 * submission checks they are, and that what is stored still passes the step file's rules.
 */
import identityStepFile from '../../schemas/steps/id-verification/schema.json';
import { withDefinitions } from '../../schemas/rules/withDefinitions';
import type { AppContext } from '../appContext';
import type { FieldError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';
import { bodyAjv } from '../http/validation';
import { findPersonalInfo } from '../store/personalInfo';
import { readIdentifiers } from '../store/personalIdentifiers';
import type { StepHandler } from './stepHandler';
import { assertStoredDataValid, stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

const identityFormValidator = bodyAjv.compile(withDefinitions(identityStepFile));

/** Whether the stored date of birth and SSN still pass the identity step file (review's recheck). */
export function storedIdentifiersValid(ctx: AppContext, application: ApplicationRecord): boolean {
  return identityFormValidator(readIdentifiers(ctx.db, application.uuid));
}

export const idVerificationStep: StepHandler = {
  bodyValidator: stepBodyValidator('id-verification'),
  read: (ctx, application) => {
    const info = findPersonalInfo(ctx.db, application.uuid);
    return { hasDob: info?.hasDob ?? false, ssnLastFour: info?.ssnLastFour ?? null };
  },
  submit: (ctx, application) => {
    const info = findPersonalInfo(ctx.db, application.uuid);
    const missing: FieldError[] = [];
    if (!info?.hasDob)
      missing.push({ path: '/dob', code: 'STEP_MISSING_DOB', message: 'Enter your date of birth' });
    if (!info?.ssnLastFour)
      missing.push({ path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' });
    if (missing.length > 0) {
      const code = missing.length === 2 ? 'STEP_MISSING_PERSONAL_INFO' : missing[0]!.code!;
      throw stepRequirementsNotMet(code, 'Add your date of birth and SSN before you continue', missing);
    }
    // A date of birth stored long ago may no longer pass (e.g. a rule tightened since): the step file decides.
    const stored = readIdentifiers(ctx.db, application.uuid);
    assertStoredDataValid(identityFormValidator, stored);
    return {};
  },
};
