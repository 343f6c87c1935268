import { describe, expect, test } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { jobCardSummary } from '../../../widgets/income/jobCardSummary';
import { hasErrors, isCardFinished } from '../../../widgets/templates/cardCompletion';

const lookup: RJSFSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
};
const salaryCard: RJSFSchema = {
  type: 'object',
  title: 'Salary job',
  required: ['earningsType', 'occupation', 'company', 'annualIncome'],
  properties: {
    earningsType: { type: 'string' },
    occupation: lookup,
    company: lookup,
    annualIncome: { type: 'number' },
    otherCompensation: { type: 'number' },
  },
};
const finishedJob = {
  earningsType: 'SALARY',
  occupation: { id: '-1', name: 'Software engineer' },
  company: { id: '-1', name: 'Acme' },
  annualIncome: 60000,
};

describe('A finished job card', () => {
  test('is one that answers everything its schema requires and shows no error', () => {
    expect(isCardFinished(salaryCard, finishedJob, undefined)).toBe(true);
    expect(isCardFinished(salaryCard, finishedJob, { otherCompensation: { __errors: [] } })).toBe(true);
  });

  test('is not one with an answer missing, blank, half a lookup, or text where an amount belongs', () => {
    expect(isCardFinished(salaryCard, { ...finishedJob, annualIncome: undefined }, undefined)).toBe(false);
    expect(isCardFinished(salaryCard, { ...finishedJob, earningsType: '  ' }, undefined)).toBe(false);
    expect(isCardFinished(salaryCard, { ...finishedJob, company: { id: '', name: 'Acme' } }, undefined)).toBe(
      false,
    );
    expect(isCardFinished(salaryCard, { ...finishedJob, annualIncome: '60k' }, undefined)).toBe(false);
    expect(isCardFinished(salaryCard, undefined, undefined)).toBe(false);
  });

  test('is not one showing an error, however deep', () => {
    const errors = { company: { name: { __errors: ['Required'] } } };
    expect(hasErrors(errors)).toBe(true);
    expect(isCardFinished(salaryCard, finishedJob, errors)).toBe(false);
    expect(hasErrors({ __errors: [] })).toBe(false);
  });
});

describe('The summary a job card folds to', () => {
  const fields = Object.keys(salaryCard.properties!);

  test('names the kind, the title at the employer and the yearly pay', () => {
    expect(jobCardSummary({ kind: 'Salary job', job: finishedJob, fields, yearlyPay: 60000 })).toBe(
      'Salary job · Software engineer at Acme · $60,000.00 a year',
    );
  });

  test('a business is named by the name typed for it; parts not given are left out', () => {
    const business = {
      occupation: { id: '139', name: 'Electrician' },
      customCompanyName: ' Rivera Electric ',
    };
    expect(
      jobCardSummary({
        kind: 'Sole Proprietor',
        job: { ...business, company: { id: '1', name: 'Old employer' } },
        fields: ['occupation', 'customCompanyName'],
        yearlyPay: 48250.5,
      }),
    ).toBe('Sole Proprietor · Electrician at Rivera Electric · $48,250.50 a year');
    expect(
      jobCardSummary({ kind: null, job: { occupation: { id: '1', name: 'Cook' } }, fields, yearlyPay: null }),
    ).toBe('Cook');
  });
});
