/**
 * The fees of a product (spec §3 Product, fee info per fee type), derived from the configuration in
 * schemas/product.json so the fees call (GET /products/:productId/fees), the offer review and any
 * disclosure say the same thing:
 * - LATE: ACTIVE with lateFeeAmount and lateFeePercentage when either is above 0, else INACTIVE;
 * - CHECK_RETURN: ACTIVE with checkReturnFeeAmount when it is above 0, else INACTIVE;
 * - PREPAYMENT: NOT_APPLICABLE, since the loan has no prepayment penalty (paying early never costs more);
 * - TERM_EXTENSION: INACTIVE, since the loan offers no term extension.
 * A fee that is not ACTIVE has no amount and no percentage (null). A negative or non-numeric figure
 * is a mistake in product.json and throws, so the server refuses to start rather than show it.
 * Pure: no I/O.
 */
type FeeConfiguration = {
  checkReturnFeeAmount: number;
  lateFeeAmount: number;
  lateFeePercentage: number;
};

type FeeInfo = {
  feeType: 'CHECK_RETURN' | 'LATE' | 'PREPAYMENT' | 'TERM_EXTENSION';
  status: 'ACTIVE' | 'INACTIVE' | 'NOT_APPLICABLE';
  amount: number | null;
  percentage: number | null;
};

function feeFigure(configuration: FeeConfiguration, name: keyof FeeConfiguration): number {
  const value = configuration[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(
      `product.json configuration.${name} must be a number of 0 or more, not ${String(value)}`,
    );
  }
  return value;
}

/** Every fee type once, in the order CHECK_RETURN, LATE, PREPAYMENT, TERM_EXTENSION. */
export function productFees(configuration: FeeConfiguration): FeeInfo[] {
  const checkReturn = feeFigure(configuration, 'checkReturnFeeAmount');
  const lateAmount = feeFigure(configuration, 'lateFeeAmount');
  const latePercentage = feeFigure(configuration, 'lateFeePercentage');
  const lateCharged = lateAmount > 0 || latePercentage > 0;
  return [
    checkReturn > 0
      ? { feeType: 'CHECK_RETURN', status: 'ACTIVE', amount: checkReturn, percentage: null }
      : { feeType: 'CHECK_RETURN', status: 'INACTIVE', amount: null, percentage: null },
    lateCharged
      ? { feeType: 'LATE', status: 'ACTIVE', amount: lateAmount, percentage: latePercentage }
      : { feeType: 'LATE', status: 'INACTIVE', amount: null, percentage: null },
    { feeType: 'PREPAYMENT', status: 'NOT_APPLICABLE', amount: null, percentage: null },
    { feeType: 'TERM_EXTENSION', status: 'INACTIVE', amount: null, percentage: null },
  ];
}
