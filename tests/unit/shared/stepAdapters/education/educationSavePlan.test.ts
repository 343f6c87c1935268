import { describe, expect, test } from 'vitest';
import { planEducationSaves } from '../../../../../src/shared/stepAdapters/education/educationSavePlan';
import { degreeRank, highestEducation } from '../../../../../core/rules/highestEducation';

const body = {
  degreeType: 'BACHELORS',
  institutionId: 228,
  institutionType: 'COLLEGE',
  expectedOrGraduationYear: 2016,
};
const listed = { institutionId: 228, institutionType: 'COLLEGE' };

describe('Applicant saving their education (the create/update/delete loop)', () => {
  test('with nothing stored, the education is created', () => {
    expect(planEducationSaves([], body)).toEqual([{ kind: 'create', body }]);
  });

  test('with one stored, it is updated in place', () => {
    expect(planEducationSaves([{ id: 4, degreeType: 'HIGH_SCHOOL' }], body)).toEqual([
      { kind: 'update', id: 4, body },
    ]);
  });

  test('with several stored, the highest is updated first and every other is then deleted', () => {
    const stored = [
      { id: 1, degreeType: 'HIGH_SCHOOL' },
      { id: 2, degreeType: 'MASTERS', ...listed },
      { id: 3, degreeType: 'ASSOCIATE', ...listed },
    ];
    expect(planEducationSaves(stored, body)).toEqual([
      { kind: 'update', id: 2, body },
      { kind: 'delete', id: 1 },
      { kind: 'delete', id: 3 },
    ]);
  });
});

describe('Which stored education is the applicant’s highest', () => {
  test('degrees rank from less than high school up to doctorates', () => {
    const ordered = [
      'LESS_THAN_HIGH_SCHOOL',
      'HIGH_SCHOOL',
      'CERTIFICATE',
      'ASSOCIATE',
      'BACHELORS',
      'MASTERS',
      'PHD',
    ];
    const ranks = ordered.map(degreeRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(ordered.length);
    expect(degreeRank('BOOTCAMP')).toBe(degreeRank('CERTIFICATE'));
    expect(degreeRank('MBA')).toBe(degreeRank('MASTERS'));
  });

  test('the highest degree wins; between equals a complete one, then the latest', () => {
    expect(highestEducation([])).toBeUndefined();
    expect(
      highestEducation([
        { id: 1, degreeType: 'BACHELORS', ...listed },
        { id: 2, degreeType: 'ASSOCIATE', ...listed },
      ])?.id,
    ).toBe(1);
    expect(
      highestEducation([
        { id: 1, degreeType: 'BACHELORS', ...listed },
        { id: 2, degreeType: 'BACHELORS' },
      ])?.id,
    ).toBe(1);
    expect(
      highestEducation([
        { id: 1, degreeType: 'BACHELORS', ...listed },
        { id: 2, degreeType: 'BACHELORS', ...listed },
      ])?.id,
    ).toBe(2);
  });
});
