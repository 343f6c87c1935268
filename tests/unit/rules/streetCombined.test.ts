import { describe, expect, test } from 'vitest';
import {
  streetCombined,
  withoutStreetCombined,
  withStreetCombined,
} from '../../../core/rules/streetCombined';

describe('The street as one line', () => {
  test('joins the two street lines, or is the first alone', () => {
    expect(streetCombined({ streetLineOne: '1450 Mission St', streetLineTwo: 'Apt 2' })).toBe(
      '1450 Mission St, Apt 2',
    );
    expect(streetCombined({ streetLineOne: '1450 Mission St' })).toBe('1450 Mission St');
    expect(streetCombined({ streetLineOne: ' 1450 Mission St ', streetLineTwo: '  ' })).toBe(
      '1450 Mission St',
    );
  });

  test('is added to an answer and dropped from what is stored', () => {
    const address = { streetLineOne: '1 A St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' };
    expect(withStreetCombined(address)).toEqual({ ...address, streetCombined: '1 A St' });
    expect(withoutStreetCombined({ ...address, streetCombined: 'anything' })).toEqual(address);
  });
});
