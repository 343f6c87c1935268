/**
 * The facts outcome pages name in their copy ({minIncome}, {statesNotServed}, {supportEmail}…), from
 * schemas/product.json and schemas/pricing.json, so no page repeats a number or a state. Pure.
 */
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import usStates from '../../../schemas/usStates.json';
import { formatWholeUsd } from '../../../core/rules/displayFormats';
import { productValues, type ProductValues } from '../../../core/rules/productLimits';

const stateNames = usStates.states as Record<string, string>;

/** ["CT", "NY", "WI"] -> "Connecticut, New York and Wisconsin" (codes without a name stay codes). */
export function statesInWords(codes: readonly string[]): string {
  const names = codes.map((code) => stateNames[code] ?? code);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const outcomeValues: ProductValues = {
  ...productValues,
  supportEmail: product.supportEmail,
  statesNotServed: statesInWords(product.configuration.nonQualifyingStates),
  minLinkedBalance: formatWholeUsd(pricing.decision.bankLink.thinFileMinLinkedBalance),
};
