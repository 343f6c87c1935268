/**
 * The sentence of exploring-options that acknowledges the decision on the product the applicant came
 * from, when the server says this application is a cross-sell from it (GET
 * /application/{uuid}/cross-sell-status; docs/decisions/0082-a-cross-sell-completes-when-its-application-is-decided.md).
 * Nothing while the answer is on its way, when it failed, or for an application that is not a cross-sell. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import type { ApiOperations } from '../../../core/api/generated/contractTypes';
import { fillTemplate } from '../../../widgets/copy';
import { productTypeInWords } from '../../shared/ui/productTypeInWords';

export type CrossSellStatus = ApiOperations['getCrossSellStatus']['response'];

export function crossSellNote(status: CrossSellStatus | undefined): string | null {
  if (!status || status.status === 'NOT_A_CROSS_SELL' || !status.sourceProductTypeName) return null;
  return fillTemplate(copy.pages.exploringOptions.crossSell, {
    sourceProduct: productTypeInWords(status.sourceProductTypeName),
  });
}
