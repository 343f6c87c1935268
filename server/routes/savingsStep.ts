/**
 * The savings step (SAVINGS) and its record, the wealth account (spec §7 Personal info and wealth):
 * GET/POST /application/{uuid}/wealth-account. Writes are taken only while SAVINGS is the current
 * step (also when review reopened it); otherwise 409 like any stale tab.
 */
import { ApiError } from '../http/apiError';
import { findWealthAccount, saveWealthAccount } from '../store/wealthAccounts';
import type { StepHandler } from './stepHandler';
import type { HandlerMap } from './operationHandler';
import { loadOwnedApplication, loadWritableFor } from './ownedApplication';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

export const savingsStep: StepHandler = {
  bodyValidator: stepBodyValidator('savings'),
  read: (ctx, application) => {
    const account = findWealthAccount(ctx.db, application.uuid);
    return {
      savingsCheckingAmount: account?.savingsCheckingAmount ?? null,
      investmentsAmount: account?.investmentsAmount ?? null,
    };
  },
  requirements: (ctx, application) =>
    findWealthAccount(ctx.db, application.uuid)
      ? null
      : unmetRequirements('STEP_MISSING_WEALTH_ACCOUNT', 'Add your savings before you continue', [
          { path: '/savingsCheckingAmount', message: 'Add your savings' },
          { path: '/investmentsAmount', message: 'Add your savings' },
        ]),
  reviewPath: { from: '', to: '/wealthAccount' },
  submit: () => ({}),
};

export const wealthAccountHandlers: HandlerMap = {
  getWealthAccount: ({ request, ctx }) => {
    const application = loadOwnedApplication(request, ctx);
    const account = findWealthAccount(ctx.db, application.uuid);
    if (!account) {
      throw new ApiError({
        statusCode: 404,
        exceptionType: 'WealthAccountNotFound',
        message: 'No savings are on file for this application yet',
      });
    }
    return account;
  },

  postWealthAccount: ({ request, ctx }) => {
    const application = loadWritableFor(request, ctx, ['wealthAccount'], 'Savings');
    const { savingsCheckingAmount, investmentsAmount } = request.body;
    return saveWealthAccount(
      ctx.db,
      application.uuid,
      { savingsCheckingAmount, investmentsAmount },
      ctx.now(),
    );
  },
};
