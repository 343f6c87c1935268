import { describe, expect, test } from 'vitest';
import product from '../../../schemas/product.json';
import { isStateNotServed, stateNameOf, statesInWords } from '../../../core/rules/statesNotServed';

describe('The states we don’t lend in yet, from product.json', () => {
  test('Connecticut, New York and Wisconsin are not served; California is', () => {
    for (const code of product.configuration.nonQualifyingStates) expect(isStateNotServed(code)).toBe(true);
    expect(isStateNotServed('CA')).toBe(false);
    expect(isStateNotServed(undefined)).toBe(false);
    expect(stateNameOf('NY')).toBe('New York');
  });

  test('copy names them in words', () => {
    expect(statesInWords(['NY'])).toBe('New York');
    expect(statesInWords(product.configuration.nonQualifyingStates)).toBe(
      'Connecticut, New York and Wisconsin',
    );
  });
});
