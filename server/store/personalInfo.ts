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

interface PersonalInfoRow {
  first_name: string;
  last_name: string;
  suffix_name: string | null;
  address_json: string | null;
  phone: string | null;
  text_message_consent: number;
  ssn_last_four: string | null;
  has_dob: number;
}

export function findPersonalInfo(db: Db, applicationUuid: string): PersonalInfo | null {
  const row = db.prepare('SELECT * FROM personal_infos WHERE application_uuid = ?').get(applicationUuid) as
    PersonalInfoRow | undefined;
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

export function insertPersonalInfo(
  db: Db,
  applicationUuid: string,
  name: { firstName: string; lastName: string; suffixName: string | null },
  now: Date,
): void {
  db.prepare(
    'INSERT INTO personal_infos (application_uuid, first_name, last_name, suffix_name, updated_at) VALUES (?, ?, ?, ?, ?)',
  ).run(applicationUuid, name.firstName, name.lastName, name.suffixName, now.toISOString());
}

/** Writes the contact details given; a field left undefined keeps its stored value. */
export function saveContactDetails(
  db: Db,
  applicationUuid: string,
  details: ContactDetails,
  now: Date,
): void {
  const current = findPersonalInfo(db, applicationUuid);
  if (!current) return;
  const address = details.address === undefined ? current.address : details.address;
  db.prepare(
    'UPDATE personal_infos SET address_json = ?, phone = ?, text_message_consent = ?, updated_at = ? WHERE application_uuid = ?',
  ).run(
    address ? JSON.stringify(address) : null,
    details.phone === undefined ? current.phone : details.phone,
    (details.textMessageConsent ?? current.textMessageConsent) ? 1 : 0,
    now.toISOString(),
    applicationUuid,
  );
}
