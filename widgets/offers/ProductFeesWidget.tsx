import type { WidgetProps } from '@rjsf/utils';
import { ProductFees } from './ProductFees';

/**
 * The product's other fees on a step that shows an offer (offer review): the offer's product id comes
 * from the step's answer through `ui:options.productId` (optionsFromStep). Read only; nothing is typed.
 */
export function ProductFeesWidget({ options }: WidgetProps) {
  const { productId } = options;
  return typeof productId === 'number' ? <ProductFees productId={productId} /> : null;
}
