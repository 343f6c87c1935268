/**
 * The fee lines the offers and offer review show (widgets/offers/productFeeLines.ts), from the fees
 * answer as core/rules/productFees.ts builds it for the server.
 */
import { describe, expect, test } from 'vitest';
import product from '../../../../schemas/product.json';
import { productFees } from '../../../../core/rules/productFees';
import { productFeeLines, type ProductFee } from '../../../../widgets/offers/productFeeLines';

const inactive = (feeType: ProductFee['feeType']): ProductFee => ({
  feeType,
  status: 'INACTIVE',
  amount: null,
  percentage: null,
});

describe('The other fees an applicant reads', () => {
  test('The shipped product: the late charge, the returned-payment fee and no prepayment penalty, nothing about term extensions', () => {
    expect(productFeeLines(productFees(product.configuration))).toEqual([
      {
        feeType: 'LATE',
        term: 'Late payment',
        text: 'If a payment is late, you will be charged $15.00 or 5% of the payment, whichever is greater.',
      },
      {
        feeType: 'CHECK_RETURN',
        term: 'Returned payment',
        text: 'If a payment is returned unpaid, for example because your account doesn’t have enough money in it, you will be charged $15.00.',
      },
      {
        feeType: 'PREPAYMENT',
        term: 'Paying off early',
        text: 'If you pay off early, you will not have to pay a penalty.',
      },
    ]);
  });

  test('Offer review leaves out the fees its Truth in Lending disclosure already states', () => {
    const lines = productFeeLines(productFees(product.configuration), ['LATE', 'PREPAYMENT']);
    expect(lines.map((line) => line.feeType)).toEqual(['CHECK_RETURN']);
  });

  test('A fee that is not charged says so, whether INACTIVE or NOT_APPLICABLE', () => {
    const lines = productFeeLines([
      inactive('CHECK_RETURN'),
      { feeType: 'LATE', status: 'NOT_APPLICABLE', amount: null, percentage: null },
      inactive('PREPAYMENT'),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'You will not be charged a fee for a late payment.',
      'You will not be charged a fee if a payment is returned unpaid.',
      'If you pay off early, you will not have to pay a penalty.',
    ]);
  });

  test('A late fee of an amount only, or a share only, says only that', () => {
    const [amountOnly] = productFeeLines([{ feeType: 'LATE', status: 'ACTIVE', amount: 10, percentage: 0 }]);
    const [shareOnly] = productFeeLines([
      { feeType: 'LATE', status: 'ACTIVE', amount: null, percentage: 0.04 },
    ]);
    expect(amountOnly?.text).toBe('If a payment is late, you will be charged $10.00.');
    expect(shareOnly?.text).toBe('If a payment is late, you will be charged 4% of the payment.');
  });

  test('A charged fee without a figure is not shown as free', () => {
    const [line] = productFeeLines([
      { feeType: 'CHECK_RETURN', status: 'ACTIVE', amount: null, percentage: null },
    ]);
    expect(line?.text).toBe('A fee applies. Your loan agreement says how much.');
  });

  test('A term extension is listed only when it is charged', () => {
    expect(productFeeLines([inactive('TERM_EXTENSION')])).toEqual([]);
    expect(
      productFeeLines([{ feeType: 'TERM_EXTENSION', status: 'ACTIVE', amount: 25, percentage: null }]),
    ).toEqual([
      {
        feeType: 'TERM_EXTENSION',
        term: 'Term extension',
        text: 'If you extend your loan’s term, you will be charged $25.00.',
      },
    ]);
  });

  test('A fee the answer does not name gets no line, so nothing is said the server did not say', () => {
    expect(productFeeLines([])).toEqual([]);
    expect(productFeeLines([inactive('LATE')]).map((line) => line.feeType)).toEqual(['LATE']);
  });
});
