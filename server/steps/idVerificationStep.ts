/**
 * The id-verification step (ID_VERIFICATION): the date of birth and SSN are written with
 * PUT personal-info; the step reads back only whether they are on file (hasDob, ssnLastFour) and its
 * submission checks they are, and that what is stored still passes the step file's rules.
 */
import identityStepFile from '../../schemas/steps/id-verification/schema.json';
import { withDefinitions } from '../../core/rules/withDefinitions';
import type { FieldError } from '../http/apiError';
import { bodyAjv } from '../http/validation';
import { findPersonalInfo } from '../store/personalInfo';
import { readIdentifiers } from '../store/personalIdentifiers';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, storedDataProblems } from './stepRequirements';

const identityFormValidator = bodyAjv.compile(withDefinitions(identityStepFile));

export const idVerificationStep: StepHandler = {
  bodyValidator: stepBodyValidator('id-verification'),
  read: async (ctx, application) => {
    const info = await findPersonalInfo(ctx.db, application.uuid);
    return { hasDob: info?.hasDob ?? false, ssnLastFour: info?.ssnLastFour ?? null };
  },
  // Both on file, and what is stored still passes the step file (a rule tightened since, e.g.).
  requirements: async (ctx, application) => {
    const info = await findPersonalInfo(ctx.db, application.uuid);
    const missing: FieldError[] = [];
    if (!info?.hasDob)
      missing.push({ path: '/dob', code: 'STEP_MISSING_DOB', message: 'Enter your date of birth' });
    if (!info?.ssnLastFour)
      missing.push({ path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' });
    if (missing.length > 0) {
      return {
        userErrorCode: missing.length === 2 ? 'STEP_MISSING_PERSONAL_INFO' : missing[0]!.code!,
        message: 'Add your date of birth and SSN before you continue',
        fieldErrors: missing,
      };
    }
    return storedDataProblems(
      identityFormValidator,
      await readIdentifiers(ctx.db, ctx.cipher, application.uuid),
    );
  },
  reviewPath: { from: '', to: '/personalInfo' },
  submit: async () => ({}),
};
