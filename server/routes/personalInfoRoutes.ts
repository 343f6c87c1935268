/** GET/POST/PUT /application/{uuid}/personal-info: contact details; the name comes from the confirmed legal name. */
import { applicationNotFound } from '../http/apiError';
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
  const body = input.request.body as ContactDetails;
  // POST replaces the contact details as a whole; PUT changes only the fields sent.
  const details: ContactDetails = replace
    ? {
        address: body.address ?? null,
        phone: body.phone ?? null,
        textMessageConsent: body.textMessageConsent ?? false,
      }
    : body;
  saveContactDetails(input.ctx.db, application.uuid, details, input.ctx.now());
  return personalInfoResult(readInfo(input).info);
}

export const personalInfoHandlers: HandlerMap = {
  getPersonalInfo: (input) => personalInfoResult(readInfo(input).info),
  postPersonalInfo: (input) => write(input, true),
  putPersonalInfo: (input) => write(input, false),
};
