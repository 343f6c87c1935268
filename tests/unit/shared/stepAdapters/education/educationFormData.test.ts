import { describe, expect, test } from 'vitest';
import {
  educationFieldErrors,
  toEducationBody,
  toEducationFormData,
} from '../../../../../src/shared/stepAdapters/education/educationFormData';
import { storedEducation } from './storedEducation';

const listedSchool = { id: '228', name: 'Ohio State University', type: 'COLLEGE' };
const record = storedEducation;

describe('Applicant’s education form becomes a record body', () => {
  test('a high school diploma sends the degree and its year, even with answers left from another level', () => {
    expect(
      toEducationBody({
        educationLevel: 'HIGH_SCHOOL',
        institution: listedSchool,
        graduationYear: 2010,
        undergraduateMajor: { id: '41', name: 'Computer Science' },
      }),
    ).toEqual({ degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2010 });
    expect(toEducationBody({ educationLevel: 'LESS_THAN_HIGH_SCHOOL', graduationYear: 2010 })).toEqual({
      degreeType: 'LESS_THAN_HIGH_SCHOOL',
    });
  });

  test('a bachelor’s at a listed school sends the school’s id and type, the year and the major', () => {
    expect(
      toEducationBody({
        educationLevel: 'BACHELORS',
        institution: listedSchool,
        customInstitutionForeign: true,
        graduationYear: 2016,
        undergraduateMajor: { id: '41', name: 'Computer Science' },
      }),
    ).toEqual({
      degreeType: 'BACHELORS',
      expectedOrGraduationYear: 2016,
      institutionId: 228,
      institutionType: 'COLLEGE',
      undergraduateMajorId: 41,
    });
  });

  test('a bachelor’s with the optional major left empty sends no major', () => {
    // An untouched lookup field holds an empty object (RJSF's default for an object property).
    for (const untouched of [{}, { id: '', name: '' }] as never[]) {
      expect(
        toEducationBody({
          educationLevel: 'BACHELORS',
          institution: listedSchool,
          graduationYear: 2016,
          undergraduateMajor: untouched,
        }),
      ).not.toHaveProperty('undergraduateMajorId');
    }
  });

  test('a degree above a bachelor’s sends the chosen degree', () => {
    expect(
      toEducationBody({
        educationLevel: 'HIGHER_THAN_BACHELORS',
        degreeType: 'PHARM',
        institution: listedSchool,
        graduationYear: 2020,
      }),
    ).toMatchObject({ degreeType: 'PHARM', institutionId: 228 });
  });

  test('an associate degree leaves out a major picked earlier for a bachelor’s', () => {
    expect(
      toEducationBody({
        educationLevel: 'ASSOCIATE',
        degreeType: 'MBA',
        institution: listedSchool,
        graduationYear: 2012,
        undergraduateMajor: { id: '41', name: 'Computer Science' },
      }),
    ).toEqual({
      degreeType: 'ASSOCIATE',
      expectedOrGraduationYear: 2012,
      institutionId: 228,
      institutionType: 'COLLEGE',
    });
  });

  test('a school the applicant added sends id -1, the trimmed name and the foreign answer', () => {
    expect(
      toEducationBody({
        educationLevel: 'CERTIFICATE',
        institution: { id: '-1', name: ' Universidad de los Andes ' },
        customInstitutionForeign: true,
        graduationYear: 2019,
      }),
    ).toEqual({
      degreeType: 'CERTIFICATE',
      expectedOrGraduationYear: 2019,
      institutionId: -1,
      customInstitutionName: 'Universidad de los Andes',
      customInstitutionForeign: true,
    });
  });

  test('a form without a level, or above a bachelor’s without a degree, cannot be sent', () => {
    expect(() => toEducationBody({})).toThrow();
    expect(() => toEducationBody({ educationLevel: 'HIGHER_THAN_BACHELORS' })).toThrow();
  });
});

describe('Applicant’s stored education fills the form', () => {
  test('a listed school shows with its name and type, the year and the major', () => {
    expect(
      toEducationFormData(
        record({
          degreeType: 'BACHELORS',
          expectedOrGraduationYear: 2016,
          institutionId: 228,
          institutionName: 'Ohio State University',
          institutionType: 'COLLEGE',
          undergraduateMajorId: 41,
          undergraduateMajorName: 'Computer Science',
        }),
      ),
    ).toEqual({
      educationLevel: 'BACHELORS',
      institution: listedSchool,
      graduationYear: 2016,
      undergraduateMajor: { id: '41', name: 'Computer Science' },
    });
  });

  test('a doctorate shows as higher than bachelor’s with its degree', () => {
    expect(toEducationFormData(record({ degreeType: 'PHD' }))).toEqual({
      educationLevel: 'HIGHER_THAN_BACHELORS',
      degreeType: 'PHD',
    });
  });

  test('an added school shows as id "-1" with its name and the foreign answer', () => {
    expect(
      toEducationFormData(
        record({
          degreeType: 'ASSOCIATE',
          institutionId: -1,
          institutionName: 'Harbor Nursing Academy',
          customInstitutionName: 'Harbor Nursing Academy',
          customInstitutionForeign: false,
        }),
      ),
    ).toEqual({
      educationLevel: 'ASSOCIATE',
      institution: { id: '-1', name: 'Harbor Nursing Academy' },
      customInstitutionForeign: false,
    });
  });

  test('a bootcamp shows as a certificate program, and a degree the form has no level for leaves it unanswered', () => {
    expect(toEducationFormData(record({ degreeType: 'BOOTCAMP' }))).toEqual({
      educationLevel: 'CERTIFICATE',
    });
    expect(toEducationFormData(record({ degreeType: 'OTHER' }))).toEqual({});
  });

  test('a record read back gives the body it was written with', () => {
    const form = {
      educationLevel: 'HIGHER_THAN_BACHELORS' as const,
      degreeType: 'JD',
      institution: { id: '-1', name: 'Lakeside Law Institute' },
      customInstitutionForeign: false,
      graduationYear: 2030,
    };
    const stored = record({
      degreeType: 'JD',
      expectedOrGraduationYear: 2030,
      institutionId: -1,
      institutionName: 'Lakeside Law Institute',
      customInstitutionName: 'Lakeside Law Institute',
      customInstitutionForeign: false,
    });
    expect(toEducationFormData(stored)).toEqual(form);
    expect(toEducationBody(toEducationFormData(stored))).toEqual(toEducationBody(form));
  });
});

describe('Applicant sees a record call’s field errors on the form', () => {
  const errors = [
    { path: '/expectedOrGraduationYear', message: 'Graduation must be within the next 10 years' },
    { path: '/institutionId', message: 'Choose a school from the list' },
    { path: '/customInstitutionName', message: 'Invalid institution name' },
    { path: '/customInstitutionForeign', message: 'Required' },
    { path: '/undergraduateMajorId', message: 'Choose a major from the list' },
    { path: '/id', message: 'Required' },
  ];

  test('each body field lands on the form field it came from; the first message per field wins', () => {
    expect(educationFieldErrors(errors, { educationLevel: 'BACHELORS' })).toEqual({
      '/graduationYear': 'Graduation must be within the next 10 years',
      '/institution': 'Choose a school from the list',
      '/customInstitutionForeign': 'Required',
      '/undergraduateMajor': 'Choose a major from the list',
    });
  });

  test('a degree error lands on the level, or on the degree above a bachelor’s', () => {
    const degreeError = [{ path: '/degreeType', message: 'Required' }];
    expect(educationFieldErrors(degreeError, { educationLevel: 'ASSOCIATE' })).toEqual({
      '/educationLevel': 'Required',
    });
    expect(educationFieldErrors(degreeError, { educationLevel: 'HIGHER_THAN_BACHELORS' })).toEqual({
      '/degreeType': 'Required',
    });
  });
});

describe('Applicant whose major is not on the list', () => {
  test('sends the major they typed by name, and finds it again as their own entry', () => {
    const body = toEducationBody({
      educationLevel: 'BACHELORS',
      institution: listedSchool,
      graduationYear: 2016,
      undergraduateMajor: { id: '-1', name: ' Maritime Archaeology ' },
    });
    expect(body).toMatchObject({ customUndergraduateMajorName: 'Maritime Archaeology' });
    expect(body).not.toHaveProperty('undergraduateMajorId');
    expect(
      toEducationFormData(
        record({ degreeType: 'BACHELORS', customUndergraduateMajorName: 'Maritime Archaeology' }),
      ).undergraduateMajor,
    ).toEqual({ id: '-1', name: 'Maritime Archaeology' });
  });
});
