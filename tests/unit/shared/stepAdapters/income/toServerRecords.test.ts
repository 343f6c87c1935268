import { describe, expect, test } from 'vitest';
import { hourlyAnnualIncome, roundToCents } from '../../../../../core/rules/annualPay';
import {
  jobCategoryOf,
  type FormJob,
  type IncomeForm,
} from '../../../../../src/shared/stepAdapters/income/incomeForm';
import { jobStartOf, jobStartTimestamp } from '../../../../../src/shared/stepAdapters/income/jobStart';
import {
  missingAmountMessage,
  missingCategoryMessage,
  serverJobCategory,
  toServerIncomeSource,
  toServerJob,
  toServerRecords,
} from '../../../../../src/shared/stepAdapters/income/toServerRecords';

const nurse = { id: '75', name: 'Registered Nurse' };
const hospital = { id: '69', name: 'Huntsville Regional Medical Center' };

const salaryJob: FormJob = {
  earningsType: 'SALARY',
  occupation: nurse,
  company: hospital,
  startMonth: 3,
  startYear: 2019,
  annualIncome: 72000,
  otherCompensation: 1500,
};

const hourlyJob: FormJob = {
  earningsType: 'HOURLY',
  occupation: { id: '51', name: 'Cook' },
  company: { id: '-1', name: '  Lopez Family Bakery ' },
  startMonth: 11,
  startYear: 2022,
  hourlyWage: 15.25,
  hoursPerWeek: 20,
  payFrequency: 'BIWEEKLY',
};

describe('Money on the income step', () => {
  test('an hourly wage is worth 52 weeks of its hours a year, rounded to cents', () => {
    expect(hourlyAnnualIncome(15.25, 20)).toBe(15860);
    expect(hourlyAnnualIncome(17.33, 37.5)).toBe(33793.5);
    // 52 × 1 × 0.0193 = 1.0036 -> 1.00; 52 × 3 × 12.3456 = 1925.9136 -> 1925.91
    expect(hourlyAnnualIncome(0.0193, 1)).toBe(1);
    expect(hourlyAnnualIncome(12.3456, 3)).toBe(1925.91);
  });

  test('amounts round half up to cents without binary noise', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });
});

describe('Job start dates', () => {
  test('a start month is sent as a timestamp with time zone on day 2 of that month', () => {
    expect(jobStartTimestamp(3, 2019)).toBe('2019-03-02T00:00:00.000Z');
    expect(jobStartTimestamp(12, 2026)).toBe('2026-12-02T00:00:00.000Z');
  });

  test('a stored start reads back as the same month and year, whatever offset it was written with', () => {
    expect(jobStartOf('2019-03-02T00:00:00.000Z')).toEqual({ startMonth: 3, startYear: 2019 });
    expect(jobStartOf('2019-03-02T00:00:00-10:00')).toEqual({ startMonth: 3, startYear: 2019 });
    expect(jobStartOf('2019-03-02T00:00:00+14:00')).toEqual({ startMonth: 3, startYear: 2019 });
    expect(jobStartOf('not a date')).toBeNull();
  });
});

describe('Job categories from the applicant’s answers', () => {
  test('each income type and choice gives its spec category', () => {
    expect(jobCategoryOf('EMPLOYED', { earningsType: 'SALARY' })).toBe('EMPLOYED_SALARY');
    expect(jobCategoryOf('EMPLOYED', hourlyJob)).toBe('EMPLOYED_HOURLY_WITH_RATES');
    expect(jobCategoryOf('EMPLOYED', { earningsType: 'HOURLY', annualIncome: 30000 })).toBe(
      'EMPLOYED_HOURLY',
    );
    expect(jobCategoryOf('EMPLOYED_CONTRACTOR', {})).toBe('EMPLOYED_CONTRACTOR');
    expect(jobCategoryOf('SELF_EMPLOYED', { businessType: 'SOLE_PROPRIETOR' })).toBe(
      'SELF_EMPLOYED_SOLE_PROPRIETOR',
    );
    expect(jobCategoryOf('SELF_EMPLOYED', { businessType: 'PARTNERSHIP' })).toBe('SELF_EMPLOYED_PARTNERSHIP');
    expect(jobCategoryOf('NO_INCOME', {}, 'YES')).toBe('JOB_OFFER');
    expect(jobCategoryOf('NO_INCOME', {}, 'NO')).toBe('NONE');
    expect(jobCategoryOf('RETIREMENT_AND_PENSION', {})).toBe('OTHER');
    expect(jobCategoryOf('OTHER', {})).toBe('OTHER');
  });

  test('an hourly job with rates is sent as EMPLOYED_HOURLY; Other and None are no job', () => {
    expect(serverJobCategory('EMPLOYED_HOURLY_WITH_RATES')).toBe('EMPLOYED_HOURLY');
    expect(serverJobCategory('EMPLOYED_SALARY')).toBe('EMPLOYED_SALARY');
    expect(serverJobCategory('JOB_OFFER')).toBe('JOB_OFFER');
    expect(serverJobCategory('OTHER')).toBeNull();
    expect(serverJobCategory('NONE')).toBeNull();
  });
});

describe('Sending a job to the server', () => {
  test('a salaried nurse is sent with her occupation, employer, start and salary', () => {
    expect(toServerJob('EMPLOYED', salaryJob)).toEqual({
      category: 'EMPLOYED_SALARY',
      occupationId: 75,
      occupationName: 'Registered Nurse',
      title: 'Registered Nurse',
      companyId: 69,
      companyName: 'Huntsville Regional Medical Center',
      from: '2019-03-02T00:00:00.000Z',
      salary: 72000,
      otherCompensation: 1500,
    });
  });

  test('an hourly cook at a bakery he typed in is sent as EMPLOYED_HOURLY with a computed salary', () => {
    expect(toServerJob('EMPLOYED', hourlyJob)).toEqual({
      category: 'EMPLOYED_HOURLY',
      occupationId: 51,
      occupationName: 'Cook',
      title: 'Cook',
      customCompanyName: 'Lopez Family Bakery',
      from: '2022-11-02T00:00:00.000Z',
      salary: 15860,
      hourlyWage: 15.25,
      hoursPerWeek: 20,
      payFrequency: 'BIWEEKLY',
      otherCompensation: 0,
    });
  });

  test('a job title of one’s own (id -1) is sent as the title alone, trimmed, with no listed occupation', () => {
    const ownTitle: FormJob = {
      ...salaryJob,
      occupation: { id: '-1', name: '  Community Health Outreach Lead ' },
    };
    const sent = toServerJob('EMPLOYED', ownTitle);
    expect(sent).toMatchObject({ category: 'EMPLOYED_SALARY', title: 'Community Health Outreach Lead' });
    expect(sent).not.toHaveProperty('occupationId');
    expect(sent).not.toHaveProperty('occupationName');
  });

  test('other compensation left empty is sent as 0', () => {
    const { otherCompensation: _none, ...withoutBonus } = salaryJob;
    expect(toServerJob('EMPLOYED', withoutBonus)?.otherCompensation).toBe(0);
  });

  test('a self-employed partner is sent with the business name, not an employer', () => {
    const business: FormJob = {
      businessType: 'PARTNERSHIP',
      occupation: { id: '353', name: 'Graphic Designer' },
      company: hospital,
      customCompanyName: ' Nguyen & Park Design ',
      startMonth: 1,
      startYear: 2015,
      annualIncome: 88000,
    };
    expect(toServerJob('SELF_EMPLOYED', business)).toEqual({
      category: 'SELF_EMPLOYED_PARTNERSHIP',
      occupationId: 353,
      occupationName: 'Graphic Designer',
      title: 'Graphic Designer',
      customCompanyName: 'Nguyen & Park Design',
      from: '2015-01-02T00:00:00.000Z',
      salary: 88000,
      otherCompensation: 0,
    });
  });

  test('a job offer is sent as JOB_OFFER; no income without an offer is no job', () => {
    const offer: FormJob = { ...salaryJob, earningsType: undefined };
    expect(toServerJob('NO_INCOME', offer, 'YES')).toMatchObject({ category: 'JOB_OFFER', salary: 72000 });
    expect(toServerJob('NO_INCOME', offer, 'NO')).toBeNull();
    expect(toServerJob('RETIREMENT_AND_PENSION', offer)).toBeNull();
  });
});

describe('Sending other income to the server', () => {
  test('an income source carries its kind, amount and trimmed description', () => {
    expect(
      toServerIncomeSource({
        otherJobType: 'RENTAL_INCOME',
        annualIncome: 18000,
        description: ' Duplex rent ',
      }),
    ).toEqual({ category: 'RENTAL_INCOME', amount: 18000, description: 'Duplex rent' });
    expect(toServerIncomeSource({ otherJobType: 'ALIMONY', annualIncome: 0, description: '  ' })).toEqual({
      category: 'ALIMONY',
      amount: 0,
    });
  });

  test('without an annual amount, hourly wage × hours × 52 is the amount', () => {
    expect(
      toServerIncomeSource({ otherJobType: 'STIPEND_OR_SCHOLARSHIP', hourlyWage: 12.5, hoursPerWeek: 10 }),
    ).toEqual({ category: 'STIPEND_OR_SCHOLARSHIP', amount: 6500 });
  });

  test('an income source without a kind or an amount cannot be converted (spec §8 messages)', () => {
    expect(() => toServerIncomeSource({ annualIncome: 5000 })).toThrow(
      'Must have an category when converting to a server Income Source',
    );
    expect(missingCategoryMessage).toBe('Must have an category when converting to a server Income Source');
    expect(() => toServerIncomeSource({ otherJobType: 'OTHER', hourlyWage: 12 })).toThrow(
      'Must have an amount when converting to a server Income Source',
    );
    expect(missingAmountMessage).toBe('Must have an amount when converting to a server Income Source');
  });
});

describe('The whole form as server records', () => {
  test('an employed applicant with two jobs and rental income gives three records, each with its card', () => {
    const form: IncomeForm = {
      baseIncomeType: 'EMPLOYED',
      jobs: [{ ...salaryJob, id: 7 }, hourlyJob],
      otherIncomeSources: [{ id: 9, otherJobType: 'RENTAL_INCOME', annualIncome: 18000 }],
    };
    const records = toServerRecords(form);
    expect(records.map(({ formPointer, kind, id }) => ({ formPointer, kind, id }))).toEqual([
      { formPointer: '/jobs/0', kind: 'JOB', id: 7 },
      { formPointer: '/jobs/1', kind: 'JOB', id: undefined },
      { formPointer: '/otherIncomeSources/0', kind: 'INCOME_SOURCE', id: 9 },
    ]);
    expect(records[1]).not.toHaveProperty('id');
  });

  test('jobs left over from an earlier answer are not sent for a retiree', () => {
    const form: IncomeForm = {
      baseIncomeType: 'RETIREMENT_AND_PENSION',
      jobs: [salaryJob],
      otherIncomeSources: [{ otherJobType: 'RETIREMENT_AND_PENSION', annualIncome: 24000 }],
    };
    expect(toServerRecords(form).map((record) => record.kind)).toEqual(['INCOME_SOURCE']);
  });

  test('no income with a job offer sends only the one offer; without an offer, one NONE job with no pay', () => {
    const jobs = [salaryJob, hourlyJob];
    expect(toServerRecords({ baseIncomeType: 'NO_INCOME', jobOffer: 'YES', jobs })).toHaveLength(1);
    expect(toServerRecords({ baseIncomeType: 'NO_INCOME', jobOffer: 'NO', jobs })).toEqual([
      {
        formPointer: '/baseIncomeType',
        kind: 'JOB',
        fields: { category: 'NONE', salary: 0, otherCompensation: 0 },
      },
    ]);
  });
});
