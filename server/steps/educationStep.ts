/**
 * The education step (EDUCATION, spec §7 Flow table; body {}): its GET lists the entries the
 * applicant wrote with their own operations (server/handlers/educations.ts); its requirements are
 * at least one entry, each passing the spec §5 validity rule and with its graduation year where the
 * form asks it.
 */
import { isEducationValid } from '../../core/rules/educationValidity';
import { listEducations } from '../store/educations';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

/** Spec §8: the user-facing message of INCOMPLETE_EDUCATION. */
const incompleteEducationMessage = 'There is information missing about your education';

/**
 * Spec §5 requires the graduation year. The form asks it of every level but less than high school,
 * which has no graduation to date (decision 0085); OTHER and BOOTCAMP, which no form offers, are not
 * held to it.
 */
const degreesWithoutYear: ReadonlySet<string> = new Set(['LESS_THAN_HIGH_SCHOOL', 'OTHER', 'BOOTCAMP']);
const missingYear = (education: { degreeType: string; expectedOrGraduationYear: number | null }) =>
  !degreesWithoutYear.has(education.degreeType) && education.expectedOrGraduationYear === null;

export const educationStep: StepHandler = {
  bodyValidator: stepBodyValidator('education'),
  read: async (ctx, application) => ({ educations: await listEducations(ctx.db, application.uuid) }),
  requirements: async (ctx, application) => {
    const educations = await listEducations(ctx.db, application.uuid);
    if (educations.length === 0) {
      return unmetRequirements('STEP_MISSING_EDUCATION', 'Add your education before you continue', [
        { path: '/educations', message: 'Tell us about your education' },
      ]);
    }
    const incomplete = educations.flatMap((education, index) => [
      ...(isEducationValid(education)
        ? []
        : [{ path: `/educations/${index}`, message: incompleteEducationMessage }]),
      ...(missingYear(education)
        ? [{ path: `/educations/${index}/expectedOrGraduationYear`, message: 'Required' }]
        : []),
    ]);
    return incomplete.length > 0
      ? unmetRequirements('INCOMPLETE_EDUCATION', incompleteEducationMessage, incomplete)
      : null;
  },
  reviewPath: { from: '', to: '' },
  submit: async () => ({}),
};
