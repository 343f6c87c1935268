/**
 * Products, their fees, contact-us and cross-sell status (spec §3 Product, Other; §7 Lookups,
 * Application). Everything answered here is data: the product from schemas/product.json, its fees
 * derived from that configuration (core/rules/productFees.ts), contact-us from schemas/contact.json
 * with product.json's supportEmail. Computed once at start-up, so a bad product.json stops the server.
 */
import contact from '../../schemas/contact.json';
import product from '../../schemas/product.json';
import type { ApiOperations } from '../../core/api/generated/contractTypes';
import { productFees } from '../../core/rules/productFees';
import { ApiError } from '../http/apiError';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication } from '../http/ownedApplication';

const offeredProduct = {
  productId: product.productId,
  name: product.name,
  productUuid: product.productUuid,
  productTypeName: product.productTypeName,
  lendingPartnerSlug: product.lendingPartnerSlug,
  configuration: product.configuration,
};

const fees = { productId: product.productId, fees: productFees(product.configuration) };

const contactUs = {
  email: product.supportEmail,
  helpCenterUrl: contact.helpCenterUrl,
  phoneNumber: contact.phoneNumber,
  timezone: contact.timezone,
  operationsBusinessHours: contact.operationsBusinessHours,
} satisfies ApiOperations['getContactUs']['response'];

const notACrossSell = {
  sourceProductTypeName: null,
  status: 'NOT_A_CROSS_SELL',
  targetProductTypeName: null,
} satisfies ApiOperations['getCrossSellStatus']['response'];

/** The path's productId is a string as typed (Fastify does not coerce it): only the exact id matches. */
function productFeesFor({ request }: HandlerInput<'getProductFees'>) {
  if (request.params.productId !== String(product.productId)) {
    throw new ApiError({
      statusCode: 404,
      exceptionType: 'ProductNotFound',
      message: 'No product has this id',
    });
  }
  return fees;
}

export const productHandlers: HandlerMap = {
  // The server's issuing bank (buildApp's, product.json's by default): null when the product has none.
  getProducts: ({ ctx }) => ({
    products: [{ ...offeredProduct, issuingBankUuid: ctx.issuingBank?.uuid ?? null }],
  }),
  getProductFees: productFeesFor,
  getContactUs: async ({ request, ctx }) => {
    await loadOwnedApplication(request, ctx);
    return contactUs;
  },
  getCrossSellStatus: async ({ request, ctx }) => {
    await loadOwnedApplication(request, ctx);
    return notACrossSell;
  },
};
