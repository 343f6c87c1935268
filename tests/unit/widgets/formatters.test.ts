import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDate, formatPercent, formatUsd, formatWholeUsd } from '../../../core/rules/displayFormats';
import { inputMaxLength } from '../../../widgets/format/inputLength';
import {
  defaultMoneyMaximum,
  moneyMaximumOf,
  moneyTextFits,
  parseMoneyInput,
} from '../../../widgets/format/money';
import { formatPhoneDisplay } from '../../../core/rules/phoneDisplay';

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
  test('shows two decimals everywhere, and whole dollars only for the product’s ranges (spec §1, §5)', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatWholeUsd(2500)).toBe('$2,500');
  });

  test('whole dollars read exactly as Intl writes them, though no formatter is built for them', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1234567, 2 ** 40];
    for (const amount of [...amounts, Number.MAX_SAFE_INTEGER])
      expect(formatWholeUsd(amount)).toBe(intl.format(amount));
    for (const amount of [-1, -2500, 0.5, 1049.5, 2499.99, -0])
      expect(formatWholeUsd(amount)).toBe(intl.format(amount));
  });

  test('amounts in whole cents read exactly as Intl writes them, though no formatter is built for them', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 0.01, 0.1, 0.29, 0.5, 0.99, 1, 9.99, 10.05, 99.5, 999.99, 1000, 1049, 1234.56];
    const large = [64000, 100000.01, 999999.99, 1234567.89, 999999999.99];
    // Every cent from $0.00 to $20.00, where binary fractions are densest.
    const cents = Array.from({ length: 2001 }, (_, index) => index / 100);
    for (const amount of [...amounts, ...large, ...cents])
      expect(formatUsd(amount)).toBe(intl.format(amount));
    // Not whole cents, negative, a billion or more, or not finite: Intl writes these.
    for (const amount of [
      0.1 + 0.2,
      1.005,
      2499.999,
      -1,
      -1000.5,
      -0,
      1e9,
      90071992547409.91,
      1e300,
      Number.NaN,
    ])
      expect(formatUsd(amount)).toBe(intl.format(amount));
  });

  test('shares read exactly as Intl writes a percentage, though no formatter is built for them', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
    // Every hundredth of a percent up to 20%, then the odd large or plain share.
    const shares = Array.from({ length: 2001 }, (_, index) => index / 10000);
    for (const share of [...shares, 0.05, 0.1, 0.5, 1, 1.5, 12.3456 / 100, 100, 12345.67])
      expect(formatPercent(share)).toBe(intl.format(share));
    for (const share of [0.1 + 0.2, 0.000049, 0.123456, -0.05, -0, 1e9, Number.POSITIVE_INFINITY, Number.NaN])
      expect(formatPercent(share)).toBe(intl.format(share));
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

describe('Money and digit fields take no more than makes sense', () => {
  test('A money field takes up to $9,999,999.99 when its schema names no maximum', () => {
    expect(moneyMaximumOf({})).toBe(defaultMoneyMaximum);
    expect(moneyTextFits('9999999.99', defaultMoneyMaximum)).toBe(true);
    expect(moneyTextFits('$9,999,999.99', defaultMoneyMaximum)).toBe(true);
    expect(moneyTextFits('99999999', defaultMoneyMaximum)).toBe(false);
    expect(moneyTextFits('1'.repeat(30), defaultMoneyMaximum)).toBe(false);
    expect(moneyTextFits('52000.505', defaultMoneyMaximum)).toBe(false);
  });

  test('A money field with a maximum takes as many dollar digits as it has', () => {
    const hourly = moneyMaximumOf({ maximum: 999.99 });
    expect(moneyTextFits('999.99', hourly)).toBe(true);
    expect(moneyTextFits('1000', hourly)).toBe(false);
  });

  test('Text that is not a number is left for the schema to explain', () => {
    expect(moneyTextFits('', defaultMoneyMaximum)).toBe(true);
    expect(moneyTextFits('lots', defaultMoneyMaximum)).toBe(true);
  });

  test('A plain input is as long as its string, or its number’s largest value, allows', () => {
    expect(inputMaxLength({ type: 'string', maxLength: 10 })).toBe(10);
    expect(inputMaxLength({ type: 'number', maximum: 168 })).toBe(6);
    expect(inputMaxLength({ type: 'integer', maximum: 2100 })).toBe(4);
    expect(inputMaxLength({ type: 'string' })).toBeUndefined();
    expect(inputMaxLength({ type: 'number' })).toBeUndefined();
    expect(inputMaxLength({ type: 'string' }, 10)).toBe(10);
  });
});

describe('Dates are shown as MMM D, YYYY (spec §1)', () => {
  test.each([
    ['2026-11-25', 'Nov 25, 2026'],
    ['2026-01-05T23:30:00.000Z', 'Jan 5, 2026'],
    ['2027-03-01T00:10:00Z', 'Mar 1, 2027'],
  ])('%s -> %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });
});

describe('formatDate reads every value as dayjs.utc did before it (no behaviour change)', () => {
  dayjs.extend(utc);
  const before = (value: string) => dayjs.utc(value).format('MMM D, YYYY');

  test.each([
    '2026-11-25T10:00:00+05:00',
    '2026-11-25T23:00:00-05:00',
    '2026-11-25 10:00',
    '2026-11-25T10:00:00.123456',
    '2026/11/25',
    '20261125',
    '2026-11',
    '2026-9-5',
    '2026-02-30',
    '2026-13-01',
    '0099-01-01',
    'Wed, 25 Nov 2026 10:00:00 GMT',
    'garbage',
    '',
  ])('%s', (value) => {
    expect(formatDate(value)).toBe(before(value));
  });

  test('timestamps, dates and date-times', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          for (const value of [iso, iso.slice(0, 10), iso.slice(0, 19)])
            expect(formatDate(value)).toBe(before(value));
        },
      ),
    );
  });

  test('strings of date characters', () => {
    const unit = fc.constantFrom(...'0123456789-/:.TZz +'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), (value) => {
        expect(formatDate(value)).toBe(before(value));
      }),
    );
  });
});
