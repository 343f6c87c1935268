import { describe, expect, test } from 'vitest';
import { toIncomeForm } from '../../../../../src/shared/stepAdapters/income/fromServerRecords';
import type { IncomeForm } from '../../../../../src/shared/stepAdapters/income/incomeForm';
import type { JobFields, StoredRecord } from '../../../../../src/shared/stepAdapters/income/incomeRecords';
import { toServerRecords } from '../../../../../src/shared/stepAdapters/income/toServerRecords';

const applicationUuid = '2b0c1f3e-5d1a-4a63-9f61-0d2b8d9c7a10';
let nextId = 1;
const job = (jobFields: JobFields): StoredRecord => ({
  id: nextId++,
  kind: 'JOB',
  applicationUuid,
  entityUuid: '8e7c6f0a-2b4d-4f2e-b1a9-3c5d7e9f1a2b',
  jobFields,
});

/** What the server holds after a save: the desired records with the ids the server gave them. */
function stored(form: IncomeForm): StoredRecord[] {
  return toServerRecords(form).map((record, index) => {
    const base = { id: record.id ?? 100 + index, applicationUuid, entityUuid: applicationUuid };
    return record.kind === 'JOB'
      ? { ...base, kind: 'JOB', jobFields: record.fields }
      : { ...base, kind: 'INCOME_SOURCE', incomeSourceFields: record.fields };
  });
}

describe('Reading stored income back into the form', () => {
  test('a stored hourly job comes back as an hourly job with its wage, hours and start', () => {
    const form = toIncomeForm([
      job({
        category: 'EMPLOYED_HOURLY',
        occupationId: 51,
        occupationName: 'Cook',
        customCompanyName: 'Lopez Family Bakery',
        from: '2022-11-02T00:00:00.000Z',
        salary: 15860,
        hourlyWage: 15.25,
        hoursPerWeek: 20,
        payFrequency: 'BIWEEKLY',
      }),
    ]);
    expect(form).toEqual({
      baseIncomeType: 'EMPLOYED',
      jobs: [
        {
          id: expect.any(Number),
          earningsType: 'HOURLY',
          occupation: { id: '51', name: 'Cook' },
          company: { id: '-1', name: 'Lopez Family Bakery' },
          startMonth: 11,
          startYear: 2022,
          hourlyWage: 15.25,
          hoursPerWeek: 20,
          payFrequency: 'BIWEEKLY',
          otherCompensation: 0,
        },
      ],
      otherIncomeSources: [],
    });
  });

  test('a stored job offer means no income right now, with an offer', () => {
    const form = toIncomeForm([job({ category: 'JOB_OFFER', salary: 80000 })]);
    expect(form).toMatchObject({
      baseIncomeType: 'NO_INCOME',
      jobOffer: 'YES',
      jobs: [{ annualIncome: 80000 }],
    });
  });

  test('only income sources read as retirement when one is a pension, else as other income', () => {
    const source = (category: 'RETIREMENT_AND_PENSION' | 'ALIMONY'): StoredRecord => ({
      id: nextId++,
      kind: 'INCOME_SOURCE',
      applicationUuid,
      entityUuid: applicationUuid,
      incomeSourceFields: { amount: 20000, category },
    });
    expect(toIncomeForm([source('ALIMONY'), source('RETIREMENT_AND_PENSION')]).baseIncomeType).toBe(
      'RETIREMENT_AND_PENSION',
    );
    expect(toIncomeForm([source('ALIMONY')]).baseIncomeType).toBe('OTHER');
  });

  test('an applicant with nothing stored gets an empty form', () => {
    expect(toIncomeForm([])).toEqual({ otherIncomeSources: [] });
  });

  test.each<[string, IncomeForm]>([
    [
      'two jobs and rental income',
      {
        baseIncomeType: 'EMPLOYED',
        jobs: [
          {
            id: 3,
            earningsType: 'SALARY',
            occupation: { id: '75', name: 'Registered Nurse' },
            company: { id: '69', name: 'Huntsville Regional Medical Center' },
            startMonth: 3,
            startYear: 2019,
            annualIncome: 72000,
            otherCompensation: 1500,
          },
          {
            id: 4,
            earningsType: 'HOURLY',
            occupation: { id: '51', name: 'Cook' },
            company: { id: '-1', name: 'Lopez Family Bakery' },
            startMonth: 11,
            startYear: 2022,
            hourlyWage: 15.25,
            hoursPerWeek: 20,
            payFrequency: 'WEEKLY',
            otherCompensation: 0,
          },
        ],
        otherIncomeSources: [
          { id: 5, otherJobType: 'RENTAL_INCOME', annualIncome: 18000, description: 'Duplex' },
        ],
      },
    ],
    [
      'a sole proprietor',
      {
        baseIncomeType: 'SELF_EMPLOYED',
        jobs: [
          {
            id: 6,
            businessType: 'SOLE_PROPRIETOR',
            occupation: { id: '139', name: 'Electrician' },
            customCompanyName: 'Rivera Electric',
            startMonth: 6,
            startYear: 2011,
            annualIncome: 96000,
            otherCompensation: 0,
          },
        ],
        otherIncomeSources: [],
      },
    ],
    [
      'an independent contractor',
      {
        baseIncomeType: 'EMPLOYED_CONTRACTOR',
        jobs: [
          {
            id: 8,
            occupation: { id: '353', name: 'Graphic Designer' },
            company: { id: '118', name: 'City of Sacramento' },
            startMonth: 9,
            startYear: 2020,
            annualIncome: 74000,
            otherCompensation: 2000,
          },
        ],
        otherIncomeSources: [],
      },
    ],
    [
      'a job title of one’s own at an employer of one’s own',
      {
        baseIncomeType: 'EMPLOYED',
        jobs: [
          {
            id: 9,
            earningsType: 'SALARY',
            occupation: { id: '-1', name: 'Community Health Outreach Lead' },
            company: { id: '-1', name: 'Eastside Clinic Collective' },
            startMonth: 2,
            startYear: 2021,
            annualIncome: 51000,
            otherCompensation: 0,
          },
        ],
        otherIncomeSources: [],
      },
    ],
    [
      'someone with no income and no job offer',
      { baseIncomeType: 'NO_INCOME', jobOffer: 'NO', otherIncomeSources: [] },
    ],
    [
      'a retiree with a pension',
      {
        baseIncomeType: 'RETIREMENT_AND_PENSION',
        otherIncomeSources: [{ id: 2, otherJobType: 'RETIREMENT_AND_PENSION', annualIncome: 31000 }],
      },
    ],
  ])('the form of %s survives a round trip through the server records', (_name, form) => {
    expect(toIncomeForm(stored(form))).toEqual(form);
  });
});
