import type { WidgetProps } from '@rjsf/utils';
import { ProductFees } from './ProductFees';
import { feeTypes, type FeeType } from './productFeeLines';

/**
 * The product's other fees on a step that shows an offer (offer review): the offer's product id comes
 * from the step's answer through `ui:options.productId` (optionsFromStep); `ui:options.leaveOut` lists
 * fee types the step states elsewhere (its Truth in Lending disclosure). Read only; nothing is typed.
 */
export function ProductFeesWidget({ options }: WidgetProps) {
  const { productId, leaveOut } = options;
  const stated = Array.isArray(leaveOut)
    ? feeTypes.filter((feeType: FeeType) => leaveOut.includes(feeType))
    : [];
  return typeof productId === 'number' ? <ProductFees productId={productId} leaveOut={stated} /> : null;
}
