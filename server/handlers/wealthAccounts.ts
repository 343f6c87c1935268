/**
 * GET/POST /application/{uuid}/wealth-account (spec §7 Personal info and wealth): the savings step's
 * record. Writes are taken only while SAVINGS is the current step (also when review reopened it);
 * otherwise 409 like any stale tab.
 */
import { ApiError } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication, loadWritableFor } from '../http/ownedApplication';
import { findWealthAccount, saveWealthAccount } from '../store/wealthAccounts';

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
