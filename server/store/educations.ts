/**
 * The applicant's education entries (migration 005_educations.sql; spec §3 Education record). Names
 * of a listed school and major are resolved by the caller and stored with the entry.
 */
import type { EducationRecord } from '../../core/api/generated/contractTypes';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { Educations } from './tables';
import { customInstitutionId } from '../../core/rules/educationValidity';

/**
 * A stored entry as the contract defines it (core/api/generated, from operations.json). Only a
 * school the applicant added can be abroad (foreignInstitution): every listed school is a US one.
 */
export type { EducationRecord };

/** What an entry holds, as written. */
export type EducationFields = Omit<
  EducationRecord,
  'id' | 'applicationUuid' | 'entityUuid' | 'foreignInstitution'
>;

const educationColumns = [
  'id',
  'application_uuid',
  'entity_uuid',
  'degree_type',
  'expected_or_graduation_year',
  'institution_id',
  'institution_name',
  'institution_type',
  'custom_institution_name',
  'custom_institution_foreign',
  'undergraduate_major_id',
  'undergraduate_major_name',
  'custom_undergraduate_major_name',
] as const;
type EducationRow = Pick<Selectable<Educations>, (typeof educationColumns)[number]>;

function toRecord(row: EducationRow): EducationRecord {
  const customInstitutionForeign =
    row.custom_institution_foreign === null ? null : row.custom_institution_foreign === 1;
  return {
    id: row.id,
    applicationUuid: row.application_uuid,
    entityUuid: row.entity_uuid,
    // The columns hold what the contract's enums allowed in (every write is validated against them).
    degreeType: row.degree_type as EducationRecord['degreeType'],
    expectedOrGraduationYear: row.expected_or_graduation_year,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    institutionType: row.institution_type as EducationRecord['institutionType'],
    customInstitutionName: row.custom_institution_name,
    customInstitutionForeign,
    foreignInstitution: row.institution_id === customInstitutionId && customInstitutionForeign === true,
    undergraduateMajorId: row.undergraduate_major_id,
    undergraduateMajorName: row.undergraduate_major_name,
    customUndergraduateMajorName: row.custom_undergraduate_major_name,
  };
}

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

function columnValues(fields: EducationFields) {
  return {
    degree_type: fields.degreeType,
    expected_or_graduation_year: fields.expectedOrGraduationYear,
    institution_id: fields.institutionId,
    institution_name: fields.institutionName,
    institution_type: fields.institutionType,
    custom_institution_name: fields.customInstitutionName,
    custom_institution_foreign: flag(fields.customInstitutionForeign),
    undergraduate_major_id: fields.undergraduateMajorId,
    undergraduate_major_name: fields.undergraduateMajorName,
    custom_undergraduate_major_name: fields.customUndergraduateMajorName,
  };
}

/** Oldest first. */
export async function listEducations(db: Db, applicationUuid: string): Promise<EducationRecord[]> {
  const rows = await db
    .selectFrom('educations')
    .select(educationColumns)
    .where('application_uuid', '=', applicationUuid)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** An entry of this application, or null (also for another application's entry). */
export async function findEducation(
  db: Db,
  applicationUuid: string,
  id: number,
): Promise<EducationRecord | null> {
  const row = await db
    .selectFrom('educations')
    .select(educationColumns)
    .where('id', '=', id)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function insertEducation(
  db: Db,
  owner: { applicationUuid: string; entityUuid: string },
  fields: EducationFields,
  now: Date,
): Promise<EducationRecord> {
  const at = now.toISOString();
  const row = await db
    .insertInto('educations')
    .values({
      ...columnValues(fields),
      application_uuid: owner.applicationUuid,
      entity_uuid: owner.entityUuid,
      created_at: at,
      updated_at: at,
    })
    .returning(educationColumns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Replaces an entry's fields; null when this application has no such entry. */
export async function updateEducation(
  db: Db,
  applicationUuid: string,
  id: number,
  fields: EducationFields,
  now: Date,
): Promise<EducationRecord | null> {
  const row = await db
    .updateTable('educations')
    .set({ ...columnValues(fields), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('application_uuid', '=', applicationUuid)
    .returning(educationColumns)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** False when this application has no such entry. */
export async function deleteEducation(db: Db, applicationUuid: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('educations')
    .where('id', '=', id)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
