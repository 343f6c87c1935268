/**
 * GET/POST/PUT /application/{uuid}/personal-info: contact details, and the date of birth and SSN
 * (stored encrypted, never returned); the name comes from the confirmed legal name.
 */
import { applicationNotFound, flowStepInvalid } from '../http/apiError';
import { saveIdentifiers, type IdentifiersInput } from '../store/personalIdentifiers';
import { findPersonalInfo, saveContactDetails, type ContactDetails } from '../store/personalInfo';
import type { HandlerInput, HandlerMap } from './operationHandler';
import { assertInProgress, loadOwnedApplication } from './ownedApplication';
import { personalInfoResult } from './presenters';

function readInfo({ request, ctx }: HandlerInput) {
  const application = loadOwnedApplication(request, ctx);
  const info = findPersonalInfo(ctx.db, application.uuid);
  if (!info) throw applicationNotFound();
  return { application, info };
}

function write(input: HandlerInput, replace: boolean) {
  const { application } = readInfo(input);
  assertInProgress(application);
  const body = input.request.body as ContactDetails & IdentifiersInput;
  const { dob, ssn } = body;
  // The SSN and date of birth change only on the identity step (also when review reopened it).
  if ((dob !== undefined || ssn !== undefined) && application.flow.currentFlowStep !== 'ID_VERIFICATION') {
    throw flowStepInvalid(
      'Your date of birth and SSN can be changed only on the identity step',
      application.flow.currentFlowStep,
    );
  }
  // POST replaces the contact details as a whole, when it sends any; PUT changes only the fields
  // sent. A body of only the date of birth and SSN leaves the contact details alone either way.
  const sendsContact = ['address', 'phone', 'textMessageConsent'].some((key) => key in body);
  const details: ContactDetails =
    replace && sendsContact
      ? {
          address: body.address ?? null,
          phone: body.phone ?? null,
          textMessageConsent: body.textMessageConsent ?? false,
        }
      : body;
  const { db } = input.ctx;
  db.transaction(() => {
    saveContactDetails(db, application.uuid, details, input.ctx.now());
    saveIdentifiers(db, application.uuid, { dob, ssn }, input.ctx.now());
  })();
  return personalInfoResult(readInfo(input).info);
}

export const personalInfoHandlers: HandlerMap = {
  getPersonalInfo: (input) => personalInfoResult(readInfo(input).info),
  postPersonalInfo: (input) => write(input, true),
  putPersonalInfo: (input) => write(input, false),
};
