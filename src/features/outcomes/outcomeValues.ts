/**
 * The facts outcome pages name in their copy ({minIncome}, {statesNotServed}, {supportEmail}…), from
 * schemas/product.json and schemas/pricing.json, so no page repeats a number or a state. Pure.
 */
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { formatWholeUsd } from '../../../core/rules/displayFormats';
import { productValues, type ProductValues } from '../../../core/rules/productLimits';
import { statesInWords } from '../../../core/rules/statesNotServed';

export const outcomeValues: ProductValues = {
  ...productValues,
  supportEmail: product.supportEmail,
  statesNotServed: statesInWords(product.configuration.nonQualifyingStates),
  minLinkedBalance: formatWholeUsd(pricing.decision.bankLink.thinFileMinLinkedBalance),
};
