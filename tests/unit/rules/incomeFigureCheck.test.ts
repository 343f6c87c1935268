import { describe, expect, test } from 'vitest';
import product from '../../../schemas/product.json';
import {
  incomeCheckBounds,
  incomeFigureToConfirm,
  incomeQuestionKey,
} from '../../../core/rules/incomeFigureCheck';

const bounds = { unusuallyLow: 1000, unusuallyHigh: 500000, minIncome: 12000 };
const today = new Date('2026-11-28T12:00:00Z');
const salary = (annualIncome: number) => ({
  earningsType: 'SALARY',
  annualIncome,
  startMonth: 3,
  startYear: 2019,
});
const employed = (...jobs: unknown[]) => ({ baseIncomeType: 'EMPLOYED', jobs });

describe('Applicants are asked about an income figure before it can turn them down', () => {
  test('a salary typed as $11,000 instead of $110,000 is asked about, at its field', () => {
    expect(incomeFigureToConfirm(employed(salary(11000)), bounds, today)).toEqual({
      reason: 'belowMinimum',
      amount: 11000,
      pointer: '/jobs/0/annualIncome',
    });
    expect(incomeFigureToConfirm(employed(salary(110000)), bounds, today)).toBeNull();
  });

  test('a total below the minimum points at its largest figure; an hourly job at its wage', () => {
    const hourly = {
      earningsType: 'HOURLY',
      hourlyWage: 5,
      hoursPerWeek: 20,
      startMonth: 1,
      startYear: 2020,
    };
    const form = {
      ...employed(hourly),
      otherIncomeSources: [{ otherJobType: 'CHILD_SUPPORT', annualIncome: 2400 }],
    };
    expect(incomeFigureToConfirm(form, bounds, today)).toEqual({
      reason: 'belowMinimum',
      amount: 7600,
      pointer: '/jobs/0/hourlyWage',
    });
  });

  test('an unusually large figure is asked about even when the total is fine', () => {
    expect(incomeFigureToConfirm(employed(salary(60000), salary(1100000)), bounds, today)).toEqual({
      reason: 'unusuallyHigh',
      amount: 1100000,
      pointer: '/jobs/1/annualIncome',
    });
    const wage = { earningsType: 'HOURLY', hourlyWage: 2500, hoursPerWeek: 40 };
    expect(incomeFigureToConfirm(employed(wage), bounds, today)?.reason).toBe('unusuallyHigh');
  });

  test('an unusually small yearly figure (a month’s pay) is asked about; $0 is an answer', () => {
    const form = {
      ...employed(salary(90000)),
      otherIncomeSources: [{ otherJobType: 'RENTAL_INCOME', annualIncome: 850 }],
    };
    expect(incomeFigureToConfirm(form, bounds, today)).toEqual({
      reason: 'unusuallyLow',
      amount: 850,
      pointer: '/otherIncomeSources/0/annualIncome',
    });
    const zero = { ...form, otherIncomeSources: [{ otherJobType: 'RENTAL_INCOME', annualIncome: 0 }] };
    expect(incomeFigureToConfirm(zero, bounds, today)).toBeNull();
  });

  test('no income, or a figure not typed yet, asks nothing', () => {
    expect(incomeFigureToConfirm({ baseIncomeType: 'NO_INCOME', jobOffer: 'NO' }, bounds, today)).toBeNull();
    expect(incomeFigureToConfirm(employed({ earningsType: 'SALARY' }), bounds, today)).toBeNull();
  });

  test('a job left out because it starts later is asked about at its start year when income falls short', () => {
    // January next year, the first year in the list: an easy slip that would end the application.
    const later = { ...salary(60000), startMonth: 1, startYear: 2027 };
    expect(incomeFigureToConfirm(employed(later), bounds, today)).toEqual({
      reason: 'startsLater',
      amount: 60000,
      pointer: '/jobs/0/startYear',
      start: { month: 1, year: 2027 },
    });
    // With enough income from a current job, a later one is just a job offer: nothing to ask.
    expect(incomeFigureToConfirm(employed(salary(50000), later), bounds, today)).toBeNull();
    // Next month still counts as income today.
    expect(
      incomeFigureToConfirm(employed({ ...later, startMonth: 12, startYear: 2026 }), bounds, today),
    ).toBeNull();
  });

  test('a changed figure is another question; the bounds come from the step and the minimum from the product', () => {
    const asked = incomeFigureToConfirm(employed(salary(11000)), bounds, today)!;
    const again = incomeFigureToConfirm(employed(salary(11500)), bounds, today)!;
    expect(incomeQuestionKey(asked)).not.toBe(incomeQuestionKey(again));
    expect(incomeCheckBounds({ unusuallyLow: 1000, unusuallyHigh: 500000 })).toEqual({
      ...bounds,
      minIncome: product.configuration.minIncome,
    });
    expect(incomeCheckBounds(undefined)).toBeNull();
    expect(incomeCheckBounds({ unusuallyLow: '1000' })).toBeNull();
  });
});
