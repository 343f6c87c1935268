import { describe, expect, test } from 'vitest';
import { keysForOneAction } from '../../../../../src/shared/api/idempotencyKeys';
import type { StoredRecord } from '../../../../../src/shared/stepAdapters/income/incomeRecords';
import { incomeAdapter } from '../../../../../src/shared/stepAdapters/income/incomeAdapter';

const applicationUuid = '2b0c1f3e-5d1a-4a63-9f61-0d2b8d9c7a10';
const storedJob: StoredRecord = {
  id: 3,
  kind: 'JOB',
  applicationUuid,
  entityUuid: applicationUuid,
  jobFields: {
    category: 'EMPLOYED_SALARY',
    occupationId: 75,
    occupationName: 'Registered Nurse',
    title: 'Registered Nurse',
    companyId: 69,
    companyName: 'Huntsville Regional Medical Center',
    from: '2019-03-02T00:00:00.000Z',
    salary: 72000,
    otherCompensation: 0,
  },
};
const storedPension: StoredRecord = {
  id: 4,
  kind: 'INCOME_SOURCE',
  applicationUuid,
  entityUuid: applicationUuid,
  incomeSourceFields: { category: 'RETIREMENT_AND_PENSION', amount: 14000 },
};

type Call = { operationId: string; body?: unknown };

/** The API as the adapter sees it: the stored records, and a record of every call made. */
function fakeApi(
  stored: StoredRecord[],
  failures: Record<string, Array<{ path: string; message: string }>> = {},
) {
  const calls: Call[] = [];
  const call = async (operationId: string, request: { body?: unknown }) => {
    calls.push({ operationId, body: request.body });
    if (operationId === 'listJobsIncomeSources') return stored;
    const fieldErrors = failures[operationId];
    if (fieldErrors) throw Object.assign(new Error('Some fields need attention'), { fieldErrors });
    return {};
  };
  return { calls, context: { applicationUuid, call, keys: keysForOneAction() } };
}

describe('The income step saves the applicant’s jobs and income', () => {
  test('loading shows the stored job and pension in the form', async () => {
    const { context } = fakeApi([storedJob, storedPension]);
    expect(await incomeAdapter.load(context)).toMatchObject({
      baseIncomeType: 'EMPLOYED',
      jobs: [{ id: 3, earningsType: 'SALARY', annualIncome: 72000, startMonth: 3, startYear: 2019 }],
      otherIncomeSources: [{ id: 4, otherJobType: 'RETIREMENT_AND_PENSION', annualIncome: 14000 }],
    });
  });

  test('saving deletes the removed pension, updates the raised salary and creates the new hourly job', async () => {
    const { calls, context } = fakeApi([storedJob, storedPension]);
    const form = (await incomeAdapter.load(context)) as { jobs: Array<Record<string, unknown>> };
    form.jobs[0] = { ...form.jobs[0], annualIncome: 80000 };
    form.jobs.push({
      earningsType: 'HOURLY',
      occupation: { id: '51', name: 'Cook' },
      company: { id: '-1', name: 'Lopez Family Bakery' },
      startMonth: 11,
      startYear: 2022,
      hourlyWage: 15.25,
      hoursPerWeek: 20,
      payFrequency: 'WEEKLY',
    });
    calls.length = 0;
    const result = await incomeAdapter.save({ ...form, otherIncomeSources: [] }, context);
    expect(result).toBeUndefined();
    expect(calls.map(({ operationId }) => operationId)).toEqual([
      'listJobsIncomeSources',
      'deleteJobIncomeSource',
      'updateJobIncomeSource',
      'createJobIncomeSource',
    ]);
    expect(calls[1]?.body).toEqual({ id: 4, kind: 'INCOME_SOURCE' });
    expect(calls[2]?.body).toEqual({
      id: 3,
      kind: 'JOB',
      jobFields: { ...storedJob.jobFields, salary: 80000 },
    });
    expect(calls[3]?.body).toMatchObject({
      kind: 'JOB',
      jobFields: { category: 'EMPLOYED_HOURLY', salary: 15860, customCompanyName: 'Lopez Family Bakery' },
    });
  });

  test('a business name the server refuses shows on that business’s field', async () => {
    const { context } = fakeApi([], {
      createJobIncomeSource: [
        { path: '/jobFields/customCompanyName', message: 'Start with a letter or number' },
      ],
    });
    const result = await incomeAdapter.save(
      {
        baseIncomeType: 'SELF_EMPLOYED',
        jobs: [
          {
            businessType: 'SOLE_PROPRIETOR',
            occupation: { id: '139', name: 'Electrician' },
            customCompanyName: 'Rivera Electric',
            startMonth: 6,
            startYear: 2011,
            annualIncome: 96000,
          },
        ],
      },
      context,
    );
    expect(result).toEqual({ fieldErrors: { '/jobs/0/customCompanyName': 'Start with a letter or number' } });
  });

  test('a failure that names no field of the card is passed on to the screen', async () => {
    const { context } = fakeApi([], {
      createJobIncomeSource: [{ path: '/kind', message: 'Must be JOB or INCOME_SOURCE' }],
    });
    await expect(
      incomeAdapter.save(
        { baseIncomeType: 'OTHER', otherIncomeSources: [{ otherJobType: 'ALIMONY', annualIncome: 20000 }] },
        context,
      ),
    ).rejects.toThrow('Some fields need attention');
  });
});
