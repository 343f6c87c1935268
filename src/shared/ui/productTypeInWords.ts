/**
 * A product type of the contract (analyticsProductType: PERSONAL_LOAN, SMALL_DOLLAR_LOAN…) as a
 * sentence names it ("personal loan"), from schemas/copy `productTypes`; a type the copy does not
 * know is a "loan". Pure.
 */
import copy from '../../../schemas/copy/en-US.json';

const names: Readonly<Record<string, string>> = copy.productTypes;

export function productTypeInWords(productTypeName: string): string {
  return names[productTypeName] ?? copy.productTypes.UNKNOWN;
}
