/**
 * The SSN and date of birth of an application's personal info, stored encrypted (migration 004,
 * server/auth/personalDataCipher.ts). What the API may show is kept in the clear beside them:
 * ssn_last_four and has_dob. The full values leave this module only for server-side checks.
 */
import { parseDob } from '../../core/rules/formats';
import { fingerprintsMatch, type PersonalDataCipher } from '../auth/personalDataCipher';
import type { Db } from './database';

export interface IdentifiersInput {
  /** Nine digits, dashes or spaces allowed (already checked by the ssn format). */
  ssn?: string;
  /** MMDDYYYY or MM/DD/YYYY (already checked by the dob rules). */
  dob?: string;
}

export interface StoredIdentifiers {
  /** Nine digits. */
  ssn: string | null;
  /** MM/DD/YYYY, the form's own shape, so the step file can check it again. */
  dob: string | null;
}

const ssnDigits = (ssn: string) => ssn.replace(/\D/g, '');
const context = (applicationUuid: string, field: 'ssn' | 'dob') => `${applicationUuid}:${field}`;

function isoDate(dob: string): string {
  const parsed = parseDob(dob);
  if (!parsed) throw new Error('A date of birth reached storage without passing its rules');
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(parsed.year, 4)}-${pad(parsed.month, 2)}-${pad(parsed.day, 2)}`;
}

/** Replaces the SSN and/or date of birth given; a field left out keeps its stored value. */
export async function saveIdentifiers(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  input: IdentifiersInput,
  now: Date,
): Promise<void> {
  if (input.ssn !== undefined) {
    const digits = ssnDigits(input.ssn);
    await db
      .updateTable('personal_infos')
      .set({
        ssn_encrypted: cipher.encrypt(digits, context(applicationUuid, 'ssn')),
        ssn_hmac: cipher.fingerprint(digits),
        ssn_last_four: digits.slice(-4),
        updated_at: now.toISOString(),
      })
      .where('application_uuid', '=', applicationUuid)
      .execute();
  }
  if (input.dob !== undefined) {
    await db
      .updateTable('personal_infos')
      .set({
        dob_encrypted: cipher.encrypt(isoDate(input.dob), context(applicationUuid, 'dob')),
        has_dob: 1,
        updated_at: now.toISOString(),
      })
      .where('application_uuid', '=', applicationUuid)
      .execute();
  }
}

/** Whether `candidate` is the SSN on file; null when there is none to compare with. */
export async function ssnMatchesStored(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  candidate: string,
): Promise<boolean | null> {
  const row = await db
    .selectFrom('personal_infos')
    .select('ssn_hmac')
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  if (!row?.ssn_hmac) return null;
  return fingerprintsMatch(cipher.fingerprint(ssnDigits(candidate)), row.ssn_hmac);
}

/** The decrypted identifiers, for checks inside the server only; never put these in a response or a log. */
export async function readIdentifiers(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
): Promise<StoredIdentifiers> {
  const row = await db
    .selectFrom('personal_infos')
    .select(['ssn_encrypted', 'dob_encrypted'])
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  const ssn = row?.ssn_encrypted ? cipher.decrypt(row.ssn_encrypted, context(applicationUuid, 'ssn')) : null;
  const iso = row?.dob_encrypted ? cipher.decrypt(row.dob_encrypted, context(applicationUuid, 'dob')) : null;
  const dob = iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : null;
  return { ssn, dob };
}
