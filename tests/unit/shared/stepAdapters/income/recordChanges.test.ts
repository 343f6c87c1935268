import { describe, expect, test } from 'vitest';
import type {
  DesiredRecord,
  StoredRecord,
} from '../../../../../src/shared/stepAdapters/income/incomeRecords';
import { planRecordChanges } from '../../../../../src/shared/stepAdapters/income/recordChanges';
import { recordFieldErrors } from '../../../../../src/shared/stepAdapters/income/recordFieldErrors';

const uuid = '2b0c1f3e-5d1a-4a63-9f61-0d2b8d9c7a10';
const salary = {
  category: 'EMPLOYED_SALARY' as const,
  occupationId: 75,
  salary: 72000,
  otherCompensation: 0,
};
const pension = { category: 'RETIREMENT_AND_PENSION' as const, amount: 14000 };

const storedJob = (id: number, jobFields = salary): StoredRecord => ({
  id,
  kind: 'JOB',
  applicationUuid: uuid,
  entityUuid: uuid,
  jobFields,
});
const storedSource = (id: number): StoredRecord => ({
  id,
  kind: 'INCOME_SOURCE',
  applicationUuid: uuid,
  entityUuid: uuid,
  incomeSourceFields: pension,
});
const wantJob = (formPointer: string, fields = salary, id?: number): DesiredRecord => ({
  formPointer,
  kind: 'JOB',
  fields,
  ...(id !== undefined ? { id } : {}),
});

describe('Saving the income form changes only what changed', () => {
  test('a first save creates every record', () => {
    const desired = [
      wantJob('/jobs/0'),
      { formPointer: '/otherIncomeSources/0', kind: 'INCOME_SOURCE' as const, fields: pension },
    ];
    expect(planRecordChanges([], desired)).toEqual({ creates: desired, updates: [], deletes: [] });
  });

  test('an unchanged job is left alone, a changed one updated, a removed one deleted', () => {
    const stored = [storedJob(1), storedJob(2), storedSource(3)];
    const raised = { ...salary, salary: 80000 };
    const changes = planRecordChanges(stored, [
      wantJob('/jobs/0', { ...salary }, 1),
      wantJob('/jobs/1', raised, 2),
    ]);
    expect(changes).toEqual({
      creates: [],
      updates: [{ formPointer: '/jobs/1', kind: 'JOB', fields: raised, id: 2 }],
      deletes: [{ id: 3, kind: 'INCOME_SOURCE' }],
    });
  });

  test('key order and empty members do not count as a change', () => {
    const reordered = {
      otherCompensation: 0,
      salary: 72000,
      occupationId: 75,
      category: 'EMPLOYED_SALARY' as const,
      title: undefined,
    };
    expect(planRecordChanges([storedJob(1)], [wantJob('/jobs/0', reordered, 1)]).updates).toEqual([]);
  });

  test('a record whose id is gone, or names a record of the other kind, is created afresh', () => {
    const changes = planRecordChanges(
      [storedSource(5)],
      [wantJob('/jobs/0', salary, 5), wantJob('/jobs/1', salary, 99)],
    );
    expect(changes.creates).toEqual([wantJob('/jobs/0'), wantJob('/jobs/1')]);
    expect(changes.deletes).toEqual([{ id: 5, kind: 'INCOME_SOURCE' }]);
  });

  test('a new job identical to one an interrupted save already stored is not created twice', () => {
    const changes = planRecordChanges([storedJob(4)], [wantJob('/jobs/0')]);
    expect(changes).toEqual({ creates: [], updates: [], deletes: [] });
  });

  test('two identical new jobs with one already stored create only the second', () => {
    const changes = planRecordChanges([storedJob(4)], [wantJob('/jobs/0'), wantJob('/jobs/1')]);
    expect(changes.creates).toEqual([wantJob('/jobs/1')]);
  });

  test('the same id twice in the form updates the record once and creates the other', () => {
    const changes = planRecordChanges(
      [storedJob(1)],
      [wantJob('/jobs/0', salary, 1), wantJob('/jobs/1', { ...salary, salary: 1 }, 1)],
    );
    expect(changes.updates).toEqual([]);
    expect(changes.creates).toEqual([wantJob('/jobs/1', { ...salary, salary: 1 })]);
  });
});

describe('Server field errors land on the card they belong to', () => {
  test('a job’s fields map to the form fields of its card', () => {
    const record = wantJob('/jobs/1', { ...salary });
    expect(
      recordFieldErrors(record, [
        { path: '/jobFields/customCompanyName', message: 'Start with a letter or number' },
        { path: '/jobFields/salary', message: 'Must be 0 or more' },
        { path: '/jobFields/hoursPerWeek', message: 'Must be 168 or less' },
        { path: '/jobFields/occupationId', message: 'Expected a number' },
        { path: '/jobFields/from', message: 'Expected a timestamp with time zone' },
        { path: '/kind', message: 'Must be JOB or INCOME_SOURCE' },
      ]),
    ).toEqual({
      '/jobs/1/company': 'Start with a letter or number',
      '/jobs/1/annualIncome': 'Must be 0 or more',
      '/jobs/1/hoursPerWeek': 'Must be 168 or less',
      '/jobs/1/occupation': 'Expected a number',
      '/jobs/1/startYear': 'Expected a timestamp with time zone',
    });
  });

  test('a self-employed business name and an hourly salary land on their own fields', () => {
    const business = wantJob('/jobs/0', {
      category: 'SELF_EMPLOYED_SOLE_PROPRIETOR',
      salary: 1,
      otherCompensation: 0,
    } as never);
    expect(
      recordFieldErrors(business, [{ path: '/jobFields/customCompanyName', message: 'Required' }]),
    ).toEqual({
      '/jobs/0/customCompanyName': 'Required',
    });
    const hourly = wantJob('/jobs/2', { ...salary, category: 'EMPLOYED_HOURLY', hourlyWage: -1 } as never);
    expect(recordFieldErrors(hourly, [{ path: '/jobFields/salary', message: 'Must be 0 or more' }])).toEqual({
      '/jobs/2/hourlyWage': 'Must be 0 or more',
    });
  });

  test('an income source’s amount, kind and description map to its card', () => {
    const record: DesiredRecord = {
      formPointer: '/otherIncomeSources/0',
      kind: 'INCOME_SOURCE',
      fields: pension,
    };
    expect(
      recordFieldErrors(record, [
        { path: '/incomeSourceFields/amount', message: 'Must be 0 or more' },
        { path: '/incomeSourceFields/description', message: 'Must be 255 characters or fewer' },
        { path: '/incomeSourceFields/category', message: 'Required' },
        { path: '/jobFields/salary', message: 'ignored' },
      ]),
    ).toEqual({
      '/otherIncomeSources/0/annualIncome': 'Must be 0 or more',
      '/otherIncomeSources/0/description': 'Must be 255 characters or fewer',
      '/otherIncomeSources/0/otherJobType': 'Required',
    });
  });
});
