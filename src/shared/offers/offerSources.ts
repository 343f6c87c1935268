/**
 * The app's offer data for the offer widgets (widgets/offers/OfferSourceContext.tsx): the offers,
 * products and fees operations of schemas/api/operations.json through apiRequest.
 */
import type { OfferSources } from '../../../widgets/offers/OfferSourceContext';
import { apiRequest } from '../api/apiRequest';

export const offerSources: OfferSources = {
  offers: async (applicationUuid) =>
    (await apiRequest('getOffers', { params: { applicationUuid } })).sdlOfferData,
  products: async () => (await apiRequest('getProducts')).products,
  // The path's id is text in the contract (the server matches it exactly).
  productFees: async (productId) =>
    (await apiRequest('getProductFees', { params: { productId: String(productId) } })).fees,
};
