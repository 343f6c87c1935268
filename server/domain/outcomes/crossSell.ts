/**
 * Cross-sell status (spec §3 Cross-sell status, Entry points): an application that began as a
 * personal-loan turndown (PERSONAL_LOAN_TURNDOWN, server/domain/outcomes/turndown.ts) is the
 * small-dollar loan sold to someone whose personal loan was declined. It is OPEN while the application
 * is in progress and COMPLETED once it has any other decision status, whatever the decision
 * (docs/decisions/0082-a-cross-sell-completes-when-its-application-is-decided.md). Pure.
 */
import product from '../../../schemas/product.json';
import type { ApiOperations } from '../../../core/api/generated/contractTypes';
import type { ApplicationRecord } from '../../store/applications';

type CrossSellStatus = ApiOperations['getCrossSellStatus']['response'];
type ProductTypeName = NonNullable<CrossSellStatus['targetProductTypeName']>;

// product.json's type is one of the contract's product types: tests/api validate every answer against it.
const thisProductType = product.productTypeName as ProductTypeName;

/** The product a turndown application was declined for (spec §7 turndown-entry declinedProductTypeName). */
export const turndownSourceProductType = 'PERSONAL_LOAN';

export function isPersonalLoanTurndown(application: Pick<ApplicationRecord, 'flowEntryPoint'>): boolean {
  return application.flowEntryPoint === 'PERSONAL_LOAN_TURNDOWN';
}

export function crossSellStatus(
  application: Pick<ApplicationRecord, 'flowEntryPoint' | 'decisionStatus'>,
): CrossSellStatus {
  if (!isPersonalLoanTurndown(application)) {
    return { sourceProductTypeName: null, status: 'NOT_A_CROSS_SELL', targetProductTypeName: null };
  }
  return {
    sourceProductTypeName: turndownSourceProductType,
    status: application.decisionStatus === 'IN_PROGRESS' ? 'OPEN' : 'COMPLETED',
    targetProductTypeName: thisProductType,
  };
}
