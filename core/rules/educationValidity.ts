/**
 * When a stored education is complete enough to move on (spec §5): "An education is valid when the
 * degree is high school, less than high school or other, or it has institution type and id, or a
 * custom name with foreign flag or coding-bootcamp type". The reference server refuses the education
 * step with INCOMPLETE_EDUCATION (spec §8) when a record fails it; the app uses it to prefer a
 * complete record. Pure: no I/O.
 */

/** Spec §3 and §9: the institution id of a school the applicant added themselves. */
export const customInstitutionId = -1;

export type EducationFacts = {
  degreeType: string;
  institutionId?: number | null;
  institutionType?: string | null;
  customInstitutionName?: string | null;
  customInstitutionForeign?: boolean | null;
};

const degreesWithoutSchool: ReadonlySet<string> = new Set(['HIGH_SCHOOL', 'LESS_THAN_HIGH_SCHOOL', 'OTHER']);

export function isEducationValid(education: EducationFacts): boolean {
  if (degreesWithoutSchool.has(education.degreeType)) return true;
  const id = education.institutionId ?? null;
  // -1 marks a custom school rather than naming one, so only a real id counts with the type.
  if (id !== null && id !== customInstitutionId && Boolean(education.institutionType)) return true;
  const customName = education.customInstitutionName?.trim() ?? '';
  if (customName === '') return false;
  return (
    typeof education.customInstitutionForeign === 'boolean' || education.institutionType === 'CODING_BOOTCAMP'
  );
}
