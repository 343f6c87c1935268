import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../core/rules/createAjv';
import { withDefinitions } from '../../../core/rules/withDefinitions';
import schema from '../../../schemas/steps/get-relief/schema.json';
import { roundLoanAmount } from '../../../core/rules/formats';

const validate = createAjv().compile(withDefinitions(schema));
const messagesFor = (data: unknown) => {
  validate(data);
  return (validate.errors ?? []).map((error) => error.message);
};
const rangeMessage = 'Please enter an amount from $200 to $2,500';

describe('Applicant entering a loan amount (spec §5)', () => {
  test('is told in plain words to enter an amount, for text or a missing amount', () => {
    expect(messagesFor({ loanAmount: 'abc' })).toEqual([
      'Enter how much you’d like to borrow, using digits only',
    ]);
    expect(messagesFor({})).toEqual(['Enter how much you’d like to borrow']);
  });

  test.each([
    [149, false],
    [150, true],
    [200, true],
    [1234, true],
    [2549, true],
    [2550, false],
    [5000, false],
    [-100, false],
  ])(
    'amount %d is rounded to the nearest hundred before the $200–$2,500 check (valid: %s)',
    (amount, valid) => {
      expect(messagesFor({ loanAmount: amount })).toEqual(valid ? [] : [rangeMessage]);
    },
  );

  test('rounds to the nearest hundred', () => {
    expect(roundLoanAmount(149)).toBe(100);
    expect(roundLoanAmount(150)).toBe(200);
    expect(roundLoanAmount(1049)).toBe(1000);
    expect(roundLoanAmount(2549)).toBe(2500);
  });
});

describe('Applicant choosing a loan term (spec §5)', () => {
  test.each([
    [0, 'Term must be greater than or equal to 3'],
    [21, 'Term must be less than or equal to 18'],
    [4, 'Must be a multiple of 3'],
  ])('term %d is refused with "%s"', (loanTerm, message) => {
    expect(messagesFor({ loanAmount: 1000, loanTerm })).toEqual([message]);
  });

  test('may leave the term out, or pick any of 3 to 18 in steps of 3', () => {
    expect(messagesFor({ loanAmount: 1000 })).toEqual([]);
    for (const loanTerm of [3, 6, 9, 12, 15, 18])
      expect(messagesFor({ loanAmount: 1000, loanTerm })).toEqual([]);
  });
});
