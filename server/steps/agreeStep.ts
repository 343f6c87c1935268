/**
 * The agree step (AGREE, spec §2 /agree). GET records that each required consent not yet agreed to
 * was DISPLAYED; POST checks the SSN confirmation
 * against the one on file, records each consent agreed to with its version, files its words and the
 * documents it names (docs/legal-documents.md), and sets
 * hasAgreedToRequiredConsents. Consents are data (schemas/legal/consents.json); the message naming a
 * missing one is the agree step file's own, so the page and the API say the same thing.
 */
import agreeStepFile from '../../schemas/steps/agree/schema.json';
import { markRequiredConsentsAgreed, recordDisplayedOnce, requiredConsents } from '../store/legalConsents';
import { findPersonalInfo } from '../store/personalInfo';
import type { StepBodies } from './stepBodies';
import type { StepHandler } from './stepHandler';
import { assertOwnConsents, assertRequiredConsents, recordAgreedConsents } from './stepConsents';
import { confirmSsn } from './ssnConfirmation';
import { fileAgreedConsents } from '../documents/loanSigning';
import { stepBodyValidator } from './stepRequirements';

const requiredMessages: Record<string, string> = agreeStepFile.errorMessage.required;

type AgreeBody = StepBodies['agree'];

export const agreeStep: StepHandler<AgreeBody> = {
  bodyValidator: stepBodyValidator<AgreeBody>('agree'),
  read: async (ctx, application) => {
    const consents = requiredConsents('agree');
    // DISPLAYED means the agree page showed it: only while agree is the step the applicant is on.
    const onAgree =
      application.flow.currentFlowStep === 'AGREE' && application.decisionStatus === 'IN_PROGRESS';
    for (const consent of onAgree ? consents : [])
      await recordDisplayedOnce(ctx.db, application.uuid, consent, ctx.now());
    return {
      requiredConsents: consents.map(({ titleName, title, text, version }) => ({
        titleName,
        title,
        text,
        version,
      })),
      ssnLastFour: (await findPersonalInfo(ctx.db, application.uuid))?.ssnLastFour ?? null,
    };
  },
  submit: async (ctx, application, body) => {
    assertOwnConsents('agree', body.agreedConsents);
    await confirmSsn(ctx, application, body.ssn);
    assertRequiredConsents('agree', body.agreedConsents, (formField) => requiredMessages[formField]);
    await recordAgreedConsents(ctx, application, body.agreedConsents);
    await fileAgreedConsents(ctx, application, body.agreedConsents);
    await markRequiredConsentsAgreed(ctx.db, application.uuid);
    return {};
  },
};
