/**
 * GET /products and GET /products/{id}/fees as the reference server answers them
 * (server/handlers/products.ts): the product of schemas/product.json and its fees from
 * core/rules/productFees.ts.
 */
import product from '../../../../schemas/product.json';
import { productFees } from '../../../../core/rules/productFees';
import type { Product } from '../../../../widgets/offers/OfferSourceContext';

export const offeredProduct: Product = {
  productId: product.productId,
  name: product.name,
  productUuid: product.productUuid,
  productTypeName: product.productTypeName,
  issuingBankUuid: product.issuingBankUuid,
  lendingPartnerSlug: 'FIN_WISE',
  configuration: {
    ...product.configuration,
    allowedUseOfFunds: ['DEBT_CONSOLIDATION', 'BILLS_OR_RENT', 'MEDICAL', 'OTHER'],
  },
};

/** Another product in the list, so a test can tell the offer's product was the one picked. */
export const otherProduct: Product = {
  ...offeredProduct,
  productId: offeredProduct.productId + 1,
  name: 'Another loan',
  productUuid: '0c3f1a52-9e7b-4d2a-8f61-5b4c3d2e1f00',
};

export const offeredProductFees = {
  productId: product.productId,
  fees: productFees(product.configuration),
};
