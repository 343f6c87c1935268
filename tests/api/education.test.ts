import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveApplication, saveFlowState } from '../../server/store/applications';
import { applicantWithApplication, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

type Applicant = Awaited<ReturnType<typeof applicantWithApplication>>;
type School = { id: number; name: string; type: string };
type Major = { id: number; name: string };

const thisYear = new Date().getFullYear();

/** The earlier steps belong to other screens; these tests start with the application on the education step. */
async function moveTo(applicant: Applicant, step: string, returnToStep: string | null = null) {
  await saveFlowState(
    harness.app.db,
    applicant.applicationUuid,
    { currentFlowStep: step, returnToStep },
    new Date(),
  );
}

async function applicantOnEducation(person?: { firstName: string; lastName: string }) {
  const applicant = await applicantWithApplication(harness, person);
  await moveTo(applicant, 'EDUCATION');
  return applicant;
}

function seededSchool(type = 'COLLEGE'): Promise<School> {
  return harness.app.db
    .selectFrom('institutions')
    .select(['id', 'name', 'type'])
    .where('type', '=', type)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

function seededMajor(): Promise<Major> {
  return harness.app.db
    .selectFrom('undergraduate_majors')
    .select(['id', 'name'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });
const list = (applicant: Applicant) => applicant.call('listEducations', { params: params(applicant) });
const create = (applicant: Applicant, body: Record<string, unknown>) =>
  applicant.call('createEducation', { params: params(applicant), body });
const update = (applicant: Applicant, body: Record<string, unknown>) =>
  applicant.call('updateEducation', { params: params(applicant), body });
const remove = (applicant: Applicant, id: unknown) =>
  applicant.call('deleteEducation', { params: params(applicant), body: { id } });
const submitStep = (applicant: Applicant, body: unknown = {}) =>
  applicant.call('postFlowStep', { params: { ...params(applicant), step: 'education' }, body });

describe('education records', () => {
  it('Applicant with a bachelor’s from a listed school gets its name, type and major from the lookup tables', async () => {
    const applicant = await applicantOnEducation();
    const school = await seededSchool();
    const major = await seededMajor();
    const created = await create(applicant, {
      degreeType: 'BACHELORS',
      expectedOrGraduationYear: 2016,
      institutionId: school.id,
      institutionType: 'COLLEGE',
      undergraduateMajorId: major.id,
    });
    expect(created.statusCode).toBe(200);
    expect(created.result).toEqual({
      id: expect.any(Number),
      applicationUuid: applicant.applicationUuid,
      entityUuid: applicant.userUuid,
      degreeType: 'BACHELORS',
      expectedOrGraduationYear: 2016,
      institutionId: school.id,
      institutionName: school.name,
      institutionType: school.type,
      customInstitutionName: null,
      customInstitutionForeign: null,
      foreignInstitution: false,
      undergraduateMajorId: major.id,
      undergraduateMajorName: major.name,
      customUndergraduateMajorName: null,
    });
    expect((await list(applicant)).result).toEqual([created.result]);
  });

  it('Applicant whose major is not listed types their own, kept as the custom major name', async () => {
    const applicant = await applicantOnEducation();
    const school = await seededSchool();
    const created = await create(applicant, {
      degreeType: 'BACHELORS',
      expectedOrGraduationYear: 2016,
      institutionId: school.id,
      institutionType: 'COLLEGE',
      customUndergraduateMajorName: 'Women’s Studies – Maritime',
    });
    expect(created.statusCode).toBe(200);
    expect(created.result).toMatchObject({
      undergraduateMajorId: null,
      undergraduateMajorName: null,
      customUndergraduateMajorName: 'Women’s Studies – Maritime',
    });
    const both = await create(applicant, {
      degreeType: 'BACHELORS',
      undergraduateMajorId: (await seededMajor()).id,
      customUndergraduateMajorName: 'Maritime Archaeology',
    });
    expect(both.statusCode).toBe(400);
    expect(both.result.details?.fieldErrors).toEqual([
      {
        path: '/customUndergraduateMajorName',
        message: 'Choose a major from the list or type your own, not both',
      },
    ]);
    const badName = await create(applicant, {
      degreeType: 'BACHELORS',
      customUndergraduateMajorName: '<b>Art</b>',
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.result.details?.fieldErrors).toEqual([
      {
        path: '/customUndergraduateMajorName',
        message:
          "Start with a letter or number; use letters, numbers, spaces and . & ( ) * [ ] / ' , ; # - only",
      },
    ]);
  });

  it('Applicant who adds a school abroad is stored with id -1 and marked foreign', async () => {
    const applicant = await applicantOnEducation();
    const created = await create(applicant, {
      degreeType: 'MASTERS',
      expectedOrGraduationYear: 2019,
      institutionId: -1,
      customInstitutionName: 'Universidad de los Andes  ',
      customInstitutionForeign: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.result).toMatchObject({
      institutionId: -1,
      institutionName: 'Universidad de los Andes',
      institutionType: null,
      customInstitutionName: 'Universidad de los Andes',
      customInstitutionForeign: true,
      foreignInstitution: true,
    });
  });

  it('Applicant changing their education updates the entry in place', async () => {
    const applicant = await applicantOnEducation();
    const created = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    const id = created.result.id as number;
    const school = await seededSchool();
    const updated = await update(applicant, {
      id,
      degreeType: 'ASSOCIATE',
      expectedOrGraduationYear: thisYear + 1,
      institutionId: school.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.result).toMatchObject({ id, degreeType: 'ASSOCIATE', institutionName: school.name });
    expect((await list(applicant)).result).toHaveLength(1);
  });

  it('Applicant deleting an entry gets the entries left', async () => {
    const applicant = await applicantOnEducation();
    const first = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    const second = await create(applicant, { degreeType: 'LESS_THAN_HIGH_SCHOOL' });
    const response = await remove(applicant, first.result.id);
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual([second.result]);
  });

  it('Applicant cannot store more than 10 entries, even sending two creates at once with room for one', async () => {
    const applicant = await applicantOnEducation();
    // Each create its own action (its own Idempotency-Key), as the app sends them.
    const createOne = () =>
      applicant.call('createEducation', {
        params: params(applicant),
        body: { degreeType: 'HIGH_SCHOOL' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    for (let index = 0; index < 9; index += 1) expect((await createOne()).statusCode).toBe(200);
    const both = await Promise.all([createOne(), createOne()]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const oneMore = await createOne();
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.result.details?.fieldErrors?.[0]?.message).toBe(
      'An application holds at most 10 education entries',
    );
    expect((await list(applicant)).result).toHaveLength(10);
  });

  it('Applicant updating or deleting an entry that is not theirs gets 404', async () => {
    const owner = await applicantOnEducation();
    const theirs = await create(owner, { degreeType: 'HIGH_SCHOOL' });
    const other = await applicantOnEducation({ firstName: 'Ana', lastName: 'Silva' });
    for (const id of [theirs.result.id as number, 999_999]) {
      const updated = await update(other, { id, degreeType: 'HIGH_SCHOOL' });
      expect(updated.statusCode).toBe(404);
      expect(updated.result.exceptionType).toBe('EducationNotFound');
      expect((await remove(other, id)).statusCode).toBe(404);
    }
    expect((await list(owner)).result).toEqual([theirs.result]);
  });

  it('Applicant with a high school diploma needs no school', async () => {
    const applicant = await applicantOnEducation();
    const created = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    expect(created.statusCode).toBe(200);
    expect(created.result).toMatchObject({ institutionId: null, expectedOrGraduationYear: null });
  });

  it('Someone else cannot read an applicant’s education', async () => {
    const owner = await applicantOnEducation();
    await create(owner, { degreeType: 'HIGH_SCHOOL' });
    const other = await applicantOnEducation({ firstName: 'Ana', lastName: 'Silva' });
    const response = await other.call('listEducations', { params: params(owner) });
    expect(response.statusCode).toBe(404);
  });
});

describe('education rules (spec §5)', () => {
  it.each([
    [thisYear - 101, 'Graduation must be within the last 100 years'],
    [thisYear + 11, 'Graduation must be within the next 10 years'],
    ['2016', 'Required'],
  ])('Applicant who graduated in %s is told "%s"', async (year, message) => {
    const applicant = await applicantOnEducation();
    const response = await create(applicant, { degreeType: 'ASSOCIATE', expectedOrGraduationYear: year });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([{ path: '/expectedOrGraduationYear', message }]);
  });

  it('Applicant who graduated exactly 100 years ago or expects to in 10 years is accepted', async () => {
    const applicant = await applicantOnEducation();
    for (const year of [thisYear - 100, thisYear + 10]) {
      const response = await create(applicant, { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: year });
      expect(response.statusCode).toBe(200);
    }
  });

  it('Applicant adding a school named with symbols we don’t accept is told "Invalid institution name"', async () => {
    const applicant = await applicantOnEducation();
    const response = await create(applicant, {
      degreeType: 'BACHELORS',
      institutionId: -1,
      customInstitutionName: '!Best School',
      customInstitutionForeign: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/customInstitutionName', message: 'Invalid institution name' },
    ]);
  });

  it('Applicant naming a school or major that is not listed gets a 400 on that field', async () => {
    const applicant = await applicantOnEducation();
    const response = await create(applicant, {
      degreeType: 'BACHELORS',
      institutionId: 99_999_999,
      undergraduateMajorId: 99_999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/institutionId', message: 'Choose a school from the list' },
      { path: '/undergraduateMajorId', message: 'Choose a major from the list' },
    ]);
    expect((await list(applicant)).result).toEqual([]);
  });

  it('Applicant sending a custom school name with a listed school gets a 400', async () => {
    const applicant = await applicantOnEducation();
    const response = await create(applicant, {
      degreeType: 'BACHELORS',
      institutionId: (await seededSchool()).id,
      customInstitutionName: 'Somewhere Else',
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/customInstitutionName', message: 'Only a school you add yourself takes this' },
    ]);
  });

  it('Applicant sending an unknown degree or field gets a 400', async () => {
    const applicant = await applicantOnEducation();
    const response = await create(applicant, { degreeType: 'WIZARD', nickname: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: '/degreeType', message: 'Required' },
        { path: '/nickname', message: 'Unknown field' },
      ]),
    );
  });
});

describe('when education can be changed', () => {
  it('Applicant on another step gets 409 flow step invalid when writing education, but can read it', async () => {
    const applicant = await applicantWithApplication(harness);
    const response = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    expect(response.statusCode).toBe(409);
    expect(response.result.exceptionType).toBe('FlowStepInvalid');
    expect(response.result.details).toEqual({ currentFlowStep: 'ADDRESS_AND_PHONE' });
    expect((await update(applicant, { id: 1, degreeType: 'HIGH_SCHOOL' })).statusCode).toBe(409);
    expect((await remove(applicant, 1)).statusCode).toBe(409);
    expect((await list(applicant)).statusCode).toBe(200);
  });

  it('Applicant whose application is no longer in progress gets 422', async () => {
    const applicant = await applicantOnEducation();
    await resolveApplication(harness.app.db, applicant.applicationUuid, 'WITHDRAWN', new Date());
    const response = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
  });

  it('Applicant who reopened education from review can change it and returns to review', async () => {
    const applicant = await applicantOnEducation();
    await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    await moveTo(applicant, 'REVIEW');
    expect((await create(applicant, { degreeType: 'ASSOCIATE' })).statusCode).toBe(409);
    const edit = await applicant.call('editFlowStep', {
      params: params(applicant),
      body: { currentStep: 'REVIEW', step: 'EDUCATION' },
    });
    expect(edit.result.currentFlowStep).toBe('EDUCATION');
    const [stored] = (await list(applicant)).result as unknown as Array<{ id: number }>;
    expect(
      (await update(applicant, { id: stored!.id, degreeType: 'LESS_THAN_HIGH_SCHOOL' })).statusCode,
    ).toBe(200);
    expect((await submitStep(applicant)).result).toEqual({ currentFlowStep: 'REVIEW', canGoBack: true });
  });
});

describe('the education step', () => {
  it('Applicant who has not told us their education is asked for it (STEP_MISSING_EDUCATION)', async () => {
    const applicant = await applicantOnEducation();
    const response = await submitStep(applicant);
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_EDUCATION');
  });

  it.each([
    ['a degree without a school', { degreeType: 'BACHELORS', expectedOrGraduationYear: 2015 }],
    [
      'a school they added without saying whether it is abroad',
      {
        degreeType: 'ASSOCIATE',
        expectedOrGraduationYear: 2018,
        institutionId: -1,
        customInstitutionName: 'Harbor Nursing Academy',
      },
    ],
  ])('Applicant with %s is told information is missing (INCOMPLETE_EDUCATION)', async (_case, body) => {
    const applicant = await applicantOnEducation();
    expect((await create(applicant, body)).statusCode).toBe(200);
    const response = await submitStep(applicant);
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('INCOMPLETE_EDUCATION');
    expect(response.result.message).toBe('There is information missing about your education');
    expect(response.result.details?.fieldErrors).toEqual([
      {
        path: '/educations/0',
        code: 'INCOMPLETE_EDUCATION',
        message: 'There is information missing about your education',
      },
    ]);
    expect((await applicant.call('getCurrentFlowStep', { params: params(applicant) })).result).toMatchObject({
      currentFlowStep: 'EDUCATION',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a high school diploma', { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2004 }],
    ['less than high school, which has no year', { degreeType: 'LESS_THAN_HIGH_SCHOOL' }],
    ['a listed school', { degreeType: 'BACHELORS', expectedOrGraduationYear: 2012, institutionId: 'SCHOOL' }],
    [
      'a school abroad they added',
      {
        degreeType: 'PHD',
        expectedOrGraduationYear: 2016,
        institutionId: -1,
        customInstitutionName: 'ETH Zurich',
        customInstitutionForeign: true,
      },
    ],
    [
      'a coding bootcamp they added',
      {
        degreeType: 'BOOTCAMP',
        institutionId: -1,
        customInstitutionName: 'Code Camp 9',
        institutionType: 'CODING_BOOTCAMP',
      },
    ],
  ])('Applicant with %s moves on to savings', async (_case, body) => {
    const applicant = await applicantOnEducation();
    // The listed school's id comes from the seeded lookup table, known only once the app runs.
    const withSchool =
      body.institutionId === 'SCHOOL' ? { ...body, institutionId: (await seededSchool()).id } : body;
    expect((await create(applicant, withSchool)).statusCode).toBe(200);
    const response = await submitStep(applicant);
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ currentFlowStep: 'SAVINGS', canGoBack: true });
  });

  it('Applicant whose diploma or degree has no graduation year stays on education, told it is required', async () => {
    const applicant = await applicantOnEducation();
    expect((await create(applicant, { degreeType: 'HIGH_SCHOOL' })).statusCode).toBe(200);
    const response = await submitStep(applicant);
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('INCOMPLETE_EDUCATION');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/educations/0/expectedOrGraduationYear', code: 'INCOMPLETE_EDUCATION', message: 'Required' },
    ]);
  });

  it('Applicant reads their entries as the step’s data', async () => {
    const applicant = await applicantOnEducation();
    const created = await create(applicant, { degreeType: 'HIGH_SCHOOL' });
    const response = await applicant.call('getFlowStep', {
      params: { ...params(applicant), step: 'education' },
    });
    expect(response.result).toEqual({ educations: [created.result] });
  });

  it('Applicant sending fields to the step itself gets a 400', async () => {
    const applicant = await applicantOnEducation();
    const response = await submitStep(applicant, { degreeType: 'HIGH_SCHOOL' });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([{ path: '/degreeType', message: 'Unknown field' }]);
  });
});
