import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantOnIdentity,
  currentStep,
  editStep,
  placeOnStep,
  readStep,
  submitStep,
  verifyIdentity,
  type Applicant,
} from './support/identityJourney';
import { applicantWithApplication, startApp, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const salaryJob = {
  category: 'EMPLOYED_SALARY',
  occupationId: 75,
  occupationName: 'Registered Nurse',
  companyId: 69,
  companyName: 'Huntsville Regional Medical Center',
  from: '2019-03-02T00:00:00.000Z',
  salary: 72000,
  otherCompensation: 1500,
};

const hourlyJob = {
  category: 'EMPLOYED_HOURLY',
  occupationId: 51,
  occupationName: 'Cook',
  customCompanyName: 'Lopez Family Bakery',
  from: '2022-11-02T00:00:00.000Z',
  hourlyWage: 15.25,
  hoursPerWeek: 20,
  payFrequency: 'BIWEEKLY',
  salary: 15860,
  otherCompensation: 0,
};

const pension = { amount: 14000, category: 'RETIREMENT_AND_PENSION', description: 'Pension from the county' };

async function applicantOnIncome(): Promise<Applicant> {
  const applicant = await applicantOnIdentity(harness);
  await verifyIdentity(applicant, { dob: '07041985', ssn: '123456789' });
  return applicant;
}

const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });
/** Each create is its own action, with its own Idempotency-Key, as the app sends it. */
const create = (applicant: Applicant, body: unknown) =>
  applicant.call('createJobIncomeSource', {
    params: params(applicant),
    body,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
const update = (applicant: Applicant, body: unknown) =>
  applicant.call('updateJobIncomeSource', { params: params(applicant), body });
const remove = (applicant: Applicant, body: unknown) =>
  applicant.call('deleteJobIncomeSource', { params: params(applicant), body });
const list = (applicant: Applicant) => applicant.call('listJobsIncomeSources', { params: params(applicant) });

describe('jobs and income sources', () => {
  it('Applicant stores a job and an income source and reads them back with their ids', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    expect(job.statusCode).toBe(200);
    expect(job.result).toEqual({
      id: expect.any(Number),
      kind: 'JOB',
      applicationUuid: applicant.applicationUuid,
      entityUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The listed occupation's title and job type come from the lookup table.
      jobFields: { ...salaryJob, title: 'Registered Nurse', jobTypeAndTitleId: 4001 },
    });
    const source = await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    expect(source.result).toMatchObject({ kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    const listed = await list(applicant);
    expect(listed.statusCode).toBe(200);
    expect(listed.result).toEqual([job.result, source.result]);
    expect((await readStep(applicant, 'income')).result).toEqual({
      jobsIncomeSources: [job.result, source.result],
    });
  });

  it('Applicant who sends an occupation id as text has it stored as a number', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: { ...salaryJob, occupationId: '123' } });
    expect(job.statusCode).toBe(200);
    expect((job.result.jobFields as { occupationId: unknown }).occupationId).toBe(123);
    const notANumber = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, occupationId: '12a' },
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/occupationId', message: 'Choose your job title from the list' },
    ]);
  });

  it('Applicant’s job is stored with the listed names, not ones the client made up; unknown ids are refused', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, occupationName: 'Astronaut', companyName: 'Made Up Inc' },
    });
    expect(job.result.jobFields).toMatchObject({
      occupationName: 'Registered Nurse',
      companyName: 'Huntsville Regional Medical Center',
    });
    const unknown = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, occupationId: 999999, companyId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/occupationId', message: 'Choose a job title from the list' },
      { path: '/jobFields/companyId', message: 'Choose an employer from the list' },
    ]);
  });

  it('Applicant whose job title is not on the list stores a title of their own, trimmed, and can update it', async () => {
    const applicant = await applicantOnIncome();
    const { occupationId: _id, occupationName: _name, ...withoutOccupation } = salaryJob;
    const job = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...withoutOccupation, title: '  Community Health Outreach Lead ' },
    });
    expect(job.statusCode).toBe(200);
    expect(job.result.jobFields).toEqual({ ...withoutOccupation, title: 'Community Health Outreach Lead' });
    expect((await list(applicant)).result).toEqual([job.result]);

    const renamed = await update(applicant, {
      id: job.result.id,
      kind: 'JOB',
      // A name or job type beside a title of one's own is no listed occupation: not stored.
      jobFields: {
        ...withoutOccupation,
        title: 'Outreach Lead',
        occupationName: 'Registered Nurse',
        jobTypeAndTitleId: 4001,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.result.jobFields).toEqual({ ...withoutOccupation, title: 'Outreach Lead' });
  });

  it('Applicant cannot store a blank job title of their own', async () => {
    const applicant = await applicantOnIncome();
    const { occupationId: _id, occupationName: _name, ...withoutOccupation } = salaryJob;
    const blank = await create(applicant, { kind: 'JOB', jobFields: { ...withoutOccupation, title: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/title', message: 'Enter your job title' },
    ]);
    expect((await list(applicant)).result).toEqual([]);
  });

  it('Applicant cannot store more than 20 jobs and income sources, nor an amount past $9,999,999.99', async () => {
    const applicant = await applicantOnIncome();
    for (let index = 0; index < 20; index += 1) {
      expect(
        (await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension })).statusCode,
      ).toBe(200);
    }
    const oneMore = await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.result.details?.fieldErrors?.[0]?.message).toBe(
      'An application holds at most 20 jobs and income sources',
    );
    const [first] = (await list(applicant)).result as unknown as Array<{ id: number }>;
    const huge = await update(applicant, {
      id: first?.id,
      kind: 'INCOME_SOURCE',
      incomeSourceFields: { ...pension, amount: 1e308 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.result.details?.fieldErrors).toEqual([
      { path: '/incomeSourceFields/amount', message: 'Enter an amount up to $9,999,999.99' },
    ]);
  });

  it('Applicant sending a salary past $9,999,999.99 or an hourly wage past $999.99 is told the limit', async () => {
    const applicant = await applicantOnIncome();
    const salary = await create(applicant, { kind: 'JOB', jobFields: { ...salaryJob, salary: 10_000_000 } });
    expect(salary.statusCode).toBe(400);
    expect(salary.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/salary', message: 'Enter an amount up to $9,999,999.99' },
    ]);
    const wage = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, category: 'EMPLOYED_HOURLY', hourlyWage: 1000, hoursPerWeek: 40 },
    });
    expect(wage.statusCode).toBe(400);
    expect(wage.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/hourlyWage', message: 'Enter an amount up to $999.99' },
    ]);
    const atTheLimit = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, salary: 9_999_999.99 },
    });
    expect(atTheLimit.statusCode).toBe(200);
  });

  it('Applicant sending two creates at once with room for one stores one and is refused the other', async () => {
    const applicant = await applicantOnIncome();
    for (let index = 0; index < 19; index += 1) {
      await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    }
    const both = await Promise.all([
      create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension }),
      create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await list(applicant)).result).toHaveLength(20);
  });

  it('Applicant changes a job, which keeps its id and entity, and removes an income source', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    const source = await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    const changed = await update(applicant, { id: job.result.id, kind: 'JOB', jobFields: hourlyJob });
    expect(changed.statusCode).toBe(200);
    expect(changed.result).toEqual({
      ...job.result,
      jobFields: { ...hourlyJob, title: 'Cook', jobTypeAndTitleId: 3001 },
    });
    const removed = await remove(applicant, { id: source.result.id, kind: 'INCOME_SOURCE' });
    expect(removed.statusCode).toBe(200);
    expect(removed.result).toEqual({ id: source.result.id, kind: 'INCOME_SOURCE' });
    expect((await list(applicant)).result).toEqual([changed.result]);
    const again = await remove(applicant, { id: source.result.id, kind: 'INCOME_SOURCE' });
    expect(again.statusCode).toBe(404);
    expect(again.result.exceptionType).toBe('JobIncomeSourceNotFound');
  });

  it('Applicant cannot change a record that does not exist, has another kind or is another applicant’s', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    const someoneElse = await applicantWithApplication(harness, { firstName: 'Dana', lastName: 'Brooks' });
    await placeOnStep(harness, someoneElse, 'INCOME');
    const theirs = await create(someoneElse, { kind: 'INCOME_SOURCE', incomeSourceFields: pension });
    for (const response of [
      await update(applicant, { id: 999999, kind: 'JOB', jobFields: salaryJob }),
      await update(applicant, { id: job.result.id, kind: 'INCOME_SOURCE', incomeSourceFields: pension }),
      await update(applicant, { id: theirs.result.id, kind: 'INCOME_SOURCE', incomeSourceFields: pension }),
      await remove(applicant, { id: theirs.result.id, kind: 'INCOME_SOURCE' }),
      await remove(applicant, { id: job.result.id, kind: 'INCOME_SOURCE' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.result.exceptionType).toBe('JobIncomeSourceNotFound');
    }
    expect((await list(someoneElse)).result).toEqual([theirs.result]);
    const foreignApplication = await someoneElse.call('listJobsIncomeSources', { params: params(applicant) });
    expect(foreignApplication.statusCode).toBe(404);
    expect(foreignApplication.result.exceptionType).toBe('ApplicationNotFound');
  });

  it('Applicant sending amounts below zero, 169 hours or a bad business name gets each field’s message', async () => {
    const applicant = await applicantOnIncome();
    const response = await create(applicant, {
      kind: 'JOB',
      jobFields: {
        salary: -1,
        hourlyWage: -0.5,
        otherCompensation: -10,
        hoursPerWeek: 169,
        customCompanyName: '-Acme',
        payFrequency: 'DAILY',
        category: 'EMPLOYED_SOMETIMES',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: '/jobFields/salary', message: 'Must be 0 or more' },
        { path: '/jobFields/hourlyWage', message: 'Must be 0 or more' },
        { path: '/jobFields/otherCompensation', message: 'Must be 0 or more' },
        { path: '/jobFields/hoursPerWeek', message: 'Must be 168 or less' },
        { path: '/jobFields/customCompanyName', message: 'Start with a letter or number' },
        { path: '/jobFields/payFrequency', message: 'Required' },
        { path: '/jobFields/category', message: 'Must be one of the job categories' },
      ]),
    );
    const longName = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...hourlyJob, customCompanyName: 'A'.repeat(256) },
    });
    expect(longName.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/customCompanyName', message: 'Must be 255 characters or fewer' },
    ]);
    const longestName = await create(applicant, {
      kind: 'JOB',
      jobFields: { ...hourlyJob, customCompanyName: `9${'a'.repeat(254)}`, hoursPerWeek: 0 },
    });
    expect(longestName.statusCode).toBe(200);
    const negativeSource = await create(applicant, {
      kind: 'INCOME_SOURCE',
      incomeSourceFields: { amount: -5, category: 'ALIMONY', description: 'Paid <monthly>' },
    });
    expect(negativeSource.result.details?.fieldErrors).toEqual([
      { path: '/incomeSourceFields/amount', message: 'Must be 0 or more' },
      {
        path: '/incomeSourceFields/description',
        message: 'Use letters, numbers, spaces and , \' " ’ “ & + $ . ( ) % / - only',
      },
    ]);
    expect((await list(applicant)).result).toHaveLength(1);
  });

  it('Applicant sending a record of the wrong kind or with the other kind’s fields gets a 400', async () => {
    const applicant = await applicantOnIncome();
    const unknownKind = await create(applicant, { kind: 'CAR', jobFields: salaryJob });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.result.details?.fieldErrors).toEqual([
      { path: '/kind', message: 'Must be JOB or INCOME_SOURCE' },
    ]);
    const mixed = await create(applicant, { kind: 'JOB', incomeSourceFields: pension });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.result.details?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: '/jobFields', message: 'Required' },
        { path: '/incomeSourceFields', message: 'Only an INCOME_SOURCE record has incomeSourceFields' },
      ]),
    );
    const sourceWithoutAmount = await create(applicant, {
      kind: 'INCOME_SOURCE',
      incomeSourceFields: { category: 'OTHER' },
    });
    expect(sourceWithoutAmount.result.details?.fieldErrors).toEqual([
      { path: '/incomeSourceFields/amount', message: 'Required' },
    ]);
    const extra = await create(applicant, { kind: 'JOB', jobFields: salaryJob, id: 4 });
    expect(extra.result.details?.fieldErrors).toEqual([{ path: '/id', message: 'Unknown field' }]);
    const updateWithoutId = await update(applicant, { kind: 'JOB', jobFields: salaryJob });
    expect(updateWithoutId.result.details?.fieldErrors).toEqual([{ path: '/id', message: 'Required' }]);
    const deleteWithoutKind = await remove(applicant, { id: 1 });
    expect(deleteWithoutKind.result.details?.fieldErrors).toEqual([{ path: '/kind', message: 'Required' }]);
  });

  it('Applicant on another step cannot change jobs and income (409) but can still read them', async () => {
    const applicant = await applicantOnIdentity(harness);
    const early = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    expect(early.statusCode).toBe(409);
    expect(early.result.exceptionType).toBe('FlowStepInvalid');
    expect(early.result.details).toEqual({ currentFlowStep: 'ID_VERIFICATION' });
    await placeOnStep(harness, applicant, 'INCOME');
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    await placeOnStep(harness, applicant, 'EDUCATION');
    expect(
      (await update(applicant, { id: job.result.id, kind: 'JOB', jobFields: hourlyJob })).statusCode,
    ).toBe(409);
    expect((await remove(applicant, { id: job.result.id, kind: 'JOB' })).statusCode).toBe(409);
    expect((await list(applicant)).result).toEqual([job.result]);
  });

  it('Applicant whose application is no longer in progress cannot change jobs and income', async () => {
    const applicant = await applicantOnIncome();
    await harness.app.db
      .updateTable('applications')
      .set({ decision_status: 'WITHDRAWN' })
      .where('uuid', '=', applicant.applicationUuid)
      .execute();
    const response = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
  });

  it('Calls without a bearer token are refused', async () => {
    const applicant = await applicantOnIncome();
    const response = await applicant.call('listJobsIncomeSources', {
      params: params(applicant),
      token: null,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the income step', () => {
  it('Applicant earning enough moves on to education', async () => {
    const applicant = await applicantOnIncome();
    await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    const moved = await submitStep(applicant, 'income');
    expect(moved.statusCode).toBe(200);
    expect(moved.result).toEqual({ currentFlowStep: 'EDUCATION', canGoBack: true });
  });

  it('Applicant with a job title of their own moves on to education with that title stored', async () => {
    const applicant = await applicantOnIncome();
    const { occupationId: _id, occupationName: _name, ...withoutOccupation } = salaryJob;
    await create(applicant, { kind: 'JOB', jobFields: { ...withoutOccupation, title: 'Doula' } });
    const moved = await submitStep(applicant, 'income');
    expect(moved.statusCode).toBe(200);
    expect(moved.result).toEqual({ currentFlowStep: 'EDUCATION', canGoBack: true });
    const stored = (await list(applicant)).result as unknown as Array<{ jobFields: Record<string, unknown> }>;
    expect(stored[0]?.jobFields).toMatchObject({ title: 'Doula', salary: 72000 });
  });

  it('Applicant whose hourly job and pension add up to the minimum moves on', async () => {
    const applicant = await applicantOnIncome();
    // 52 × 20 × 15.25 = 15,860 is already over 12,000 on its own; without its salary it is computed.
    const { salary: _salary, ...withoutSalary } = hourlyJob;
    await create(applicant, {
      kind: 'JOB',
      jobFields: { ...withoutSalary, hoursPerWeek: 5, hourlyWage: 10 },
    });
    await create(applicant, { kind: 'INCOME_SOURCE', incomeSourceFields: { ...pension, amount: 9400 } });
    const moved = await submitStep(applicant, 'income');
    expect(moved.result).toEqual({ currentFlowStep: 'EDUCATION', canGoBack: true });
  });

  it('Applicant below minimum income sees the income page', async () => {
    const applicant = await applicantOnIncome();
    await create(applicant, {
      kind: 'JOB',
      jobFields: { ...salaryJob, salary: 11000, otherCompensation: 0 },
    });
    const response = await submitStep(applicant, 'income');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ currentFlowStep: 'INCOME_NOT_AVAILABLE', canGoBack: false });
    const application = await applicant.call('getApplication', { params: params(applicant) });
    expect(application.result.decisionStatus).toBe('DISQUALIFIED');
    const late = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    expect(late.statusCode).toBe(422);
  });

  it('Applicant whose only job starts in December next year has no income today: a job offer is not counted', async () => {
    const applicant = await applicantOnIncome();
    const nextYear = new Date().getUTCFullYear() + 1;
    // 52 × 37 × $20 = $38,480 a year, once the job has started.
    const { salary: _salary, ...withoutSalary } = hourlyJob;
    const later = {
      ...withoutSalary,
      hourlyWage: 20,
      hoursPerWeek: 37,
      from: `${nextYear}-12-02T00:00:00.000Z`,
    };
    await create(applicant, { kind: 'JOB', jobFields: later });
    const response = await submitStep(applicant, 'income');
    expect(response.result).toEqual({ currentFlowStep: 'INCOME_NOT_AVAILABLE', canGoBack: false });
  });

  it('Applicant whose job started this month counts its pay as income today', async () => {
    const applicant = await applicantOnIncome();
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-02T00:00:00.000Z`;
    const { salary: _salary, ...withoutSalary } = hourlyJob;
    await create(applicant, {
      kind: 'JOB',
      jobFields: { ...withoutSalary, hourlyWage: 20, hoursPerWeek: 37, from: thisMonth },
    });
    const moved = await submitStep(applicant, 'income');
    expect(moved.result).toEqual({ currentFlowStep: 'EDUCATION', canGoBack: true });
  });

  it('Applicant who submits income without telling us any is asked for it, not turned down', async () => {
    const applicant = await applicantOnIncome();
    const response = await submitStep(applicant, 'income');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/jobsIncomeSources', code: 'STEP_INCOMPLETE_DATA', message: 'Tell us about your income' },
    ]);
    expect((await currentStep(applicant)).currentFlowStep).toBe('INCOME');
  });

  it('Applicant sending an empty job is told what it lacks, and nothing is stored', async () => {
    const applicant = await applicantOnIncome();
    const empty = await create(applicant, { kind: 'JOB', jobFields: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(empty.result.details?.fieldErrors).toEqual([
      {
        path: '/jobFields/category',
        code: 'STEP_INCOMPLETE_DATA',
        message: 'Choose what kind of job this is',
      },
    ]);
    const categoryOnly = await create(applicant, { kind: 'JOB', jobFields: { category: 'EMPLOYED_SALARY' } });
    expect(categoryOnly.statusCode).toBe(422);
    expect(categoryOnly.result.details?.fieldErrors).toEqual([
      {
        path: '/jobFields/salary',
        code: 'STEP_INCOMPLETE_DATA',
        message: 'Enter what this job pays in a year',
      },
    ]);
    const halfAnHourlyWage = await create(applicant, {
      kind: 'JOB',
      jobFields: { category: 'EMPLOYED_HOURLY', hourlyWage: 18 },
    });
    expect(halfAnHourlyWage.result.details?.fieldErrors).toEqual([
      { path: '/jobFields/hoursPerWeek', code: 'STEP_INCOMPLETE_DATA', message: 'Enter the hours per week' },
    ]);
    expect((await list(applicant)).result).toEqual([]);
  });

  it('Applicant who sent only an empty job is asked for income, not turned down', async () => {
    const applicant = await applicantOnIncome();
    await create(applicant, { kind: 'JOB', jobFields: {} });
    await create(applicant, { kind: 'JOB', jobFields: { category: 'EMPLOYED_SALARY' } });
    const response = await submitStep(applicant, 'income');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect((await currentStep(applicant)).currentFlowStep).toBe('INCOME');
    const application = await applicant.call('getApplication', { params: params(applicant) });
    expect(application.result.decisionStatus).toBe('IN_PROGRESS');
  });

  it('Applicant who empties a job’s pay on update is refused and keeps the job as it was', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    const emptied = await update(applicant, {
      id: job.result.id,
      kind: 'JOB',
      jobFields: { category: 'EMPLOYED_SALARY', occupationId: 75 },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.result.details?.fieldErrors).toEqual([
      {
        path: '/jobFields/salary',
        code: 'STEP_INCOMPLETE_DATA',
        message: 'Enter what this job pays in a year',
      },
    ]);
    expect((await list(applicant)).result).toEqual([job.result]);
  });

  it('Applicant with an incomplete job stored before the rule is asked to finish it, naming the field', async () => {
    const applicant = await applicantOnIncome();
    await harness.app.db
      .insertInto('jobs_income_sources')
      .values({
        application_uuid: applicant.applicationUuid,
        entity_uuid: crypto.randomUUID(),
        kind: 'JOB',
        fields_json: '{"category":"EMPLOYED_SALARY"}',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();
    await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    const response = await submitStep(applicant, 'income');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(response.result.details?.fieldErrors).toEqual([
      {
        path: '/jobsIncomeSources/0/jobFields/salary',
        code: 'STEP_INCOMPLETE_DATA',
        message: 'Enter what this job pays in a year',
      },
    ]);
  });

  it('Applicant starting a new job says so without pay and moves on', async () => {
    const applicant = await applicantOnIncome();
    const offer = await create(applicant, { kind: 'JOB', jobFields: { category: 'JOB_OFFER' } });
    expect(offer.statusCode).toBe(200);
    const pension = await create(applicant, {
      kind: 'INCOME_SOURCE',
      incomeSourceFields: { amount: 30000, category: 'RETIREMENT_AND_PENSION' },
    });
    expect(pension.statusCode).toBe(200);
    expect((await submitStep(applicant, 'income')).result.currentFlowStep).toBe('EDUCATION');
  });

  it('Applicant with no income and no job offer is not offered a loan', async () => {
    const applicant = await applicantOnIncome();
    const none = await create(applicant, {
      kind: 'JOB',
      jobFields: { category: 'NONE', salary: 0, otherCompensation: 0 },
    });
    expect(none.statusCode).toBe(200);
    const response = await submitStep(applicant, 'income');
    expect(response.result).toEqual({ currentFlowStep: 'INCOME_NOT_AVAILABLE', canGoBack: false });
  });

  it('Applicant sending fields with the income step gets a 400', async () => {
    const applicant = await applicantOnIncome();
    const response = await submitStep(applicant, 'income', { annualIncome: 90000 });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/annualIncome', message: 'Unknown field' },
    ]);
  });

  it('Applicant reopening income from review can change a job and returns to review', async () => {
    const applicant = await applicantOnIncome();
    const job = await create(applicant, { kind: 'JOB', jobFields: salaryJob });
    await placeOnStep(harness, applicant, 'REVIEW');
    const opened = await editStep(applicant, 'REVIEW', 'INCOME');
    expect(opened.result).toEqual({ currentFlowStep: 'INCOME', canGoBack: true });
    const changed = await update(applicant, {
      id: job.result.id,
      kind: 'JOB',
      jobFields: { ...salaryJob, salary: 95000 },
    });
    expect(changed.statusCode).toBe(200);
    const moved = await submitStep(applicant, 'income');
    expect(moved.result).toEqual({ currentFlowStep: 'REVIEW', canGoBack: true });
    expect(await currentStep(applicant)).toMatchObject({ currentFlowStep: 'REVIEW' });
  });
});
