import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import operations from '../../../../schemas/api/operations.json';
import {
  qualifyAdvice,
  reasonsInPlainWords,
  type DeclineReason,
} from '../../../../src/features/outcomes/qualifyAdvice';

const text = copy.pages.futureEligibilityOffer;
const reason = (code: DeclineReason['code']): DeclineReason => ({ code, text: `recorded ${code}` });
const allCodes = operations.definitions.declineReason.properties.code.enum as DeclineReason['code'][];

describe('Decline reasons in plain words', () => {
  test('every reason code of the contract has plain words and advice in the copy', () => {
    for (const code of allCodes) {
      expect(text.reasons, code).toHaveProperty(code);
      expect(text.advice, code).toHaveProperty(code);
    }
  });

  test('Applicant declined for income and debt reads both reasons, in pricing’s order', () => {
    expect(reasonsInPlainWords([reason('INSUFFICIENT_INCOME'), reason('DEBT_OR_DELINQUENCY')])).toEqual([
      text.reasons.INSUFFICIENT_INCOME,
      text.reasons.DEBT_OR_DELINQUENCY,
    ]);
  });

  test('a reason the copy does not know shows the text pricing recorded', () => {
    const unknown = { code: 'NEW_REASON', text: 'Something pricing said.' } as unknown as DeclineReason;
    expect(reasonsInPlainWords([unknown])).toEqual(['Something pricing said.']);
  });
});

describe('How to qualify next time', () => {
  test('Applicant declined for income is told the minimum income from product.json', () => {
    const [advice] = qualifyAdvice([reason('INSUFFICIENT_INCOME')]);
    expect(advice).toContain('$12,000');
    expect(advice).not.toContain('{');
  });

  test('Applicant declined in a state we do not serve is told which states those are', () => {
    expect(qualifyAdvice([reason('STATE_NOT_SERVED')])[0]).toContain('Connecticut, New York and Wisconsin');
  });

  test('Applicant with a thin file who did not link a bank is told a link could help', () => {
    expect(qualifyAdvice([reason('THIN_CREDIT_FILE')], { couldHelp: true, alreadyLinked: false })).toEqual([
      text.advice.THIN_CREDIT_FILE,
      text.bankLinkHelps,
    ]);
  });

  test('Applicant who already linked a bank is not told to link one', () => {
    expect(
      qualifyAdvice([reason('INSUFFICIENT_SAVINGS')], { couldHelp: true, alreadyLinked: true }),
    ).not.toContain(text.bankLinkHelps);
  });

  test('a decline without a reason of its own still gets general advice', () => {
    expect(qualifyAdvice([])).toEqual([text.adviceGeneral]);
  });
});
