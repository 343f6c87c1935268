/**
 * What each step's POST /flow/{uuid}/step/{step} takes, by step path: operations.json `stepBodies`
 * (a step not listed takes none). Each handler is typed with its entry, and receives a body only
 * after the route has checked it against that very schema (server/routes/flowRoutes.ts).
 *
 * Written here, once, until scripts/contractTypes.ts derives a FlowStepBodies map beside
 * FlowStepResponses; then this module re-exports that map and the handlers stay as they are.
 * tests/api/stepBodies.test.ts holds these types to the contract's required and known fields.
 */
import type { ApiOperations } from '../../schemas/api/generated/contractTypes';

type Address = NonNullable<ApiOperations['putPersonalInfo']['body']['address']>;

export interface StepBodies {
  'loan-amount': { desiredLoanAmount: number; desiredLoanTermInMonths?: number };
  'use-of-funds': { appUseOfFunds: string; appUseOfFundsOther?: string };
  address: { address: Address };
  agree: { agreedConsents: string[]; ssn: string };
}
