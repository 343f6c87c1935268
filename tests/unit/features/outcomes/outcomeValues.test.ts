import { describe, expect, test } from 'vitest';
import product from '../../../../schemas/product.json';
import { outcomeValues } from '../../../../src/features/outcomes/outcomeValues';
import { statesInWords } from '../../../../core/rules/statesNotServed';

describe('The facts outcome pages name', () => {
  test('states are named in words', () => {
    expect(statesInWords(['CT', 'NY', 'WI'])).toBe('Connecticut, New York and Wisconsin');
    expect(statesInWords(['NY'])).toBe('New York');
    expect(statesInWords([])).toBe('');
  });

  test('they come from product.json and pricing.json', () => {
    expect(outcomeValues.supportEmail).toBe(product.supportEmail);
    expect(outcomeValues.minIncome).toBe('$12,000');
    expect(outcomeValues.minLinkedBalance).toBe('$500');
  });
});
