/**
 * The education step (EDUCATION, spec §7 Flow table; body {}): its GET lists the entries the
 * applicant wrote with their own operations (server/handlers/educations.ts); its requirements are
 * at least one entry, each passing the spec §5 validity rule.
 */
import { isEducationValid } from '../../core/rules/educationValidity';
import { listEducations } from '../store/educations';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

/** Spec §8: the user-facing message of INCOMPLETE_EDUCATION. */
const incompleteEducationMessage = 'There is information missing about your education';

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
    const incomplete = educations.flatMap((education, index) =>
      isEducationValid(education)
        ? []
        : [{ path: `/educations/${index}`, message: incompleteEducationMessage }],
    );
    return incomplete.length > 0
      ? unmetRequirements('INCOMPLETE_EDUCATION', incompleteEducationMessage, incomplete)
      : null;
  },
  reviewPath: { from: '', to: '' },
  submit: async () => ({}),
};
