/**
 * Personal info of an application. Full SSN and date of birth are never returned from here: the
 * record carries the last four digits and whether a date of birth is on file (docs/architecture.md).
 */
import type { Db } from './database';

export interface Address {
  streetLineOne: string;
  streetLineTwo?: string;
  city: string;
  state?: string;
  stateCode: string;
  zipCode: string;
}

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  suffixName: string | null;
  address: Address | null;
  phone: string | null;
  textMessageConsent: boolean;
  hasDob: boolean;
  ssnLastFour: string | null;
}

export interface ContactDetails {
  address?: Address | null;
  phone?: string | null;
  textMessageConsent?: boolean;
}

export async function findPersonalInfo(db: Db, applicationUuid: string): Promise<PersonalInfo | null> {
  const row = await db
    .selectFrom('personal_infos')
    .select([
      'first_name',
      'last_name',
      'suffix_name',
      'address_json',
      'phone',
      'text_message_consent',
      'ssn_last_four',
      'has_dob',
    ])
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    suffixName: row.suffix_name,
    address: row.address_json ? (JSON.parse(row.address_json) as Address) : null,
    phone: row.phone,
    textMessageConsent: row.text_message_consent === 1,
    hasDob: row.has_dob === 1,
    ssnLastFour: row.ssn_last_four,
  };
}

export async function insertPersonalInfo(
  db: Db,
  applicationUuid: string,
  name: { firstName: string; lastName: string; suffixName: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('personal_infos')
    .values({
      application_uuid: applicationUuid,
      first_name: name.firstName,
      last_name: name.lastName,
      suffix_name: name.suffixName,
      updated_at: now.toISOString(),
    })
    .execute();
}

/** Writes the contact details given; a field left undefined keeps its stored value. */
export async function saveContactDetails(
  db: Db,
  applicationUuid: string,
  details: ContactDetails,
  now: Date,
): Promise<void> {
  const current = await findPersonalInfo(db, applicationUuid);
  if (!current) return;
  const address = details.address === undefined ? current.address : details.address;
  await db
    .updateTable('personal_infos')
    .set({
      address_json: address ? JSON.stringify(address) : null,
      phone: details.phone === undefined ? current.phone : details.phone,
      text_message_consent: (details.textMessageConsent ?? current.textMessageConsent) ? 1 : 0,
      updated_at: now.toISOString(),
    })
    .where('application_uuid', '=', applicationUuid)
    .execute();
}
