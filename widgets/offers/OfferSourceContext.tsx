/**
 * Where the offer widgets get the server's offers and the product's fees. Widgets may not import the
 * app (docs/architecture.md), so they ask this context and the app provides the calls
 * (src/shared/offers/offerSources.ts), as the lookups do (widgets/lookups/LookupSourceContext.tsx).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiOperations } from '../../core/api/generated/contractTypes';
import type { OfferData } from './offerChoices';
import type { ProductFee } from './productFeeLines';

export type Product = ApiOperations['getProducts']['response']['products'][number];

export interface OfferSources {
  /** The application's current offers (GET /application-offers/{uuid}/offers, its sdlOfferData). */
  offers: (applicationUuid: string) => Promise<OfferData>;
  /** The products offered (GET /products). */
  products: () => Promise<Product[]>;
  /** A product's fees (GET /products/{id}/fees). */
  productFees: (productId: number) => Promise<ProductFee[]>;
}

const OfferSourceContext = createContext<OfferSources | null>(null);

export function OfferSourceProvider({ sources, children }: { sources: OfferSources; children: ReactNode }) {
  return <OfferSourceContext.Provider value={sources}>{children}</OfferSourceContext.Provider>;
}

export function useOfferSources(): OfferSources {
  const sources = useContext(OfferSourceContext);
  if (!sources) throw new Error('An offer widget needs an OfferSourceProvider above it');
  return sources;
}
