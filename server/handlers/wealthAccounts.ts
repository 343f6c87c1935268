/**
 * GET/POST /application/{uuid}/wealth-account (spec §7 Personal info and wealth): the savings step's
 * record. Writes are taken only while SAVINGS is the current step (also when review reopened it);
 * otherwise 409 like any stale tab.
 */
import { ApiError } from '../http/apiError';
import type { HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication, writeToApplication } from '../http/ownedApplication';
import { findWealthAccount, saveWealthAccount } from '../store/wealthAccounts';

export const wealthAccountHandlers: HandlerMap = {
  getWealthAccount: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    const account = await findWealthAccount(ctx.db, application.uuid);
    if (!account) {
      throw new ApiError({
        statusCode: 404,
        exceptionType: 'WealthAccountNotFound',
        message: 'No savings are on file for this application yet',
      });
    }
    return account;
  },

  postWealthAccount: ({ request, ctx }) =>
    writeToApplication(request, ctx, ['wealthAccount'], 'Savings', (tx, application) => {
      const { savingsCheckingAmount, investmentsAmount } = request.body;
      return saveWealthAccount(
        tx.db,
        application.uuid,
        { savingsCheckingAmount, investmentsAmount },
        tx.now(),
      );
    }),
};
