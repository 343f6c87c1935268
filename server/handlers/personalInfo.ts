/**
 * GET/POST/PUT /application/{uuid}/personal-info: contact details, and the date of birth and SSN
 * (stored encrypted, never returned); the name comes from the confirmed legal name.
 */
import type { OwnedData } from '../domain/flow/flowEngine';
import { applicationNotFound } from '../http/apiError';
import { saveIdentifiers, type IdentifiersInput } from '../store/personalIdentifiers';
import {
  findPersonalInfo,
  saveContactDetails,
  type Address,
  type ContactDetails,
  type PersonalInfo,
} from '../store/personalInfo';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';
import { assertWritable, loadOwnedApplication } from '../http/ownedApplication';
import { personalInfoResult } from '../http/presenters';

function readInfo({ request, ctx }: HandlerInput) {
  const application = loadOwnedApplication(request, ctx);
  const info = findPersonalInfo(ctx.db, application.uuid);
  if (!info) throw applicationNotFound();
  return { application, info };
}

/** Spec §5 phone: stored as its digits, whatever punctuation the applicant typed (the format allows it). */
const phoneDigits = (phone: string | null | undefined) =>
  phone === undefined || phone === null ? phone : phone.replace(/\D/g, '');

const canonical = (address: Address | null) =>
  address === null ? 'null' : JSON.stringify(Object.entries(address).sort(([a], [b]) => a.localeCompare(b)));
const sameAddress = (a: Address | null, b: Address | null) => canonical(a) === canonical(b);

/**
 * Which owned data a write would change (flow.json `owns`): sending what is already stored changes
 * nothing and is allowed on any step; changing it is allowed only on the step that owns it.
 */
function changedData(
  info: PersonalInfo,
  details: ContactDetails,
  identifiers: IdentifiersInput,
): OwnedData[] {
  const changed: OwnedData[] = [];
  if (details.address !== undefined && !sameAddress(details.address, info.address)) changed.push('address');
  if (details.phone !== undefined && details.phone !== info.phone) changed.push('phone');
  if (details.textMessageConsent !== undefined && details.textMessageConsent !== info.textMessageConsent)
    changed.push('textMessageConsent');
  if (identifiers.dob !== undefined || identifiers.ssn !== undefined) changed.push('identifiers');
  return changed;
}

function write(input: HandlerInput<'postPersonalInfo' | 'putPersonalInfo'>, replace: boolean) {
  const { application, info } = readInfo(input);
  const body = input.request.body;
  const { dob, ssn } = body;
  // POST replaces the contact details as a whole, when it sends any; PUT changes only the fields
  // sent. A body of only the date of birth and SSN leaves the contact details alone either way.
  const sendsContact = ['address', 'phone', 'textMessageConsent'].some((key) => key in body);
  const sent: ContactDetails =
    replace && sendsContact
      ? {
          address: body.address ?? null,
          phone: body.phone ?? null,
          textMessageConsent: body.textMessageConsent ?? false,
        }
      : body;
  const details: ContactDetails = {
    ...(sent.address !== undefined ? { address: sent.address } : {}),
    ...(sent.phone !== undefined ? { phone: phoneDigits(sent.phone) } : {}),
    ...(sent.textMessageConsent !== undefined ? { textMessageConsent: sent.textMessageConsent } : {}),
  };
  assertWritable(application, changedData(info, details, { dob, ssn }), 'Your personal information');
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
