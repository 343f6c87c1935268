/**
 * The savings step (SAVINGS): its GET reads the wealth account the applicant wrote with its own
 * operation (server/handlers/wealthAccounts.ts); its requirement is that one is on file.
 */
import { findWealthAccount } from '../store/wealthAccounts';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

export const savingsStep: StepHandler = {
  bodyValidator: stepBodyValidator('savings'),
  read: async (ctx, application) => {
    const account = await findWealthAccount(ctx.db, application.uuid);
    return {
      savingsCheckingAmount: account?.savingsCheckingAmount ?? null,
      investmentsAmount: account?.investmentsAmount ?? null,
    };
  },
  requirements: async (ctx, application) =>
    (await findWealthAccount(ctx.db, application.uuid))
      ? null
      : unmetRequirements('STEP_MISSING_WEALTH_ACCOUNT', 'Add your savings before you continue', [
          { path: '/savingsCheckingAmount', message: 'Add your savings' },
          { path: '/investmentsAmount', message: 'Add your savings' },
        ]),
  reviewPath: { from: '', to: '/wealthAccount' },
  submit: async () => ({}),
};
