/** A stored education record as the list call returns it: a high school diploma unless told otherwise. */
import type { EducationRecord } from '../../../../../src/shared/stepAdapters/education/educationFormData';

export function storedEducation(fields: Partial<EducationRecord> = {}): EducationRecord {
  return {
    id: 7,
    degreeType: 'HIGH_SCHOOL',
    applicationUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    entityUuid: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
    expectedOrGraduationYear: null,
    institutionId: null,
    institutionName: null,
    institutionType: null,
    customInstitutionName: null,
    customInstitutionForeign: null,
    foreignInstitution: false,
    undergraduateMajorId: null,
    undergraduateMajorName: null,
    customUndergraduateMajorName: null,
    ...fields,
  };
}
