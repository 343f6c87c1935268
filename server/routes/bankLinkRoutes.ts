/** The bank link (issue 10): link token, the sandbox linking service, token exchange and balances. */
import { ApiError } from '../http/apiError';
import type { HandlerMap } from './operationHandler';

const notBuilt = () => {
  throw new ApiError({ statusCode: 404, exceptionType: 'NotBuilt', message: 'Not available yet' });
};

export const bankLinkHandlers: HandlerMap = {
  getAssetsStatus: notBuilt,
  createBankLinkToken: notBuilt,
  signInToBank: notBuilt,
  exchangeBankLinkToken: notBuilt,
};
