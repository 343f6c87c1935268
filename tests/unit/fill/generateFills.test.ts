import { describe, expect, test } from 'vitest';
import { invalidFills, scenarioFill, seededRng, validFill } from '../../../src/fill/generateFills';
import { withDefinitions } from '../../../schemas/rules/withDefinitions';
import addressSchema from '../../../schemas/steps/address-and-phone/schema.json';
import addressFill from '../../../schemas/steps/address-and-phone/fill.json';
import getReliefSchema from '../../../schemas/steps/get-relief/schema.json';
import getReliefFill from '../../../schemas/steps/get-relief/fill.json';

const addressStep = { schema: withDefinitions(addressSchema), fill: addressFill };
const getReliefStep = { schema: withDefinitions(getReliefSchema), fill: getReliefFill };

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
      ['loanAmount.type', 'Expected a number'],
      ['loanAmount.format', 'Please enter an amount from $200 to $2,500'],
      ['loanAmount.required', 'Expected a number'],
      ['loanTerm.type', 'Expected a number'],
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
});
