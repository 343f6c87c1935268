import { describe, expect, test } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createAjv } from '../../../../../core/rules/createAjv';
import { isGraduationYearNotTooFar, isGraduationYearNotTooOld } from '../../../../../core/rules/formats';
import { stepFormSchema } from '../../../../../core/rules/usedDefinitions';
import { withDefinitions } from '../../../../../core/rules/withDefinitions';
import rawSchema from '../../../../../schemas/steps/education/schema.json';
import fill from '../../../../../schemas/steps/education/fill.json';
import institutions from '../../../../../server/store/seed/institutions.json';
import majors from '../../../../../server/store/seed/majors.json';
import { invalidFills, scenarioFill } from '../../../../../src/staff/fill/generateFills';
import precompiledFunctions from '../../../../../src/generated/validators/education.js';
import {
  errorSchemaToPointers,
  moveRequiredErrorsToFields,
} from '../../../../../src/shared/form/validationErrors';

const schema = withDefinitions(rawSchema);
const serverValidate = createAjv().compile(schema);
// The app's schema: only the shared definitions the step uses (what its validator was built from).
const appSchema = stepFormSchema(rawSchema);
const appValidator = createPrecompiledValidator(
  precompiledFunctions as ValidatorFunctions,
  appSchema as never,
);

/** What the applicant sees: form pointer -> message, from the app's build-time validator. */
function messagesFor(data: Record<string, unknown>): Record<string, string> {
  const { errorSchema } = appValidator.validateFormData(
    data,
    appSchema as never,
    undefined,
    moveRequiredErrorsToFields,
  );
  return errorSchemaToPointers(errorSchema);
}

/** The server's ajv agrees with the app on whether the data is acceptable. */
function expectMessages(data: Record<string, unknown>, expected: Record<string, string>) {
  expect(messagesFor(data)).toEqual(expected);
  expect(serverValidate(data)).toBe(Object.keys(expected).length === 0);
}

const thisYear = new Date().getFullYear();
const listedSchool = { id: '228', name: 'Ohio State University', type: 'COLLEGE' };
const bachelors = {
  educationLevel: 'BACHELORS',
  institution: listedSchool,
  graduationYear: 2016,
  undergraduateMajor: { id: '41', name: 'Computer Science' },
};

describe('Applicant choosing their highest education (spec §2, §5)', () => {
  test('must choose a level', () => {
    expectMessages({}, { '/educationLevel': 'Required' });
    expectMessages({ educationLevel: 'DOCTOR_WHO' }, { '/educationLevel': 'Required' });
  });

  test('with less than high school is asked nothing more', () => {
    expectMessages({ educationLevel: 'LESS_THAN_HIGH_SCHOOL' }, {});
  });

  test('with a high school diploma is asked its year only, no school', () => {
    expectMessages({ educationLevel: 'HIGH_SCHOOL' }, { '/graduationYear': 'Required' });
    expectMessages({ educationLevel: 'HIGH_SCHOOL', graduationYear: 2010 }, {});
  });

  test.each(['ASSOCIATE', 'CERTIFICATE', 'BACHELORS'])(
    'with %s is asked for the school and the year',
    (level) => {
      expectMessages(
        { educationLevel: level },
        { '/institution': 'Selected degree requires a school name', '/graduationYear': 'Required' },
      );
    },
  );

  test('above a bachelor’s is asked which degree, among the seven of spec §2', () => {
    const higher = { ...bachelors, educationLevel: 'HIGHER_THAN_BACHELORS' };
    expectMessages(higher, { '/degreeType': 'Required' });
    expectMessages({ ...higher, degreeType: 'WIZARD' }, { '/degreeType': 'Required' });
    for (const degreeType of ['PHARM', 'MASTERS', 'MBA', 'PHD', 'JD', 'DDS', 'MD']) {
      expectMessages({ ...higher, degreeType }, {});
    }
  });

  test('with a bachelor’s at a listed school, a year and a major is done; the major is optional', () => {
    expectMessages(bachelors, {});
    expectMessages({ ...bachelors, undergraduateMajor: undefined }, {});
  });

  test('who switched to high school keeps no school rules for the answers now hidden', () => {
    expectMessages({ ...bachelors, educationLevel: 'HIGH_SCHOOL', institution: { id: 'x', name: '!!' } }, {});
  });
});

describe('Applicant naming their school (spec §5)', () => {
  test.each([['!Best School'], [' Leading space College'], ['Ecole d’Art']])(
    '"%s" is an invalid institution name',
    (name) => {
      expectMessages(
        { ...bachelors, institution: { id: '-1', name }, customInstitutionForeign: false },
        { '/institution/name': 'Invalid institution name' },
      );
    },
  );

  test.each([
    ["St. Mary's College (Notre Dame)"],
    ['School #5 [Annex] / North; Arts & Sciences, A*B'],
    ['42 Academy'],
  ])('"%s" is accepted', (name) => {
    expectMessages({ ...bachelors, institution: { id: '-1', name }, customInstitutionForeign: true }, {});
  });

  test('an empty name, a missing name and a missing id each say what the degree requires', () => {
    expectMessages(
      { ...bachelors, institution: {} },
      { '/institution/name': 'Selected degree requires a school name' },
    );
    expectMessages(
      { ...bachelors, institution: { ...listedSchool, name: '' } },
      { '/institution/name': 'Selected degree requires a school name' },
    );
    expectMessages(
      { ...bachelors, institution: { id: '228', type: 'COLLEGE' } },
      { '/institution/name': 'Selected degree requires a school name' },
    );
    expectMessages(
      { ...bachelors, institution: { name: 'Ohio State University', type: 'COLLEGE' } },
      { '/institution/id': 'Selected degree requires a school id' },
    );
    expectMessages(
      { ...bachelors, institution: { ...listedSchool, id: 'abc' } },
      { '/institution/id': 'Selected degree requires a school id' },
    );
  });

  test('a listed school needs its type', () => {
    expectMessages(
      { ...bachelors, institution: { id: '228', name: 'Ohio State University' } },
      { '/institution/type': 'Selected degree requires a school type' },
    );
    expectMessages(
      { ...bachelors, institution: { ...listedSchool, type: 'CIRCUS' } },
      { '/institution/type': 'Selected degree requires a school type' },
    );
  });

  test('a school they added (id -1) needs no type but asks whether it is in the United States', () => {
    const custom = { ...bachelors, institution: { id: '-1', name: 'Harbor Nursing Academy' } };
    expectMessages(custom, { '/customInstitutionForeign': 'Required' });
    expectMessages({ ...custom, customInstitutionForeign: false }, {});
    expectMessages({ ...custom, customInstitutionForeign: true }, {});
  });

  test('the foreign question reads Yes for false and No for true (spec §2)', () => {
    const allOf = rawSchema.allOf as unknown as Array<{
      then: { properties?: Record<string, { oneOf?: unknown }> };
    }>;
    const question = allOf.map((entry) => entry.then.properties?.customInstitutionForeign).find(Boolean);
    expect(question?.oneOf).toEqual([
      { const: false, title: 'Yes' },
      { const: true, title: 'No' },
    ]);
  });
});

describe('Applicant giving a graduation year (spec §5, §9 window)', () => {
  test('a year that is not a number is "Required"', () => {
    expectMessages({ ...bachelors, graduationYear: 'twenty' }, { '/graduationYear': 'Required' });
    expectMessages({ ...bachelors, graduationYear: undefined }, { '/graduationYear': 'Required' });
  });

  test('more than 100 years ago is too old', () => {
    expectMessages(
      { ...bachelors, graduationYear: thisYear - 101 },
      { '/graduationYear': 'Graduation must be within the last 100 years' },
    );
  });

  test('more than 10 years from now is too far', () => {
    expectMessages(
      { ...bachelors, graduationYear: thisYear + 11 },
      { '/graduationYear': 'Graduation must be within the next 10 years' },
    );
  });

  test('exactly 100 years back and 10 forward are inside the window', () => {
    expectMessages({ ...bachelors, graduationYear: thisYear - 100 }, {});
    expectMessages({ ...bachelors, graduationYear: thisYear + 10 }, {});
  });

  test('the window moves with the current year', () => {
    const in2030 = new Date(2030, 5, 1);
    expect(isGraduationYearNotTooOld(1930, in2030)).toBe(true);
    expect(isGraduationYearNotTooOld(1929, in2030)).toBe(false);
    expect(isGraduationYearNotTooFar(2040, in2030)).toBe(true);
    expect(isGraduationYearNotTooFar(2041, in2030)).toBe(false);
  });
});

describe('QA filling the education step (fill.json)', () => {
  const step = { schema, fill };

  test.each(['highSchool', 'bachelorsAtSeededInstitution', 'customForeignInstitution'])(
    'the %s scenario is valid',
    (name) => {
      expectMessages(scenarioFill(step, name), {});
    },
  );

  test('invalid fills cover the school, name and year rules with their messages', () => {
    // Rule names carry the answers they apply under ("degreeType.enum when educationLevel=…").
    const rules = invalidFills(step).map(({ rule, message }) => [rule.split(' when ')[0], message]);
    expect(rules).toEqual(
      expect.arrayContaining([
        ['educationLevel.enum', 'Required'],
        ['educationLevel.required', 'Required'],
        ['degreeType.enum', 'Required'],
        ['institution.id.pattern', 'Selected degree requires a school id'],
        ['institution.name.minLength', 'Selected degree requires a school name'],
        ['institution.name.pattern', 'Invalid institution name'],
        ['institution.name.required', 'Selected degree requires a school name'],
        ['institution.type.enum', 'Selected degree requires a school type'],
        ['graduationYear.type', 'Required'],
        ['graduationYear.format', 'Graduation must be within the last 100 years'],
      ]),
    );
  });
});

describe('Listed schools and the fill hints agree with the seeded lookup data', () => {
  test('every listed school’s name passes the institution name rule, so picking one never shows an error', () => {
    for (const school of institutions) {
      expect(
        messagesFor({ ...bachelors, institution: { ...school, id: String(school.id) } }),
        school.name,
      ).toEqual({});
    }
  });

  test('the schools and majors fill.json names are seeded ones', () => {
    const schools = [...fill.institution.examples, fill.scenarios.bachelorsAtSeededInstitution.institution];
    for (const school of schools) {
      expect(institutions).toContainEqual({ id: Number(school.id), name: school.name, type: school.type });
    }
    const chosenMajors = [
      ...fill.undergraduateMajor.examples,
      fill.scenarios.bachelorsAtSeededInstitution.undergraduateMajor,
      fill.scenarios.customForeignInstitution.undergraduateMajor,
    ];
    for (const major of chosenMajors) {
      expect(majors).toContainEqual(expect.objectContaining({ id: Number(major.id), name: major.name }));
    }
  });
});
