/**
 * The applicant's education entries (migration 005_educations.sql; spec §3 Education record). Names
 * of a listed school and major are resolved by the caller and stored with the entry.
 */
import type { EducationRecord } from '../../core/api/generated/contractTypes';
import type { Db } from './database';
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

interface EducationRow {
  id: number;
  application_uuid: string;
  entity_uuid: string;
  degree_type: string;
  expected_or_graduation_year: number | null;
  institution_id: number | null;
  institution_name: string | null;
  institution_type: string | null;
  custom_institution_name: string | null;
  custom_institution_foreign: number | null;
  undergraduate_major_id: number | null;
  undergraduate_major_name: string | null;
}

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
  };
}

/** Oldest first. */
export function listEducations(db: Db, applicationUuid: string): EducationRecord[] {
  const rows = db
    .prepare('SELECT * FROM educations WHERE application_uuid = ? ORDER BY id')
    .all(applicationUuid) as EducationRow[];
  return rows.map(toRecord);
}

/** An entry of this application, or null (also for another application's entry). */
export function findEducation(db: Db, applicationUuid: string, id: number): EducationRecord | null {
  const row = db
    .prepare('SELECT * FROM educations WHERE id = ? AND application_uuid = ?')
    .get(id, applicationUuid) as EducationRow | undefined;
  return row ? toRecord(row) : null;
}

export function insertEducation(
  db: Db,
  owner: { applicationUuid: string; entityUuid: string },
  fields: EducationFields,
  now: Date,
): EducationRecord {
  const at = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO educations (application_uuid, entity_uuid, degree_type, expected_or_graduation_year, institution_id,
         institution_name, institution_type, custom_institution_name, custom_institution_foreign, undergraduate_major_id,
         undergraduate_major_name, created_at, updated_at)
       VALUES (@application_uuid, @entity_uuid, @degree_type, @expected_or_graduation_year, @institution_id,
         @institution_name, @institution_type, @custom_institution_name, @custom_institution_foreign,
         @undergraduate_major_id, @undergraduate_major_name, @at, @at)`,
    )
    .run({
      ...columnValues(fields),
      application_uuid: owner.applicationUuid,
      entity_uuid: owner.entityUuid,
      at,
    });
  return findEducation(db, owner.applicationUuid, Number(result.lastInsertRowid))!;
}

/** Replaces an entry's fields; null when this application has no such entry. */
export function updateEducation(
  db: Db,
  applicationUuid: string,
  id: number,
  fields: EducationFields,
  now: Date,
): EducationRecord | null {
  const result = db
    .prepare(
      `UPDATE educations SET degree_type = @degree_type, expected_or_graduation_year = @expected_or_graduation_year,
         institution_id = @institution_id, institution_name = @institution_name, institution_type = @institution_type,
         custom_institution_name = @custom_institution_name, custom_institution_foreign = @custom_institution_foreign,
         undergraduate_major_id = @undergraduate_major_id, undergraduate_major_name = @undergraduate_major_name,
         updated_at = @at
       WHERE id = @id AND application_uuid = @application_uuid`,
    )
    .run({ ...columnValues(fields), id, application_uuid: applicationUuid, at: now.toISOString() });
  return result.changes === 0 ? null : findEducation(db, applicationUuid, id);
}

/** False when this application has no such entry. */
export function deleteEducation(db: Db, applicationUuid: string, id: number): boolean {
  return (
    db.prepare('DELETE FROM educations WHERE id = ? AND application_uuid = ?').run(id, applicationUuid)
      .changes > 0
  );
}
