/**
 * The offer widgets' calls, fetched and cached with SWR through the app's sources
 * (OfferSourceContext.tsx): the application's current offers, and the fees of the product an offer
 * is of (the product picked by id from GET /products, then its fees).
 */
import useSWR from 'swr';
import { readOfferData, type OfferData } from './offerChoices';
import { useOfferSources } from './OfferSourceContext';
import type { ProductFee } from './productFeeLines';

// Offers and fees do not change while someone reads them: no refetch on focus or reconnect, and a
// failed call waits for the applicant's "Try again" (the offers keep the step's data meanwhile).
const offerSwrOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/**
 * The offers to show: GET offers' answer for the application once it is in; until then, or if that
 * call fails, the offers the step's own answer carried (`fromStep`), so the cards never wait for it.
 */
export function useCurrentOffers(fromStep: OfferData | null): OfferData | null {
  const sources = useOfferSources();
  // Keyed by the pricing the step shows: an application priced again (an edit from offer review)
  // never shows the earlier pricing's offers from the cache.
  const pricing = fromStep?.defaultLoanOffer.pricingUuid;
  const { data } = useSWR(
    fromStep ? (['offers', fromStep.applicationUuid, pricing] as const) : null,
    ([, applicationUuid]) => sources.offers(applicationUuid),
    offerSwrOptions,
  );
  const current = readOfferData(data);
  // Only the same pricing's answer replaces the step's: the form's chosen offer id is of that pricing.
  return current && current.defaultLoanOffer.pricingUuid === pricing ? current : fromStep;
}

export type ProductFeesState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; fees: readonly ProductFee[] };

/** The fees of the product with this id; a product the list does not hold is an error like a failed call. */
export function useProductFees(productId: number): ProductFeesState {
  const sources = useOfferSources();
  const products = useSWR(['products'] as const, () => sources.products(), offerSwrOptions);
  const product = products.data?.find((candidate) => candidate.productId === productId);
  const fees = useSWR(
    product ? (['productFees', product.productId] as const) : null,
    ([, id]) => sources.productFees(id),
    offerSwrOptions,
  );
  if (fees.data) return { status: 'ready', fees: fees.data };
  // A retry shows as loading again, not as the error it follows.
  if (products.isValidating || fees.isValidating) return { status: 'loading' };
  if (products.error || fees.error || (products.data && !product))
    return {
      status: 'error',
      retry: () => void (product ? fees.mutate() : products.mutate()),
    };
  return { status: 'loading' };
}
