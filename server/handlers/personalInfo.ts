/**
 * GET/POST/PUT /application/{uuid}/personal-info: contact details, and the date of birth and SSN
 * (stored encrypted, never returned); the name comes from the confirmed legal name.
 */
import { withoutStreetCombined } from '../../core/rules/streetCombined';
import { inContextTransaction, type AppContext } from '../appContext';
import type { OwnedData } from '../domain/flow/flowEngine';
import { applicationNotFound } from '../http/apiError';
import { lockApplication, type ApplicationRecord } from '../store/applications';
import { saveIdentifiers, type IdentifiersInput } from '../store/personalIdentifiers';
import {
  findPersonalInfo,
  saveContactDetails,
  type Address,
  type ContactDetails,
  type PersonalInfo,
} from '../store/personalInfo';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';
import { applicationUuidParam, assertWritable, loadOwnedApplication } from '../http/ownedApplication';
import { personalInfoResult } from '../http/presenters';

async function infoOf(ctx: AppContext, application: ApplicationRecord): Promise<PersonalInfo> {
  const info = await findPersonalInfo(ctx.db, application.uuid);
  if (!info) throw applicationNotFound();
  return info;
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
    // The street as one line is derived on every answer, never stored from a request.
    ...(sent.address !== undefined
      ? { address: sent.address === null ? null : withoutStreetCombined(sent.address) }
      : {}),
    ...(sent.phone !== undefined ? { phone: phoneDigits(sent.phone) } : {}),
    ...(sent.textMessageConsent !== undefined ? { textMessageConsent: sent.textMessageConsent } : {}),
  };
  // Locked first, so the write guard and the write see the same stored info (assertWritable, on any instance).
  return inContextTransaction(input.ctx, async (tx) => {
    await lockApplication(tx.db, applicationUuidParam(input.request));
    const application = await loadOwnedApplication(input.request, tx);
    const info = await infoOf(tx, application);
    assertWritable(application, changedData(info, details, { dob, ssn }), 'Your personal information');
    await saveContactDetails(tx.db, application.uuid, details, tx.now());
    await saveIdentifiers(tx.db, tx.cipher, application.uuid, { dob, ssn }, tx.now());
    return personalInfoResult(await infoOf(tx, application));
  });
}

export const personalInfoHandlers: HandlerMap = {
  getPersonalInfo: async ({ request, ctx }) =>
    personalInfoResult(await infoOf(ctx, await loadOwnedApplication(request, ctx))),
  postPersonalInfo: (input) => write(input, true),
  putPersonalInfo: (input) => write(input, false),
};
