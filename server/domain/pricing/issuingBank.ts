/**
 * The lender of the product (spec §3 Product issuingBankUuid; Offer data issuingBank), from its
 * configuration in schemas/product.json. A product that names no issuing bank can price nothing and
 * offer nothing: what would make or show an offer answers STEP_PRODUCT_MISSING_ISSUING_BANK instead
 * (spec §8, a code with no words of its own, so the generic message).
 */
import product from '../../../schemas/product.json';
import { productMissingIssuingBank } from '../../http/apiError';

export interface IssuingBank {
  name: string;
  namePossessive: string;
  uuid: string;
  image: { altText: string; url: string };
}

/** The product's issuing bank, or null when its configuration names none (no issuingBankUuid or name). Pure. */
export function issuingBankOf(configuration: {
  issuingBankUuid?: string | null;
  issuingBankName?: string | null;
}): IssuingBank | null {
  const { issuingBankUuid: uuid, issuingBankName: name } = configuration;
  if (!uuid || !name) return null;
  return {
    name,
    namePossessive: `${name}’s`,
    uuid,
    // Its logo is served with the app (public/issuing-banks).
    image: { altText: `${name} logo`, url: '/relief-loans/issuing-banks/harbor-trust-bank.svg' },
  };
}

/** The issuing bank schemas/product.json names: the server's default (buildApp's `issuingBank`). */
export const productIssuingBank: IssuingBank | null = issuingBankOf(product);

/** The bank an offer or agreement names; 422 STEP_PRODUCT_MISSING_ISSUING_BANK when the product has none. */
export function requireIssuingBank(ctx: { issuingBank: IssuingBank | null }): IssuingBank {
  if (!ctx.issuingBank) throw productMissingIssuingBank();
  return ctx.issuingBank;
}
