/**
 * The education form (schemas/steps/education) and the server's education record (spec §3) in both
 * directions, and where a server field error about a record belongs on the form. Pure: no React, no I/O.
 */
import { customInstitutionId } from '../../../../core/rules/educationValidity';
import type { EducationRecord } from '../../../../core/api/generated/contractTypes';

/** The form's levels (spec §2 "Education screen choices"); all but the last are degree types as they are. */
export type EducationLevel =
  | 'LESS_THAN_HIGH_SCHOOL'
  | 'HIGH_SCHOOL'
  | 'ASSOCIATE'
  | 'CERTIFICATE'
  | 'BACHELORS'
  | 'HIGHER_THAN_BACHELORS';

/** What the lookup combobox holds: a school carries its institution type; one the applicant added has id "-1". */
export type LookupValue = { id: string; name: string; type?: string };

export type EducationFormData = {
  educationLevel?: EducationLevel;
  degreeType?: string;
  institution?: LookupValue;
  customInstitutionForeign?: boolean;
  graduationYear?: number;
  undergraduateMajor?: LookupValue;
};

/** The create and update body of the education calls (spec §7 Education). */
export type EducationBody = {
  degreeType: string;
  expectedOrGraduationYear?: number;
  institutionId?: number;
  institutionType?: string;
  customInstitutionName?: string;
  customInstitutionForeign?: boolean;
  undergraduateMajorId?: number;
};

/** The stored record as the list call returns it (spec §3 Education record; the contract's type). */
export type { EducationRecord };

const customId = String(customInstitutionId);
const levelsWithoutSchool: ReadonlySet<string> = new Set(['LESS_THAN_HIGH_SCHOOL', 'HIGH_SCHOOL']);
const levelsWithMajor: ReadonlySet<string> = new Set(['BACHELORS', 'HIGHER_THAN_BACHELORS']);
/** Spec §2: "Higher than bachelor's" asks which of these degrees. */
export const higherDegrees: readonly string[] = ['PHARM', 'MASTERS', 'MBA', 'PHD', 'JD', 'DDS', 'MD'];
const levelOfDegree: Readonly<Record<string, EducationLevel>> = {
  LESS_THAN_HIGH_SCHOOL: 'LESS_THAN_HIGH_SCHOOL',
  HIGH_SCHOOL: 'HIGH_SCHOOL',
  ASSOCIATE: 'ASSOCIATE',
  CERTIFICATE: 'CERTIFICATE',
  // The form has no bootcamp level; a certificate program is the nearest the applicant can confirm.
  BOOTCAMP: 'CERTIFICATE',
  BACHELORS: 'BACHELORS',
  ...Object.fromEntries(higherDegrees.map((degree) => [degree, 'HIGHER_THAN_BACHELORS' as const])),
};

export function degreeTypeOf(form: EducationFormData): string | undefined {
  return form.educationLevel === 'HIGHER_THAN_BACHELORS' ? form.degreeType : form.educationLevel;
}

const isCustom = (institution: LookupValue) => institution.id === customId;

function institutionFields(form: EducationFormData): Partial<EducationBody> {
  const institution = form.institution;
  if (!institution) return {};
  const type = institution.type ? { institutionType: institution.type } : {};
  if (!isCustom(institution)) return { institutionId: Number(institution.id), ...type };
  return {
    institutionId: customInstitutionId,
    ...type,
    customInstitutionName: institution.name.trim(),
    ...(form.customInstitutionForeign === undefined
      ? {}
      : { customInstitutionForeign: form.customInstitutionForeign }),
  };
}

/** The record body for what the form holds; answers the hidden questions of another level are left out. */
export function toEducationBody(form: EducationFormData): EducationBody {
  const degreeType = degreeTypeOf(form);
  if (!degreeType) throw new Error('An education needs a level (and a degree above bachelor’s)');
  // A diploma's year is asked (spec §5 graduation year); less than high school has none.
  if (levelsWithoutSchool.has(form.educationLevel ?? ''))
    return form.educationLevel === 'HIGH_SCHOOL' && form.graduationYear !== undefined
      ? { degreeType, expectedOrGraduationYear: form.graduationYear }
      : { degreeType };
  const major = levelsWithMajor.has(form.educationLevel ?? '') ? form.undergraduateMajor : undefined;
  return {
    degreeType,
    ...(form.graduationYear === undefined ? {} : { expectedOrGraduationYear: form.graduationYear }),
    ...institutionFields(form),
    // The major is optional: an untouched combobox holds an empty object, which sends nothing. One
    // the applicant added ("Create", id -1) goes by its name (spec §3 customUndergraduateMajorName).
    ...(major?.id === customId && major.name?.trim()
      ? { customUndergraduateMajorName: major.name.trim() }
      : major?.id && major.id !== customId
        ? { undergraduateMajorId: Number(major.id) }
        : {}),
  };
}

function institutionValue(record: EducationRecord): Partial<EducationFormData> {
  if (record.institutionId === customInstitutionId) {
    const name = record.customInstitutionName ?? record.institutionName ?? '';
    return {
      institution: {
        id: customId,
        name,
        ...(record.institutionType ? { type: record.institutionType } : {}),
      },
      ...(record.customInstitutionForeign === null
        ? {}
        : { customInstitutionForeign: record.customInstitutionForeign }),
    };
  }
  if (record.institutionId === null) return {};
  return {
    institution: {
      id: String(record.institutionId),
      name: record.institutionName ?? '',
      ...(record.institutionType ? { type: record.institutionType } : {}),
    },
  };
}

function majorValue(record: EducationRecord): Partial<EducationFormData> {
  if (record.customUndergraduateMajorName)
    return { undergraduateMajor: { id: customId, name: record.customUndergraduateMajorName } };
  if (record.undergraduateMajorId === null) return {};
  return {
    undergraduateMajor: {
      id: String(record.undergraduateMajorId),
      name: record.undergraduateMajorName ?? '',
    },
  };
}

/** The form's data for a stored record; a degree the form can't show (OTHER) leaves the level unanswered. */
export function toEducationFormData(record: EducationRecord): EducationFormData {
  const level = levelOfDegree[record.degreeType];
  return {
    ...(level ? { educationLevel: level } : {}),
    ...(level === 'HIGHER_THAN_BACHELORS' ? { degreeType: record.degreeType } : {}),
    ...institutionValue(record),
    ...(record.expectedOrGraduationYear === null ? {} : { graduationYear: record.expectedOrGraduationYear }),
    ...majorValue(record),
  };
}

/** Body pointer -> the form field the applicant fixes it in. */
const formPointerOfBodyField: Readonly<Record<string, string>> = {
  expectedOrGraduationYear: '/graduationYear',
  institutionId: '/institution',
  institutionType: '/institution',
  customInstitutionName: '/institution',
  customInstitutionForeign: '/customInstitutionForeign',
  undergraduateMajorId: '/undergraduateMajor',
  customUndergraduateMajorName: '/undergraduateMajor',
};

/** A record call's field errors (JSON pointers into its body) as form-pointer messages; the first per field wins. */
export function educationFieldErrors(
  fieldErrors: ReadonlyArray<{ path: string; message: string }>,
  form: EducationFormData,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { path, message } of fieldErrors) {
    const field = path.split('/')[1] ?? '';
    const pointer =
      field === 'degreeType'
        ? form.educationLevel === 'HIGHER_THAN_BACHELORS'
          ? '/degreeType'
          : '/educationLevel'
        : formPointerOfBodyField[field];
    if (pointer) result[pointer] ??= message;
  }
  return result;
}
