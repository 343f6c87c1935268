/**
 * Product staff change schemas/product.json alone and every rule, message and text follows: here
 * with the product mocked to $300–$3,000 over 6 to 24 months.
 */
import { describe, expect, test, vi } from 'vitest';
import getReliefSchema from '../../../schemas/steps/get-relief/schema.json';
import getReliefUi from '../../../schemas/steps/get-relief/ui.json';
import contract from '../../../schemas/api/operations.json';
import { createAjv } from '../../../core/rules/createAjv';
import { fillProductText, withProductLimits } from '../../../core/rules/productLimits';
import { withDefinitions } from '../../../core/rules/withDefinitions';

vi.mock('../../../schemas/product.json', async (importOriginal) => {
  const original = (await importOriginal()) as { default: Record<string, unknown> };
  return {
    default: {
      ...original.default,
      loanAmount: { min: 300, max: 3000, step: 100 },
      loanTerm: { min: 6, max: 24, step: 6, default: 12 },
    },
  };
});

const messagesOf = (validate: { errors?: Array<{ message?: string }> | null }) =>
  (validate.errors ?? []).map((error) => error.message);

describe('Product limits come from product.json alone', () => {
  test('the loan amount step accepts $2,800 and refuses $200, saying the configured range', () => {
    const validate = createAjv().compile(withDefinitions(getReliefSchema));
    expect(validate({ loanAmount: 2800 })).toBe(true);
    expect(validate({ loanAmount: 200 })).toBe(false);
    expect(messagesOf(validate)).toEqual(['Please enter an amount from $300 to $3,000']);
    expect(validate({ loanAmount: 1000, loanTerm: 3 })).toBe(false);
    expect(messagesOf(validate)).toContain('Term must be greater than or equal to 6');
    expect(validate({ loanAmount: 1000, loanTerm: 24 })).toBe(true);
  });

  test('the API contract’s amount and term follow too', () => {
    const desired = withDefinitions({
      $ref: '#/definitions/desiredLoanAmount',
      definitions: contract.definitions,
    });
    const validate = createAjv().compile(desired);
    expect(validate(2800)).toBe(true);
    expect(validate(200)).toBe(false);
    expect(messagesOf(validate)).toEqual(['Please enter an amount from $300 to $3,000']);
  });

  test('help text and page copy say the configured range', () => {
    expect(withProductLimits(getReliefUi).loanAmount['ui:help']).toBe(
      'Any amount from $300 to $3,000. We lend in hundreds, so we round what you type to the nearest $100.',
    );
    expect(
      fillProductText('Borrow {minLoanAmount} to {maxLoanAmount} over {minLoanTerm} to {maxLoanTerm} months'),
    ).toBe('Borrow $300 to $3,000 over 6 to 24 months');
  });

  test('other placeholders are left for their own template, and an unknown range is a clear error', () => {
    expect(fillProductText('{amount} a year')).toBe('{amount} a year');
    expect(() => withProductLimits({ 'x-product': 'loanFee' })).toThrow(
      /names no range of schemas\/product.json/,
    );
  });
});
