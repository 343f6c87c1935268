import { describe, expect, test } from 'vitest';
import { invalidFills, scenarioFill, seededRng, validFill } from '../../../../src/staff/fill/generateFills';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import addressSchema from '../../../../schemas/steps/address-and-phone/schema.json';
import addressFill from '../../../../schemas/steps/address-and-phone/fill.json';
import getReliefSchema from '../../../../schemas/steps/get-relief/schema.json';
import getReliefFill from '../../../../schemas/steps/get-relief/fill.json';
import incomeSchema from '../../../../schemas/steps/income/schema.json';
import incomeFill from '../../../../schemas/steps/income/fill.json';

const addressStep = { schema: withDefinitions(addressSchema), fill: addressFill };
const getReliefStep = { schema: withDefinitions(getReliefSchema), fill: getReliefFill };
const incomeStep = { schema: withDefinitions(incomeSchema as Record<string, unknown>), fill: incomeFill };

describe('QA fills a step with the fill generator', () => {
  test('the same seed gives the same data', () => {
    expect(validFill(addressStep, seededRng(7))).toEqual(validFill(addressStep, seededRng(7)));
  });

  test('loan amounts are multiples of 100 from 200 to 2500 (spec §9 test fill)', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const { loanAmount } = validFill(getReliefStep, seededRng(seed)) as { loanAmount: number };
      expect(loanAmount % 100).toBe(0);
      expect(loanAmount).toBeGreaterThanOrEqual(200);
      expect(loanAmount).toBeLessThanOrEqual(2500);
    }
  });

  test('lists one invalid case per rule with the message it must produce', () => {
    const rules = invalidFills(getReliefStep).map(({ rule, message }) => [rule, message]);
    expect(rules).toEqual([
      ['loanAmount.type', 'Enter how much you’d like to borrow, using digits only'],
      ['loanAmount.format', 'Please enter an amount from $200 to $2,500'],
      ['loanAmount.required', 'Enter how much you’d like to borrow'],
      ['loanTerm.type', 'Choose how many months'],
      ['loanTerm.minimum', 'Term must be greater than or equal to 3'],
      ['loanTerm.maximum', 'Term must be less than or equal to 18'],
      ['loanTerm.multipleOf', 'Must be a multiple of 3'],
    ]);
  });

  test('covers every address rule, including the nested required fields', () => {
    const rules = invalidFills(addressStep).map(({ rule }) => rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'address.streetLineOne.pattern',
        'address.streetLineOne.required',
        'address.city.required',
        'address.stateCode.required',
        'address.zipCode.pattern',
        'address.zipCode.required',
        'phone.format',
        'phone.required',
      ]),
    );
  });

  test('the New York scenario reaches the state-not-available branch', () => {
    expect(scenarioFill(addressStep, 'stateNotAvailable')).toMatchObject({ address: { stateCode: 'NY' } });
  });

  test('fills lists: each income type gets the cards its branch needs, with realistic incomes', () => {
    const byType = new Map<string, Record<string, unknown>>();
    for (let seed = 1; seed < 80; seed += 1) {
      const data = validFill(incomeStep, seededRng(seed));
      byType.set(String(data.baseIncomeType), data);
    }
    expect([...byType.keys()].sort()).toEqual([
      'EMPLOYED',
      'EMPLOYED_CONTRACTOR',
      'NO_INCOME',
      'OTHER',
      'RETIREMENT_AND_PENSION',
      'SELF_EMPLOYED',
    ]);
    const employed = byType.get('EMPLOYED') as { jobs: Array<Record<string, unknown>> };
    expect(employed.jobs).toHaveLength(1);
    expect(employed.jobs[0]).toMatchObject({
      occupation: { id: expect.any(String), name: expect.any(String) },
    });
    expect(employed.jobs[0]).not.toHaveProperty('id');
    const job = employed.jobs[0] as { earningsType: string; annualIncome?: number; hourlyWage?: number };
    if (job.earningsType === 'SALARY') {
      expect(job.annualIncome).toBeGreaterThanOrEqual(72000);
      expect(job.annualIncome).toBeLessThanOrEqual(150000);
    } else {
      expect(job).toMatchObject({ payFrequency: expect.any(String), hoursPerWeek: expect.any(Number) });
    }
    expect(byType.get('SELF_EMPLOYED')).toMatchObject({ jobs: [{ customCompanyName: expect.any(String) }] });
    expect(byType.get('NO_INCOME')).toMatchObject({ jobOffer: 'YES', jobs: [expect.any(Object)] });
    expect(byType.get('RETIREMENT_AND_PENSION')).toMatchObject({ otherIncomeSources: [expect.any(Object)] });
  });

  test('lists an invalid case for each rule inside list items, under the answers it applies to', () => {
    const cases = invalidFills(incomeStep);
    const hours = cases.find(
      ({ rule }) =>
        rule === 'jobs.0.hoursPerWeek.maximum when baseIncomeType=EMPLOYED, jobs.0.earningsType=HOURLY',
    );
    expect(hours).toMatchObject({ field: '/jobs/0/hoursPerWeek', message: 'Must be 168 or less' });
    expect(hours?.data).toMatchObject({
      baseIncomeType: 'EMPLOYED',
      jobs: [{ earningsType: 'HOURLY', hoursPerWeek: 169 }],
    });
    const messages = cases.map(({ rule, message }) => `${rule}: ${message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'jobs.0.hoursPerWeek.minimum when baseIncomeType=EMPLOYED, jobs.0.earningsType=HOURLY: Required',
        'jobs.0.hourlyWage.type when baseIncomeType=EMPLOYED, jobs.0.earningsType=HOURLY: Required',
        'jobs.0.annualIncome.type when baseIncomeType=EMPLOYED, jobs.0.earningsType=SALARY: Required',
        'jobs.0.payFrequency.required when baseIncomeType=EMPLOYED, jobs.0.earningsType=HOURLY: Required',
        'jobs.0.startYear.required when baseIncomeType=EMPLOYED: Required',
        'jobs.0.company.required when baseIncomeType=EMPLOYED_CONTRACTOR: Required',
        'jobs.0.customCompanyName.maxLength when baseIncomeType=SELF_EMPLOYED: Must be 255 characters or fewer',
        'jobs.required when baseIncomeType=EMPLOYED: Add at least one job',
        'jobs.maxItems when baseIncomeType=NO_INCOME, jobOffer=YES: Tell us about one job offer only',
        'otherIncomeSources.minItems when baseIncomeType=RETIREMENT_AND_PENSION: Add at least one source of income',
        'otherIncomeSources.0.description.pattern: Use letters, numbers, spaces and , \' " ’ “ & + $ . ( ) % / - only',
      ]),
    );
    const tooMany = cases.find(({ rule }) => rule.startsWith('jobs.maxItems'));
    expect((tooMany?.data.jobs as unknown[]).length).toBe(2);
  });

  test('the below-minimum-income scenario earns 11,000 a year (spec §5)', () => {
    expect(scenarioFill(incomeStep, 'belowMinimumIncome')).toMatchObject({
      baseIncomeType: 'EMPLOYED',
      jobs: [{ earningsType: 'SALARY', annualIncome: 11000 }],
    });
  });
});
