import { describe, expect, test } from 'vitest';
import { formatUsd, parseMoneyInput } from '../../../widgets/format/money';
import { formatPhoneDisplay } from '../../../widgets/format/phoneDisplay';

describe('Phone numbers are shown the way people write them (spec §5)', () => {
  test.each([
    ['4155550123', '(415) 555-0123'],
    ['14155550123', '+1 (415) 555-0123'],
    ['415', '(415'],
    ['415555', '(415) 555'],
    ['(415) 555-01', '(415) 555-01'],
    ['', ''],
  ])('%s -> %s', (input, shown) => {
    expect(formatPhoneDisplay(input)).toBe(shown);
  });
});

describe('Money is read and shown in en-US USD', () => {
  test('shows two decimals, or whole dollars where the field takes hundreds', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1000, true)).toBe('$1,000');
  });

  test.each([
    ['$1,000', 1000],
    ['1000.50', 1000.5],
    ['', undefined],
    ['abc', 'abc'],
    ['12a', '12a'],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseMoneyInput(text)).toBe(value);
  });
});
