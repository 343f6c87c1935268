import { describe, expect, test } from 'vitest';
import { isEducationValid } from '../../../../../core/rules/educationValidity';

describe('Whether an applicant’s stored education is complete (spec §5 validity)', () => {
  test.each(['HIGH_SCHOOL', 'LESS_THAN_HIGH_SCHOOL', 'OTHER'])('%s needs no school', (degreeType) => {
    expect(isEducationValid({ degreeType })).toBe(true);
  });

  test('a degree at a listed school needs both its id and its type', () => {
    expect(
      isEducationValid({ degreeType: 'BACHELORS', institutionId: 228, institutionType: 'COLLEGE' }),
    ).toBe(true);
    expect(isEducationValid({ degreeType: 'BACHELORS', institutionId: 228 })).toBe(false);
    expect(isEducationValid({ degreeType: 'BACHELORS', institutionType: 'COLLEGE' })).toBe(false);
    expect(isEducationValid({ degreeType: 'MASTERS' })).toBe(false);
  });

  test('a school the applicant added needs its name and whether it is abroad', () => {
    const added = {
      degreeType: 'ASSOCIATE',
      institutionId: -1,
      customInstitutionName: 'Harbor Nursing Academy',
    };
    expect(isEducationValid(added)).toBe(false);
    expect(isEducationValid({ ...added, customInstitutionForeign: false })).toBe(true);
    expect(isEducationValid({ ...added, customInstitutionForeign: true })).toBe(true);
    expect(isEducationValid({ ...added, customInstitutionName: '  ', customInstitutionForeign: true })).toBe(
      false,
    );
  });

  test('an added coding bootcamp needs no foreign answer', () => {
    expect(
      isEducationValid({
        degreeType: 'BOOTCAMP',
        institutionId: -1,
        customInstitutionName: 'Code Camp 9',
        institutionType: 'CODING_BOOTCAMP',
      }),
    ).toBe(true);
  });

  test('-1 is the mark of an added school, not a school id: a type alone does not complete it', () => {
    expect(isEducationValid({ degreeType: 'BACHELORS', institutionId: -1, institutionType: 'COLLEGE' })).toBe(
      false,
    );
  });
});
