/**
 * Products, their fees, contact-us and cross-sell status (spec §3 Product, Other; §7 Lookups,
 * Application). The product from schemas/product.json, its fees derived from that configuration
 * (core/rules/productFees.ts), contact-us from server/domain/support/contactUs.ts (the help pages
 * show the same), all computed once at start-up, so a bad product.json stops the server; the
 * cross-sell status from the application's entry point and decision (server/domain/outcomes/crossSell.ts).
 */
import product from '../../schemas/product.json';
import { productFees } from '../../core/rules/productFees';
import { crossSellStatus } from '../domain/outcomes/crossSell';
import { settleOnRead } from '../domain/outcomes/funding';
import { contactUs } from '../domain/support/contactUs';
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
  // Settled first, as every read of an application: a funding that is due decides it (COMPLETED).
  getCrossSellStatus: async ({ request, ctx }) =>
    crossSellStatus(await settleOnRead(ctx, await loadOwnedApplication(request, ctx))),
};
