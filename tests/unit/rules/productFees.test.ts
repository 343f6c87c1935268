/** The fee facts the fees call and the offer review show, derived from product.json's configuration. */
import { describe, expect, test } from 'vitest';
import product from '../../../schemas/product.json';
import { productFees } from '../../../core/rules/productFees';

const feeOf = (fees: ReturnType<typeof productFees>, feeType: string) =>
  fees.find((fee) => fee.feeType === feeType);

describe('product fees', () => {
  test('The shipped product charges its late fee and returned-check fee, no prepayment penalty and no term extension', () => {
    const { checkReturnFeeAmount, lateFeeAmount, lateFeePercentage } = product.configuration;
    expect(productFees(product.configuration)).toEqual([
      { feeType: 'CHECK_RETURN', status: 'ACTIVE', amount: checkReturnFeeAmount, percentage: null },
      { feeType: 'LATE', status: 'ACTIVE', amount: lateFeeAmount, percentage: lateFeePercentage },
      { feeType: 'PREPAYMENT', status: 'NOT_APPLICABLE', amount: null, percentage: null },
      { feeType: 'TERM_EXTENSION', status: 'INACTIVE', amount: null, percentage: null },
    ]);
    expect(lateFeeAmount).toBeGreaterThan(0);
  });

  test('A product with no returned-check fee lists it as INACTIVE without an amount', () => {
    const fees = productFees({ checkReturnFeeAmount: 0, lateFeeAmount: 10, lateFeePercentage: 0.04 });
    expect(feeOf(fees, 'CHECK_RETURN')).toEqual({
      feeType: 'CHECK_RETURN',
      status: 'INACTIVE',
      amount: null,
      percentage: null,
    });
    expect(feeOf(fees, 'LATE')).toEqual({ feeType: 'LATE', status: 'ACTIVE', amount: 10, percentage: 0.04 });
  });

  test('A late fee is ACTIVE when only its amount or only its percentage is set, and INACTIVE when neither is', () => {
    const amountOnly = productFees({ checkReturnFeeAmount: 15, lateFeeAmount: 25, lateFeePercentage: 0 });
    expect(feeOf(amountOnly, 'LATE')).toMatchObject({ status: 'ACTIVE', amount: 25, percentage: 0 });
    const percentageOnly = productFees({
      checkReturnFeeAmount: 15,
      lateFeeAmount: 0,
      lateFeePercentage: 0.05,
    });
    expect(feeOf(percentageOnly, 'LATE')).toMatchObject({ status: 'ACTIVE', amount: 0, percentage: 0.05 });
    const none = productFees({ checkReturnFeeAmount: 15, lateFeeAmount: 0, lateFeePercentage: 0 });
    expect(feeOf(none, 'LATE')).toEqual({
      feeType: 'LATE',
      status: 'INACTIVE',
      amount: null,
      percentage: null,
    });
  });

  test('Every fee type appears exactly once, whatever the configuration', () => {
    for (const configuration of [
      product.configuration,
      { checkReturnFeeAmount: 0, lateFeeAmount: 0, lateFeePercentage: 0 },
    ]) {
      expect(productFees(configuration).map((fee) => fee.feeType)).toEqual([
        'CHECK_RETURN',
        'LATE',
        'PREPAYMENT',
        'TERM_EXTENSION',
      ]);
    }
  });

  test('A negative or non-numeric figure in product.json is refused, naming the field', () => {
    expect(() =>
      productFees({ checkReturnFeeAmount: -1, lateFeeAmount: 15, lateFeePercentage: 0.05 }),
    ).toThrow(/configuration\.checkReturnFeeAmount/);
    expect(() =>
      productFees({ checkReturnFeeAmount: 15, lateFeeAmount: Number.NaN, lateFeePercentage: 0.05 }),
    ).toThrow(/configuration\.lateFeeAmount/);
    const fromJson = JSON.parse(
      '{"checkReturnFeeAmount":15,"lateFeeAmount":15,"lateFeePercentage":"5%"}',
    ) as {
      checkReturnFeeAmount: number;
      lateFeeAmount: number;
      lateFeePercentage: number;
    };
    expect(() => productFees(fromJson)).toThrow(/configuration\.lateFeePercentage/);
  });
});
