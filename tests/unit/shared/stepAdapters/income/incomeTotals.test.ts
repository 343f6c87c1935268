import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { annualIncomeOf } from '../../../../../server/domain/income/annualIncome';
import { formatUsd } from '../../../../../core/rules/displayFormats';
import { formJobYearlyPay, incomeTotals, jobsThatCount } from '../../../../../core/rules/incomeTotals';
import { withDefinitions } from '../../../../../core/rules/withDefinitions';
import { scenarioFill, seededRng, validFill } from '../../../../../src/staff/fill/generateFills';
import type { IncomeForm } from '../../../../../src/shared/stepAdapters/income/incomeForm';
import type { StoredRecord } from '../../../../../src/shared/stepAdapters/income/incomeRecords';
import { toServerRecords } from '../../../../../src/shared/stepAdapters/income/toServerRecords';

const salaryJob = { earningsType: 'SALARY', annualIncome: 60000, otherCompensation: 2500 };
const hourlyJob = { earningsType: 'HOURLY', hourlyWage: 18.5, hoursPerWeek: 20 };

describe('The income step’s running totals', () => {
  test('a salary job is its salary plus bonuses; an hourly job 52 × hours × wage', () => {
    expect(formJobYearlyPay('EMPLOYED', salaryJob)).toBe(62500);
    expect(formJobYearlyPay('EMPLOYED', hourlyJob)).toBe(19240);
    expect(formJobYearlyPay('EMPLOYED', { ...hourlyJob, otherCompensation: 760 })).toBe(20000);
    expect(formatUsd(formJobYearlyPay('EMPLOYED', { earningsType: 'SALARY', annualIncome: 60000 })!)).toBe(
      '$60,000.00',
    );
  });

  test('a job shows no figure until its pay is typed, and text in a money field counts as nothing', () => {
    expect(formJobYearlyPay('EMPLOYED', { earningsType: 'SALARY' })).toBeNull();
    expect(formJobYearlyPay('EMPLOYED', { earningsType: 'HOURLY', hourlyWage: 18.5 })).toBeNull();
    expect(formJobYearlyPay('EMPLOYED', { earningsType: 'SALARY', annualIncome: '60,000abc' })).toBeNull();
    expect(formJobYearlyPay('EMPLOYED', { annualIncome: 50000, otherCompensation: 'lots' })).toBe(50000);
    expect(formJobYearlyPay('EMPLOYED', undefined)).toBeNull();
  });

  test('only an employed applicant’s hourly job is paid by the hour; a contractor’s leftover answers don’t count', () => {
    const leftover = { earningsType: 'HOURLY', hourlyWage: 30, hoursPerWeek: 40, annualIncome: 90000 };
    expect(formJobYearlyPay('EMPLOYED', leftover)).toBe(62400);
    expect(formJobYearlyPay('EMPLOYED_CONTRACTOR', leftover)).toBe(90000);
  });

  test('the total adds every counted job and every other income, to the cent', () => {
    const totals = incomeTotals({
      baseIncomeType: 'EMPLOYED',
      jobs: [salaryJob, hourlyJob, { earningsType: 'SALARY' }],
      otherIncomeSources: [
        { otherJobType: 'RENTAL_INCOME', annualIncome: 6000.1 },
        { otherJobType: 'OTHER' },
      ],
    });
    expect(totals).toEqual({
      jobs: [62500, 19240, null],
      startsLater: [false, false, false],
      total: 87740.1,
    });
  });

  test('jobs the answers no longer keep count for nothing: a retiree’s old job, a second job offer', () => {
    expect(
      incomeTotals({
        baseIncomeType: 'RETIREMENT_AND_PENSION',
        jobs: [salaryJob],
        otherIncomeSources: [{ annualIncome: 14000 }],
      }),
    ).toEqual({ jobs: [null], startsLater: [false], total: 14000 });
    expect(
      incomeTotals({ baseIncomeType: 'NO_INCOME', jobOffer: 'YES', jobs: [salaryJob, salaryJob] }).jobs,
    ).toEqual([62500, null]);
    expect(incomeTotals({ baseIncomeType: 'NO_INCOME', jobOffer: 'NO', jobs: [salaryJob] }).total).toBe(0);
    expect(jobsThatCount({ baseIncomeType: 'SELF_EMPLOYED', jobs: [1, 2] })).toEqual([1, 2]);
  });

  test('a job that starts more than a month from now is a job offer and counts for nothing yet', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const form = (startMonth: number, startYear: number) => ({
      baseIncomeType: 'EMPLOYED',
      jobs: [{ ...hourlyJob, hoursPerWeek: 37, hourlyWage: 20, startMonth, startYear }],
    });
    expect(incomeTotals(form(12, 2027), today)).toEqual({ jobs: [null], startsLater: [true], total: 0 });
    expect(incomeTotals(form(1, 2027), today).startsLater).toEqual([true]);
    expect(incomeTotals(form(12, 2026), today)).toEqual({
      jobs: [38480],
      startsLater: [false],
      total: 38480,
    });
    expect(incomeTotals(form(3, 2019), today).total).toBe(38480);
  });

  test('nothing typed yet is a total of $0.00', () => {
    expect(incomeTotals(undefined)).toEqual({ jobs: [], startsLater: [], total: 0 });
    expect(incomeTotals({})).toEqual({ jobs: [], startsLater: [], total: 0 });
  });
});

describe('The page’s total is the total the server will reach', () => {
  const stepDir = join(import.meta.dirname, '../../../../../schemas/steps/income');
  const readJson = (file: string) =>
    JSON.parse(readFileSync(join(stepDir, file), 'utf8')) as Record<string, unknown>;
  const step = { schema: withDefinitions(readJson('schema.json')), fill: readJson('fill.json') };

  /** The records a save of this form would store, as the server lists them. */
  const storedRecords = (form: IncomeForm): StoredRecord[] =>
    toServerRecords(form).map((record, index) => {
      const base = { id: index + 1, applicationUuid: 'a', entityUuid: 'e' };
      return record.kind === 'JOB'
        ? { ...base, kind: 'JOB', jobFields: record.fields }
        : { ...base, kind: 'INCOME_SOURCE', incomeSourceFields: record.fields };
    });

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('generated valid income form, seed %i', (seed) => {
    const form = validFill(step, seededRng(seed)) as IncomeForm;
    expect(incomeTotals(form).total).toBe(annualIncomeOf(storedRecords(form), new Date()));
  });

  test('a job starting in December next year, on the page and on the server alike', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const later = { occupation: { id: '75', name: 'Nurse' }, company: { id: '69', name: 'Clinic' } };
    const form: IncomeForm = {
      baseIncomeType: 'EMPLOYED',
      jobs: [
        {
          ...later,
          earningsType: 'HOURLY',
          hourlyWage: 20,
          hoursPerWeek: 37,
          startMonth: 12,
          startYear: 2027,
        },
      ],
      otherIncomeSources: [{ otherJobType: 'CHILD_SUPPORT', annualIncome: 6000 }],
    };
    expect(incomeTotals(form, today).total).toBe(6000);
    expect(annualIncomeOf(storedRecords(form), today)).toBe(6000);
  });

  test('the below-minimum scenario', () => {
    const form = scenarioFill(step, 'belowMinimumIncome') as IncomeForm;
    expect(incomeTotals(form).total).toBe(annualIncomeOf(storedRecords(form), new Date()));
  });
});
