import { describe, expect, test } from 'vitest';
import { isAbaRoutingNumber } from '../../../core/rules/formats';

describe('A routing number typed in for the money', () => {
  test.each(['021000021', '011000015', '121000358'])('%s, a real bank’s, is accepted', (number) => {
    expect(isAbaRoutingNumber(number)).toBe(true);
  });

  test.each([
    ['021000012', 'two digits swapped: the checksum fails'],
    ['02100002', 'eight digits'],
    ['0210000211', 'ten digits'],
    ['000000000', 'all zeros, whose checksum is 0'],
    ['990000000', 'a prefix the Federal Reserve never assigns, checksum good'],
    ['02100002a', 'a letter'],
  ])('%s is refused (%s)', (number) => {
    expect(isAbaRoutingNumber(number)).toBe(false);
  });
});
